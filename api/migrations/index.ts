// The migrations in the order they run. A static list (rather than reading the folder) works the
// same under tsx, jest and any bundler. Add each new timestamped file here.
import type { Migration, MigrationProvider } from 'kysely';
import * as m000001 from './2026_11_21_000001_create_users_and_sessions';
import * as m000002 from './2026_11_21_000002_create_reference_tables';
import * as m000003 from './2026_11_21_000003_create_forum';
import * as m000004 from './2026_11_21_000004_create_events_and_clubs';
import * as m000005 from './2026_11_21_000005_create_messaging';
import * as m000006 from './2026_11_22_000006_create_account_security';
import * as m000007 from './2026_11_22_000007_create_site_content';
import * as m000008 from './2026_11_23_000008_create_content_and_search';
import * as m000009 from './2026_11_24_000009_create_posting';
import * as m000010 from './2026_11_24_000010_create_attachments_and_live';
import * as m000011 from './2026_11_24_000011_create_profile_posts_and_follows';
import * as m000012 from './2026_11_24_000012_create_rate_limits';
import * as m000013 from './2026_11_24_000013_create_event_engine';
import * as m000014 from './2026_11_25_000014_index_event_visibility';
import * as m000015 from './2026_11_25_000015_create_club_review_and_discussions';
import * as m000016 from './2026_11_26_000016_create_member_profiles_and_awards';
import * as m000017 from './2026_11_26_000017_index_member_activity';
import * as m000018 from './2026_11_26_000018_link_attachments_to_profile_content';
import * as m000019 from './2026_11_27_000019_create_account_and_membership';
import * as m000020 from './2026_11_27_000020_create_store_activations';
import * as m000021 from './2026_11_27_000021_add_watch_email_and_summary';
import * as m000022 from './2026_11_27_000022_create_user_field_values';
import * as m000023 from './2026_11_28_000023_create_conversation_engine';
import * as m000024 from './2026_11_29_000024_create_map_locations';
import * as m000025 from './2026_11_30_000025_index_media_files';
import * as m000026 from './2026_11_30_000026_add_totp_last_step';
import * as m000027 from './2026_12_01_000027_link_attachments_to_conversation_messages';
import * as m000028 from './2026_12_01_000028_order_conversations_per_member';
import * as m000029 from './2026_12_02_000029_count_alerts_per_member';
import * as m000030 from './2026_12_03_000030_draw_reactions_as_svg';
import * as m000031 from './2026_12_04_000031_create_thread_reads';
import * as m000032 from './2026_12_05_000032_count_conversations_per_member';
import * as m000033 from './2026_12_06_000033_list_conversation_participants';

export const migrations: Record<string, Migration> = {
  '2026_11_21_000001_create_users_and_sessions': m000001,
  '2026_11_21_000002_create_reference_tables': m000002,
  '2026_11_21_000003_create_forum': m000003,
  '2026_11_21_000004_create_events_and_clubs': m000004,
  '2026_11_21_000005_create_messaging': m000005,
  '2026_11_22_000006_create_account_security': m000006,
  '2026_11_22_000007_create_site_content': m000007,
  '2026_11_23_000008_create_content_and_search': m000008,
  '2026_11_24_000009_create_posting': m000009,
  '2026_11_24_000010_create_attachments_and_live': m000010,
  '2026_11_24_000011_create_profile_posts_and_follows': m000011,
  '2026_11_24_000012_create_rate_limits': m000012,
  '2026_11_24_000013_create_event_engine': m000013,
  '2026_11_25_000014_index_event_visibility': m000014,
  '2026_11_25_000015_create_club_review_and_discussions': m000015,
  '2026_11_26_000016_create_member_profiles_and_awards': m000016,
  '2026_11_26_000017_index_member_activity': m000017,
  '2026_11_26_000018_link_attachments_to_profile_content': m000018,
  '2026_11_27_000019_create_account_and_membership': m000019,
  '2026_11_27_000020_create_store_activations': m000020,
  '2026_11_27_000021_add_watch_email_and_summary': m000021,
  '2026_11_27_000022_create_user_field_values': m000022,
  '2026_11_28_000023_create_conversation_engine': m000023,
  '2026_11_29_000024_create_map_locations': m000024,
  '2026_11_30_000025_index_media_files': m000025,
  '2026_11_30_000026_add_totp_last_step': m000026,
  '2026_12_01_000027_link_attachments_to_conversation_messages': m000027,
  '2026_12_01_000028_order_conversations_per_member': m000028,
  '2026_12_02_000029_count_alerts_per_member': m000029,
  '2026_12_03_000030_draw_reactions_as_svg': m000030,
  '2026_12_04_000031_create_thread_reads': m000031,
  '2026_12_05_000032_count_conversations_per_member': m000032,
  '2026_12_06_000033_list_conversation_participants': m000033,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
