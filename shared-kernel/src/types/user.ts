import type { AccountSettings } from './account-settings';
import type { UnixSeconds } from './common';

export type MembershipCode =
  | 'premium_membership'
  | 'digital_membership'
  | 'trial_membership'
  | 'free_membership';

export interface UserBadge {
  banner_text: string;
  banner_css_class: string;
  title: string;
}

/** The short form of a member, embedded wherever content names its author. */
export interface UserSummary {
  user_id: number;
  username: string;
  avatar_urls: { h: string | null };
  is_online: boolean;
  user_title: string;
  view_url: string;
  is_admin: boolean;
  is_moderator: boolean;
  is_staff: boolean;
  city: string | null;
  state: string | null;
  register_date: UnixSeconds;
  message_count: number;
  reaction_score: number;
  UserMembership: { code: MembershipCode } | null;
  /** Only on a member who deleted their account: named 'Deleted member', without a link or an avatar. */
  is_deleted?: boolean;
  /** Only on a banned or disabled account: its profile is for staff only, so others see the name without a link. */
  is_blocked?: boolean;
}

/** One custom field as a profile shows it: its title and the member's answer in words. */
export interface ProfileFieldValue {
  title: string;
  value: string;
}

/** GET /me and the user returned by POST /login (spec §3 user profile). */
export interface UserProfile extends UserSummary {
  badges: UserBadge[];
  last_activity: UnixSeconds;
  trophy_points: number;
  /** The profile's fields by id, each { title, value }; `contact` (a profile's contact group) only on GET /users/{id}. */
  custom_fields: { personal: Record<string, unknown>; contact?: Record<string, ProfileFieldValue> };
  show_first_last_name: boolean;
  can_follow: boolean;
  can_converse: boolean;
  can_ignore: boolean;
  is_followed: boolean;
  is_ignored: boolean;
  is_super_admin: boolean;
  is_content_moderator: boolean;
  timezone: string;
  can_create_events: boolean;
  can_post_new_thread: boolean;
  sg_can_add_group: boolean;
  email?: string;
  /** GET /me only: the members the viewer ignores (their posts, profile posts and conversations fold away). */
  ignored_user_ids?: number[];
  /** GET /me only: the member's own preferences, privacy and signature (types/account-settings.ts). */
  settings?: AccountSettings;
  /** GET /me only: where the member is, exactly (the member map shows others only near their place, unless they chose exact). */
  map_position?: { latitude: number; longitude: number } | null;
}

/** GET /users/latest */
export interface LatestUsersResponse {
  users: UserSummary[];
}

export interface MapUser {
  user_id: number;
  username: string;
  view_url: string;
  avatar_urls: { h: string | null };
  city: string | null;
  state: string | null;
  /** Approximate (rounded to a few km, stable per member) unless position_exact. */
  latitude: number;
  longitude: number;
  position_exact: boolean;
  /** The member's default vehicle type (the map's vehicle filter), null when none. */
  vehicle_type_id: number | null;
  is_member: boolean;
  is_online: boolean;
  /** With a radius query: miles from the centre. */
  distance?: number;
}

/** GET /users/map (paid members and staff; query: MapUsersQuery). */
export interface MapUsersResponse {
  memberUsers: MapUser[];
  registeredUsers: MapUser[];
  allUsers: MapUser[];
}

/**
 * GET /users/map?format=columns (the whole map, without a radius): the same members with only what a
 * marker needs, as columns, so 50,000 members are a few hundred kilobytes rather than megabytes (and
 * as little in the browser's one-day store). Index i of every column is one member; ids ascend and
 * each is sent as the difference from the one before (the first as itself).
 */
export interface MapUserColumns {
  user_id: number[];
  username: string[];
  latitude: number[];
  longitude: number[];
  /** 1: a paid member; 0: registered. */
  is_member: (0 | 1)[];
}

export interface MapUsersColumnsResponse {
  memberUsers: MapUserColumns;
  registeredUsers: MapUserColumns;
  allUsers: MapUserColumns;
}

/** A member as the whole map draws them (MapUserColumns, one row): the marker, and the key of their card. */
export type MapMarkerUser = Pick<MapUser, 'user_id' | 'username' | 'latitude' | 'longitude' | 'is_member'>;

/** GET /options/maps: the browser key for Google Maps, null when the site has none. */
export interface MapsOptionsResponse {
  google_maps_api_key: string | null;
}
