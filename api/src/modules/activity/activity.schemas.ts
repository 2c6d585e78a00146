// Query and response schemas of the activity routes.
import { paginationSchema, threadSchema, userSummarySchema } from '../../http/response-schemas';
import { pageSchema, vehicleTypeIdSchema } from '../../http/schemas';

export const feedQuery = {
  type: 'object',
  properties: { page: pageSchema, vehicle_type_id: vehicleTypeIdSchema },
} as const;

export interface FeedQuery {
  page: number;
  vehicle_type_id: number;
}

export const findNameQuery = {
  type: 'object',
  required: ['username'],
  properties: { username: { type: 'string', maxLength: 100 } },
} as const;

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

export const newsFeedResponseSchema = {
  type: 'object',
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          content_type: { type: 'string' },
          post_id: { type: 'integer' },
          thread: threadSchema,
          node_title: { type: 'string' },
          User: userSummarySchema,
          post_date: { type: 'integer' },
          snippet: { type: 'string' },
          view_url: { type: 'string' },
        },
      },
    },
    pagination: paginationSchema,
    following_count: { type: 'integer' },
  },
} as const;

export const findNameResponseSchema = {
  type: 'object',
  properties: { users: { type: 'array', items: userSummarySchema } },
} as const;
