// Shapes of members on the wire: the full profile (GET /me, POST /login), map users, and the
// responses of the /users routes.
import { nullable, paginationSchema, ref, threadSchema, userSummaryProperties, userSummarySchema } from '../../http/response-schemas';
import { pageSchema, vehicleTypeIdSchema } from '../../http/schemas';

const flag = { type: 'boolean' } as const;

export const UserProfileSchema = {
  $id: 'UserProfile',
  description: 'A member as the viewer sees them (spec §3 user profile); email only for the member themself and admins.',
  type: 'object',
  properties: {
    ...userSummaryProperties,
    badges: {
      type: 'array',
      items: { type: 'object', properties: { banner_text: { type: 'string' }, banner_css_class: { type: 'string' }, title: { type: 'string' } } },
    },
    last_activity: { type: 'integer' },
    trophy_points: { type: 'integer' },
    // Open: the custom fields an admin defines (GET /custom-fields/user), each { title, value }.
    custom_fields: { type: 'object', properties: { personal: { type: 'object', additionalProperties: true } } },
    show_first_last_name: flag,
    can_follow: flag,
    can_converse: flag,
    can_ignore: flag,
    is_followed: flag,
    is_ignored: flag,
    is_super_admin: flag,
    is_content_moderator: flag,
    timezone: { type: 'string' },
    can_create_events: flag,
    can_post_new_thread: flag,
    sg_can_add_group: flag,
    email: { type: 'string' },
  },
} as const;

const MapUserSchema = {
  type: 'object',
  properties: {
    user_id: { type: 'integer' },
    username: { type: 'string' },
    view_url: { type: 'string' },
    avatar_urls: { type: 'object', properties: { h: nullable('string') } },
    city: nullable('string'),
    state: nullable('string'),
    latitude: { type: 'number' },
    longitude: { type: 'number' },
    is_member: flag,
    is_online: flag,
  },
} as const;

export const USERS_SCHEMAS = [UserProfileSchema];

export const userProfileSchema = ref('UserProfile');

export const usersListResponseSchema = {
  type: 'object',
  properties: { users: { type: 'array', items: userSummarySchema } },
} as const;

export const mapUsersResponseSchema = {
  type: 'object',
  properties: {
    memberUsers: { type: 'array', items: MapUserSchema },
    registeredUsers: { type: 'array', items: MapUserSchema },
    allUsers: { type: 'array', items: MapUserSchema },
  },
} as const;

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

export const followResponseSchema = {
  type: 'object',
  properties: { user_id: { type: 'integer' }, is_followed: flag },
} as const;
