// Shapes of members on the wire: the full profile (GET /me, POST /login), map users, and the
// responses of the /users routes.
import { nullable, paginationSchema, ref, threadSchema, userSummaryProperties, userSummarySchema } from '../../http/response-schemas';
import { flagSchema, pageSchema, vehicleTypeIdSchema } from '../../http/schemas';
import { writtenPlainly } from '../../http/plain-json';
import { profilePostWithCommentsSchema } from '../activity/activity.schemas';
import { userAwardSchema } from '../awards/awards.schemas';

const flag = { type: 'boolean' } as const;
const visibility = { type: 'string', enum: ['everyone', 'members', 'followed', 'none'] } as const;
const watchState = { type: 'string', enum: ['none', 'watch_email', 'watch_no_email'] } as const;

/** GET /me's own settings (shared-kernel types/account-settings.ts). */
const accountSettingsSchema = {
  type: 'object',
  properties: {
    receive_admin_email: flag,
    enable_activity_summary_email: flag,
    email_on_conversation: flag,
    creation_watch_state: watchState,
    interaction_watch_state: watchState,
    content_show_signature: flag,
    visible: flag,
    activity_visible: flag,
    push: { type: 'object', additionalProperties: flag },
    privacy: {
      type: 'object',
      properties: {
        show_dob_date: flag,
        show_dob_year: flag,
        show_first_last_name: flag,
        show_map_position: flag,
        show_exact_map_position: flag,
        allow_view_profile: visibility,
        allow_post_profile: visibility,
        allow_receive_news_feed: visibility,
        allow_send_personal_conversation: visibility,
        allow_view_identities: visibility,
      },
    },
    signature: { type: 'string' },
  },
} as const;

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
    custom_fields: { type: 'object', properties: { personal: { type: 'object', additionalProperties: true }, contact: { type: 'object', additionalProperties: true } } },
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
    ignored_user_ids: { type: 'array', items: { type: 'integer' } },
    settings: accountSettingsSchema,
    map_position: {
      type: ['object', 'null'],
      properties: { latitude: { type: 'number' }, longitude: { type: 'number' } },
    },
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
    latitude: { type: 'number', description: 'Approximate (a grid of a few km, an offset stable per member, two decimals) unless position_exact' },
    longitude: { type: 'number' },
    position_exact: flag,
    vehicle_type_id: { ...nullable('integer'), description: "The type of the member's default vehicle" },
    is_member: flag,
    is_online: flag,
    distance: { type: 'number', description: 'With a radius: miles from the centre, between approximate positions' },
  },
} as const;

export const USERS_SCHEMAS: object[] = [UserProfileSchema];

export const userProfileSchema = ref('UserProfile');

export const usersListResponseSchema = {
  type: 'object',
  properties: { users: { type: 'array', items: userSummarySchema } },
} as const;

/** The radius a map query may ask for, in miles (the continent fits in it). */
export const MAP_MAX_RADIUS_MILES = 5_000;

export const mapUsersQuery = {
  type: 'object',
  description:
    'member=1 fills memberUsers (paid members), registered=1 fills registeredUsers (the others); both, or neither (the default), fill allUsers only and leave the other two empty. ' +
    'vehicle_type_id (0: any): the type of the default vehicle. online=1: only members shown online. ' +
    'latitude, longitude and radius (miles) together: only members within the radius, nearest first, with their distance. ' +
    'Members who do not share their map position are never listed; positions are approximate unless the member chose to show the exact one. ' +
    'format=columns (the whole map; not with a radius): each list as columns holding only what a marker needs (MapUserColumns).',
  properties: {
    member: flagSchema,
    registered: flagSchema,
    vehicle_type_id: vehicleTypeIdSchema,
    online: { ...flagSchema, default: 0 },
    latitude: { type: 'number', minimum: -90, maximum: 90 },
    longitude: { type: 'number', minimum: -180, maximum: 180 },
    radius: { type: 'number', exclusiveMinimum: 0, maximum: MAP_MAX_RADIUS_MILES },
    format: { type: 'string', enum: ['columns'] },
  },
} as const;

export interface MapUsersQueryParsed {
  member?: 0 | 1;
  registered?: 0 | 1;
  vehicle_type_id: number;
  online: 0 | 1;
  latitude?: number;
  longitude?: number;
  radius?: number;
  format?: 'columns';
}

const MapUserColumnsSchema = {
  type: 'object',
  description: 'format=columns: index i of every column is one member; ids ascend, each sent as the difference from the one before (the first as itself)',
  required: ['user_id', 'username', 'latitude', 'longitude', 'is_member'],
  properties: {
    user_id: { type: 'array', items: { type: 'integer' } },
    username: { type: 'array', items: { type: 'string' } },
    latitude: { type: 'array', items: { type: 'number' } },
    longitude: { type: 'array', items: { type: 'number' } },
    is_member: { type: 'array', items: { type: 'integer', enum: [0, 1] }, description: '1: a paid member; 0: registered' },
  },
} as const;

/** A list: members in full (a radius, or no format), or as columns (format=columns). */
const mapUsersList = { anyOf: [MapUserColumnsSchema, { type: 'array', items: MapUserSchema }] } as const;

export const mapUsersResponseSchema = {
  type: 'object',
  properties: { memberUsers: mapUsersList, registeredUsers: mapUsersList, allUsers: mapUsersList },
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

// ——— Members and profiles (issue "9 of 12") ———

const { email: _email, last_activity: _lastActivity, ignored_user_ids: _ignored, settings: _settings, map_position: _position, ...profileProperties } = UserProfileSchema.properties;
const count = { type: 'integer' } as const;

const memberProfileProperties = {
  ...profileProperties,
  last_activity: nullable('integer'),
  banner_urls: { type: 'object', properties: { l: nullable('string') } },
  banner_position_y: count,
  first_name: nullable('string'),
  last_name: nullable('string'),
  about: nullable('string'),
  website: nullable('string'),
  birthday: {
    type: ['object', 'null'],
    properties: { month: count, day: count, year: nullable('integer') },
  },
  vehicles: {
    type: 'array',
    items: {
      type: 'object',
      properties: {
        user_vehicle_id: count,
        vehicle_type_id: nullable('integer'),
        vehicle_type_title: nullable('string'),
        model_year: nullable('integer'),
        model: { type: 'string' },
        trim: nullable('string'),
        is_default: flag,
      },
    },
  },
  follower_count: count,
  following_count: count,
  award_count: count,
  level: count,
  can_view_profile: flag,
  can_post_on_profile: flag,
  can_report: flag,
} as const;

export const MemberProfileSchema = {
  $id: 'MemberProfile',
  description: 'A member as the viewer may see them (GET /users/{id}); with can_view_profile false only the card fields are filled.',
  type: 'object',
  properties: memberProfileProperties,
} as const;

USERS_SCHEMAS.push(MemberProfileSchema);

const CARD_FIELDS = [
  'user_id', 'username', 'avatar_urls', 'banner_urls', 'banner_position_y', 'is_online', 'user_title', 'badges', 'view_url',
  'is_admin', 'is_moderator', 'is_staff', 'city', 'state', 'register_date', 'last_activity', 'message_count',
  'reaction_score', 'trophy_points', 'UserMembership', 'can_follow', 'can_ignore', 'can_converse',
  'is_followed', 'is_ignored', 'can_view_profile',
] as const;

export const memberCardResponseSchema = {
  type: 'object',
  properties: {
    user: {
      type: 'object',
      properties: Object.fromEntries(CARD_FIELDS.map((field) => [field, (memberProfileProperties as Record<string, unknown>)[field]])),
    },
  },
} as const;

export const profileQuery = {
  type: 'object',
  properties: {
    followers: flagOption(),
    following: flagOption(),
    withTrophies: flagOption(),
    postings: flagOption(),
    latestActivity: flagOption(),
    withPosts: flagOption(),
    page: pageSchema,
  },
} as const;

function flagOption() {
  return { type: 'integer', enum: [0, 1], default: 0 } as const;
}

export interface ProfileQuery {
  followers: 0 | 1;
  following: 0 | 1;
  withTrophies: 0 | 1;
  postings: 0 | 1;
  latestActivity: 0 | 1;
  withPosts: 0 | 1;
  page: number;
}

const activityItemSchema = {
  type: 'object',
  properties: {
    kind: { type: 'string' },
    date: count,
    User: userSummarySchema,
    text: { type: 'string' },
    title: { type: 'string' },
    snippet: { type: 'string' },
    view_url: { type: 'string' },
  },
} as const;

const postingSchema = {
  type: 'object',
  properties: {
    content_type: { type: 'string' },
    post_id: count,
    thread: {
      type: 'object',
      properties: { thread_id: count, node_id: count, title: { type: 'string' }, view_url: { type: 'string' } },
    },
    node_title: { type: 'string' },
    post_date: count,
    snippet: { type: 'string' },
    view_url: { type: 'string' },
  },
} as const;

/** Written with JSON.stringify (http/plain-json.ts): with every fetch option it is 38 KB of text. */
export const memberProfileResponseSchema = writtenPlainly({
  type: 'object',
  properties: {
    user: ref('MemberProfile'),
    followers: { type: 'array', items: userSummarySchema },
    following: { type: 'array', items: userSummarySchema },
    trophies: { type: 'array', items: userAwardSchema },
    postings: { type: 'array', items: postingSchema },
    latest_activity: { type: 'array', items: activityItemSchema },
    profile_posts: { type: 'array', items: profilePostWithCommentsSchema },
    pagination: paginationSchema,
  },
} as const);

export const memberListResponseSchema = {
  type: 'object',
  properties: { users: { type: 'array', items: userSummarySchema }, pagination: paginationSchema },
} as const;

export const ignoreResponseSchema = {
  type: 'object',
  properties: { user_id: count, is_ignored: flag },
} as const;

export const reportResponseSchema = {
  type: 'object',
  properties: { reported: { type: 'boolean', enum: [true] } },
} as const;

/** GET /users/{id}/awards answers the awards module's shape. */
export { userAwardsResponseSchema } from '../awards/awards.schemas';

export const contactSearchQuery = {
  type: 'object',
  required: ['contact_search'],
  properties: { contact_search: { type: 'string', maxLength: 100 } },
} as const;

/** Message counts stop at a billion: a bigger number is a bad request. */
export const findByNumberQuery = {
  type: 'object',
  required: ['number'],
  properties: { number: { type: 'integer', minimum: 0, maximum: 1_000_000_000 }, page: pageSchema },
} as const;

export const leaderboardEntrySchema = {
  type: 'object',
  properties: { rank: count, value: nullable('integer'), User: userSummarySchema },
} as const;

export const leaderboardResponseSchema = {
  type: 'object',
  properties: { board: { type: 'string' }, entries: { type: 'array', items: leaderboardEntrySchema }, pagination: paginationSchema },
} as const;

export const leaderboardOverviewResponseSchema = {
  type: 'object',
  properties: {
    boards: {
      type: 'array',
      items: { type: 'object', properties: { board: { type: 'string' }, title: { type: 'string' }, entries: { type: 'array', items: leaderboardEntrySchema } } },
    },
  },
} as const;
