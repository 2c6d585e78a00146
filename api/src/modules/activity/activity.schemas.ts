// Response and request schemas of the activity module: GET /profile-posts/latest, profile posts and
// comments, GET /me/reactions.
import { attachmentSchema, paginationSchema, userSummarySchema } from '../../http/response-schemas';
import { checkedBody, idSchema, pageSchema } from '../../http/schemas';

export const profilePostsResponseSchema = {
  type: 'object',
  properties: {
    profile_posts: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          profile_post_id: { type: 'integer' },
          profile_user_id: { type: 'integer' },
          ProfileUser: userSummarySchema,
          user_id: { type: 'integer' },
          username: { type: 'string' },
          User: userSummarySchema,
          post_date: { type: 'integer' },
          message_html: { type: 'string' },
          message_state: { type: 'string' },
          vehicle_type_id: { type: ['integer', 'null'] },
          view_url: { type: 'string' },
        },
      },
    },
    pagination: paginationSchema,
  },
} as const;

// Profile posts, comments and their reactions (shared-kernel types/members.ts).
const reactionCountsSchema = {
  type: 'array',
  items: { type: 'object', properties: { reaction_id: { type: 'integer' }, count: { type: 'integer' } } },
} as const;

const rightsProperties = {
  can_edit: { type: 'boolean' },
  can_delete: { type: 'boolean' },
  can_react: { type: 'boolean' },
  can_report: { type: 'boolean' },
  can_moderate: { type: 'boolean' },
} as const;

const sharedContentProperties = {
  user_id: { type: 'integer' },
  username: { type: 'string' },
  User: userSummarySchema,
  message_html: { type: 'string' },
  message_state: { type: 'string' },
  reaction_score: { type: 'integer' },
  reactions: reactionCountsSchema,
  visitor_reaction_id: { type: ['integer', 'null'] },
  attachments: { type: 'array', items: attachmentSchema },
  last_edit_date: { type: ['integer', 'null'] },
  delete_reason: { type: ['string', 'null'] },
  ...rightsProperties,
} as const;

export const profileCommentSchema = {
  type: 'object',
  properties: {
    profile_post_comment_id: { type: 'integer' },
    profile_post_id: { type: 'integer' },
    comment_date: { type: 'integer' },
    ...sharedContentProperties,
  },
} as const;

export const profilePostWithCommentsSchema = {
  type: 'object',
  properties: {
    profile_post_id: { type: 'integer' },
    profile_user_id: { type: 'integer' },
    ProfileUser: userSummarySchema,
    post_date: { type: 'integer' },
    vehicle_type_id: { type: ['integer', 'null'] },
    view_url: { type: 'string' },
    comment_count: { type: 'integer' },
    comments: { type: 'array', items: profileCommentSchema },
    can_comment: { type: 'boolean' },
    ...sharedContentProperties,
  },
} as const;

export const profilePostResponseSchema = { type: 'object', properties: { profile_post: profilePostWithCommentsSchema } } as const;
export const profileCommentResponseSchema = { type: 'object', properties: { comment: profileCommentSchema } } as const;
export const profileCommentsResponseSchema = {
  type: 'object',
  properties: { comments: { type: 'array', items: profileCommentSchema }, pagination: paginationSchema },
} as const;
export const profileReactResponseSchema = {
  type: 'object',
  properties: {
    action: { type: 'string', enum: ['added', 'replaced', 'removed'] },
    reaction_score: { type: 'integer' },
    reactions: reactionCountsSchema,
    visitor_reaction_id: { type: ['integer', 'null'] },
  },
} as const;
export const profileDeleteResponseSchema = {
  type: 'object',
  properties: { hard_delete: { type: 'boolean' }, profile_post: profilePostWithCommentsSchema, comment: profileCommentSchema },
} as const;
export const reportResponseSchema = { type: 'object', properties: { reported: { type: 'boolean', enum: [true] } } } as const;

export const reactionsReceivedResponseSchema = {
  type: 'object',
  properties: {
    reactions: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          reaction_id: { type: 'integer' },
          reaction_date: { type: 'integer' },
          User: userSummarySchema,
          content_type: { type: 'string', enum: ['post', 'profile_post', 'profile_comment'] },
          content_id: { type: 'integer' },
          title: { type: 'string' },
          snippet: { type: 'string' },
          view_url: { type: 'string' },
        },
      },
    },
    pagination: paginationSchema,
  },
} as const;

const MESSAGE = 'HTML of the message (cleaned by the allow-list; empty is refused: Post message should not be empty)';
const ATTACHMENT_KEY = 'key of the files uploaded for it (POST /attachments/new-key)';
export const newProfilePostBodySchema = checkedBody('A post on a member\'s profile.', {
  user_id: 'integer: whose profile',
  message_html: MESSAGE,
  attachment_key: ATTACHMENT_KEY,
});
export const newCommentBodySchema = checkedBody('A comment on a profile post.', {
  profile_post_id: 'integer: the post',
  message_html: MESSAGE,
  attachment_key: ATTACHMENT_KEY,
});
export const editProfileContentBodySchema = checkedBody('The edited message.', { message_html: MESSAGE, attachment_key: ATTACHMENT_KEY });
export const profileReactionsQuerySchema = {
  type: 'object',
  properties: { reaction_id: idSchema, page: pageSchema },
} as const;
