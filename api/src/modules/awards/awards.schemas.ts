// Wire schemas of the awards calls (Fastify serialises with them: a field missing here is dropped).
// awardSchema and userAwardSchema are exported for the users module (GET /users/{id}/awards and
// the profile's withTrophies option answer the same shapes).
import { MEMBER_TEXT_MAX } from '@trailhead/shared-kernel/schemas';
import { nullable, paginationSchema, userSummarySchema } from '../../http/response-schemas';
import { checkedBody, idSchema, pageSchema } from '../../http/schemas';

export const awardSchema = {
  type: 'object',
  description: 'An award (spec §3): its points, whether members may request it, how many hold it, and the viewer\'s state (none, held, requested).',
  properties: {
    award_id: { type: 'integer' },
    award_category_id: { type: 'integer' },
    title: { type: 'string' },
    description: { type: 'string' },
    icon_url: nullable('string'),
    points: { type: 'integer' },
    can_request: { type: 'boolean' },
    holder_count: { type: 'integer' },
    viewer_state: { type: 'string', enum: ['none', 'held', 'requested'] },
  },
} as const;

export const userAwardSchema = {
  type: 'object',
  description: 'An award a member holds, with when and why it was given (spec §3 award with award_reason).',
  properties: {
    award: awardSchema,
    award_date: { type: 'integer' },
    award_reason: { type: 'string' },
  },
} as const;

export const userAwardsResponseSchema = {
  type: 'object',
  properties: {
    awards: { type: 'array', items: userAwardSchema },
    trophy_points: { type: 'integer' },
    level: { type: 'integer' },
  },
} as const;

export const awardsResponseSchema = {
  type: 'object',
  properties: { awards: { type: 'array', items: awardSchema }, pagination: paginationSchema },
} as const;

export const awardCategoriesResponseSchema = {
  type: 'object',
  properties: {
    categories: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          award_category_id: { type: 'integer' },
          title: { type: 'string' },
          description: { type: 'string' },
          awards: { type: 'array', items: awardSchema },
        },
      },
    },
    pagination: paginationSchema,
  },
} as const;

export const awardRecentResponseSchema = {
  type: 'object',
  properties: {
    award: awardSchema,
    recipients: {
      type: 'array',
      items: { type: 'object', properties: { User: userSummarySchema, award_date: { type: 'integer' } } },
    },
  },
} as const;

const awardRequestSchema = {
  type: 'object',
  properties: {
    award_request_id: { type: 'integer' },
    award: awardSchema,
    User: userSummarySchema,
    award_reason: { type: 'string' },
    request_date: { type: 'integer' },
    request_state: { type: 'string', enum: ['pending', 'granted', 'refused'] },
    refuse_reason: nullable('string'),
  },
} as const;

export const awardRequestResponseSchema = {
  type: 'object',
  properties: { request: awardRequestSchema },
} as const;

export const awardRequestsResponseSchema = {
  type: 'object',
  properties: { requests: { type: 'array', items: awardRequestSchema }, pagination: paginationSchema },
} as const;

export const awardIdParams = { type: 'object', required: ['id'], properties: { id: idSchema } } as const;
export const awardsPageQuery = { type: 'object', properties: { page: pageSchema } } as const;

export const requestBody = checkedBody('The request (checked by the shared awardRequestSchema).', {
  award_reason: `text, at most ${MEMBER_TEXT_MAX} characters: why the member deserves the award ('You must to add reason!' when empty)`,
});

export const reviewBody = checkedBody('The decision (checked by the shared awardReviewSchema).', {
  decision: 'grant | refuse',
  reason: `text, at most ${MEMBER_TEXT_MAX} characters: required to refuse, sent to the member`,
});
