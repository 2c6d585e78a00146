import type { Generated, Insertable, Selectable, SqlBool } from 'kysely';
import type { MembershipCode } from '@trailhead/shared-kernel/types';
import type { Defaulted, Flag, Timestamp } from './columns';

/** What the account status call reports for a user (spec §4). */
export type AccountState = 'valid' | 'not_valid' | 'account_incomplete' | 'disabled' | 'banned' | 'deleted';

export interface UsersTable {
  user_id: Generated<number>;
  username: string;
  /** Stored lower-case. */
  email: string;
  password_hash: string;
  first_name: string | null;
  last_name: string | null;
  show_first_last_name: Flag;
  avatar_url: string | null;
  user_title: string;
  city: string | null;
  state: string | null;
  latitude: number | null;
  longitude: number | null;
  share_map_position: Flag;
  /** The member shows their exact position; otherwise the map gets an approximate one (stable per member). */
  map_position_exact: Flag;
  timezone: string;
  vehicle_description: string | null;
  register_date: Timestamp;
  last_activity: Timestamp;
  message_count: Defaulted<number>;
  reaction_score: Defaulted<number>;
  trophy_points: Defaulted<number>;
  /** free_membership is stored but is not a paid membership (UserMembership stays null). */
  membership_code: MembershipCode | null;
  account_state: Defaulted<AccountState>;
  is_admin: Flag;
  is_moderator: Flag;
  is_staff: Flag;
  is_super_admin: Flag;
  is_content_moderator: Flag;
  /** False from registration until the e-mail link or code is used. */
  email_confirmed: Flag;
  /** YYYY-MM-DD, given at registration. */
  birth_date: string | null;
  is_specialist: Flag;
  /** When a paid membership ends; null for free accounts or no fixed end. */
  membership_expires_at: Timestamp | null;
  banner_url: string | null;
  /** 0 (top) to 100 (bottom): where the banner's visible strip sits. */
  banner_position_y: Defaulted<number>;
  about: string | null;
  website: string | null;
  /** MM-DD of birth_date (today's birthdays); keep in step with birth_date. */
  birth_month_day: string | null;
  show_dob_date: Defaulted<SqlBool>;
  show_dob_year: Defaulted<SqlBool>;
  visible_online: Defaulted<SqlBool>;
  activity_visible: Defaulted<SqlBool>;
  allow_view_profile: Defaulted<Visibility>;
  allow_post_profile: Defaulted<Visibility>;
  allow_receive_news_feed: Defaulted<Visibility>;
  allow_send_personal_conversation: Defaulted<Visibility>;
  allow_view_identities: Defaulted<Visibility>;
  /** Sanitised HTML under the member's posts. */
  signature: string | null;
  receive_admin_email: Defaulted<SqlBool>;
  enable_activity_summary_email: Defaulted<SqlBool>;
  email_on_conversation: Defaulted<SqlBool>;
  creation_watch_state: Defaulted<WatchState>;
  interaction_watch_state: Defaulted<WatchState>;
  content_show_signature: Defaulted<SqlBool>;
  /** JSON object of push[...] flags (booleans by name). */
  push_flags: Defaulted<string>;
  activity_summary_sent_at: Timestamp | null;
  membership_started_at: Timestamp | null;
  /** The points programme's linked e-mail; null: not linked. */
  fpr_email: string | null;
  fpr_points_pending_total: Defaulted<number>;
  /** Base32 TOTP secret once two-factor sign-in is on. */
  totp_secret: string | null;
  totp_enabled_at: Timestamp | null;
  /** The newest time step of a code taken (sign-in or turning it on): older and equal ones are refused. */
  totp_last_step: Generated<number | null>;
  deleted_at: Timestamp | null;
}

/** What a new thread (creation) or a reply (interaction) makes its author watch (spec §3 Settings payload). */
export type WatchState = 'none' | 'watch_email' | 'watch_no_email';

/** Who may see or do something (GET /lists/visibility-options): all visitors, members, people the member follows, nobody. */
export type Visibility = 'everyone' | 'members' | 'followed' | 'none';

/** A member's vehicle (shown on the profile; edited on /accountDetails). */
export interface UserVehiclesTable {
  user_vehicle_id: Generated<number>;
  user_id: number;
  vehicle_type_id: number | null;
  model_year: number | null;
  model: string;
  trim_name: string | null;
  vin: string | null;
  is_default: Defaulted<SqlBool>;
  display_order: Defaulted<number>;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
