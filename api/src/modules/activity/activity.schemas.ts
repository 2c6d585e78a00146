// Response schema of GET /profile-posts/latest.
import { paginationSchema, userSummarySchema } from '../../http/response-schemas';

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
