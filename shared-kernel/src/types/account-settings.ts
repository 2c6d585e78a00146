// Your account's settings (issue "10 of 12"): the Settings payload and the privacy settings of
// spec §3 as GET /me reports them to the member (`settings`) and POST /me receives them.
import type { Visibility } from './members';

/** What a new thread (creation) or a reply (interaction) makes its author watch. */
export type WatchState = 'none' | 'watch_email' | 'watch_no_email';

/**
 * GET /me's `settings` (only the member's own). POST /me takes the same names as form fields:
 * `option[receive_admin_email]`, `enable_activity_summary_email`, `option[email_on_conversation]`,
 * `option[creation_watch_state]`, `option[interaction_watch_state]`, `option[content_show_signature]`,
 * `visible`, `activity_visible`, `push[<name>]`, `privacy[<name>]` (the privacy fields below),
 * `signature` (HTML, sanitised on the server); booleans as 1/0 (or true/false).
 */
export interface AccountSettings {
  receive_admin_email: boolean;
  enable_activity_summary_email: boolean;
  email_on_conversation: boolean;
  creation_watch_state: WatchState;
  interaction_watch_state: WatchState;
  content_show_signature: boolean;
  /** Show my online status (users.visible_online). */
  visible: boolean;
  /** Show my current activity. */
  activity_visible: boolean;
  /** push[...] flags by name. */
  push: Record<string, boolean>;
  privacy: AccountPrivacy;
  /** Sanitised HTML ('' when none). */
  signature: string;
}

/** spec §3 Privacy settings (the online status and activity are `visible`/`activity_visible` above). */
export interface AccountPrivacy {
  show_dob_date: boolean;
  show_dob_year: boolean;
  show_first_last_name: boolean;
  /** Show my position on the member map (users.share_map_position). */
  show_map_position: boolean;
  /** With show_map_position: the exact position (users.map_position_exact); otherwise the map shows it only to within a few miles. */
  show_exact_map_position: boolean;
  allow_view_profile: Visibility;
  allow_post_profile: Visibility;
  allow_receive_news_feed: Visibility;
  allow_send_personal_conversation: Visibility;
  allow_view_identities: Visibility;
}
