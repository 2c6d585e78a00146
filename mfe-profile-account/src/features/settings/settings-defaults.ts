import type { AccountSettings, UserProfile } from '@trailhead/shared-kernel/types';

/** What a new account starts with (the migration's defaults), for a profile that came without `settings`. */
export const DEFAULT_SETTINGS: AccountSettings = {
  receive_admin_email: true,
  enable_activity_summary_email: true,
  email_on_conversation: true,
  creation_watch_state: 'watch_no_email',
  interaction_watch_state: 'watch_no_email',
  content_show_signature: true,
  visible: true,
  activity_visible: true,
  push: {},
  privacy: {
    show_dob_date: true,
    show_dob_year: false,
    show_first_last_name: false,
    show_map_position: false,
    show_exact_map_position: false,
    allow_view_profile: 'everyone',
    allow_post_profile: 'members',
    allow_receive_news_feed: 'everyone',
    allow_send_personal_conversation: 'members',
    allow_view_identities: 'everyone',
  },
  signature: '',
};

/** The member's own settings (GET /me's `settings`). */
export function settingsOfProfile(user: Pick<UserProfile, 'settings'>): AccountSettings {
  return user.settings ?? DEFAULT_SETTINGS;
}
