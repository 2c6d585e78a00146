// Wire schemas of the clubs calls (Fastify serialises with them: a field missing here is dropped).
// The request parts (the id-or-slug parameter, the form's documented fields) are here too, so the
// club events and discussions routes of this module use the same ones.
import { CLUB_DESCRIPTION_MAX, CLUB_REASON_MAX } from '@trailhead/shared-kernel/schemas';
import { nullable, paginationSchema, userSummarySchema } from '../../http/response-schemas';
import { MAX_ID } from '../../http/schemas';

const text = nullable('string');
const coordinate = nullable('number');

const clubProperties = {
  id: { type: 'integer' },
  slug: { type: 'string' },
  name: { type: 'string' },
  description: { type: 'string' },
  cover_url: text,
  avatar_url: text,
  view_url: { type: 'string' },
  is_joined: { type: 'boolean' },
  can_join: { type: 'boolean' },
  is_owner: { type: 'boolean' },
  member_count: { type: 'integer' },
  last_activity: { type: 'integer' },
  vehicle_type_id: { type: 'integer' },
  custom_fields: {
    type: 'object',
    properties: {
      president: text,
      location_type: { type: 'string', enum: ['physical', 'online'] },
      location: text,
      city: text,
      state: text,
      zipcode: text,
      country: text,
      address: text,
      latitude: coordinate,
      longitude: coordinate,
      website: text,
      vin: text,
    },
  },
  club_state: { type: 'string', enum: ['approved', 'pending', 'rejected'] },
  member_state: { type: 'string', enum: ['none', 'valid', 'banned'] },
  can_admin: { type: 'boolean' },
  can_post: { type: 'boolean' },
  view_count: { type: 'integer' },
  created_at: { type: 'integer' },
} as const;

export const ClubSchema = {
  $id: 'Club',
  description: 'A club (spec §3) as the viewer sees it: is_joined, can_join, is_owner, member_state, can_admin, can_post.',
  type: 'object',
  properties: clubProperties,
} as const;

/** ClubDetail (GET /clubs/{idOrSlug} and the answer of every write on one club). */
export const clubDetailSchema = {
  type: 'object',
  description: 'A club with its owner, why the viewer may not join (join_refusal), and its counts.',
  properties: {
    ...clubProperties,
    Owner: userSummarySchema,
    reject_reason: text,
    join_refusal: text,
    profile_incomplete: { type: 'boolean' },
    discussion_count: { type: 'integer' },
    upcoming_event_count: { type: 'integer' },
  },
} as const;

export const clubMemberSchema = {
  type: 'object',
  properties: {
    User: userSummarySchema,
    member_state: { type: 'string', enum: ['valid', 'banned'] },
    join_date: { type: 'integer' },
    is_owner: { type: 'boolean' },
    ban_reason: text,
    banned_at: nullable('integer'),
  },
} as const;

export const clubsResponseSchema = {
  type: 'object',
  properties: { clubs: { type: 'array', items: { $ref: 'Club#' } }, pagination: paginationSchema },
} as const;

export const clubResponseSchema = { type: 'object', properties: { club: clubDetailSchema } } as const;

export const clubDetailResponseSchema = {
  type: 'object',
  properties: { club: clubDetailSchema, members: { type: 'array', items: clubMemberSchema } },
} as const;

export const clubMembersResponseSchema = {
  type: 'object',
  properties: { members: { type: 'array', items: clubMemberSchema }, pagination: paginationSchema },
} as const;

export const clubMemberResponseSchema = { type: 'object', properties: { member: clubMemberSchema } } as const;

export const clubsReviewResponseSchema = {
  type: 'object',
  properties: { clubs: { type: 'array', items: clubDetailSchema }, pagination: paginationSchema },
} as const;

export const clubsMapResponseSchema = {
  type: 'object',
  properties: {
    clubs: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          slug: { type: 'string' },
          name: { type: 'string' },
          avatar_url: text,
          view_url: { type: 'string' },
          member_count: { type: 'integer' },
          vehicle_type_id: { type: 'integer' },
          city: text,
          state: text,
          country: text,
          latitude: { type: 'number' },
          longitude: { type: 'number' },
        },
      },
    },
  },
} as const;

/**
 * A club's number or its slug. Slugs are lower-case words joined by '-' (never only digits: a
 * number is an id); an id stops at MAX_ID.
 */
export const CLUB_REF_PATTERN = '^(?:[1-9][0-9]{0,9}|[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?)$';

export const clubRefParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: CLUB_REF_PATTERN, description: `The club's id (1 to ${MAX_ID}) or its slug.` } },
} as const;

export interface ClubRefParams {
  id: string;
}

const formFields = {
  name: 'text, 3 to 60 characters',
  description: `text (HTML, sanitised), at most ${CLUB_DESCRIPTION_MAX} characters`,
  vehicle_type_id: 'integer: 0 = every vehicle type',
  location_type: 'physical | online',
  address: 'physical clubs: street address',
  city: 'physical clubs',
  state: 'physical clubs: state or province',
  zipcode: 'physical clubs: ZIP (US) or postal code (Canada)',
  country: 'physical clubs: US | CA',
  latitude: 'physical clubs: number, optional',
  longitude: 'physical clubs: number, optional',
  president: 'text, optional',
  website: 'https://… link, optional',
  vin: '17 characters, optional; unique among clubs, and not one of the sending member\'s own vehicles (409 vin_on_profile)',
  cover: 'an image file (multipart), optional',
  avatar: 'an image file (multipart), optional',
};

/** The club form (register and edit): JSON, urlencoded or multipart with the image files cover and avatar. */
export const clubFormBody = {
  description: 'The club form (spec §5): checked by the shared clubSchema, with its messages. Images only in a multipart form.',
  anyOf: [
    {
      type: 'object',
      properties: {
        ...Object.fromEntries(Object.entries(formFields).map(([name, about]) => [name, { description: about }])),
        cover: { type: 'string', format: 'binary', description: formFields.cover },
        avatar: { type: 'string', format: 'binary', description: formFields.avatar },
      },
    },
    {},
  ],
} as const;

export const clubEditBody = {
  ...clubFormBody,
  description: 'The club form, as on registering: fields not sent keep their value; remove_cover / remove_avatar = 1 drop an image.',
  anyOf: [
    {
      type: 'object',
      properties: {
        ...clubFormBody.anyOf[0].properties,
        remove_cover: { description: '1: drop the cover image' },
        remove_avatar: { description: '1: drop the avatar image' },
      },
    },
    {},
  ],
} as const;

export const REASON_MAX = CLUB_REASON_MAX;
