import type { SessionsTable } from './sessions.table';
import type { UsersTable } from './users.table';
import type {
  HelpPagesTable,
  NavigationLinksTable,
  ReactionsTable,
  ThreadPrefixesTable,
  VehicleTypesTable,
} from './reference.table';
import type { NodeReadsTable, NodesTable, PostReactionsTable, PostsTable, ThreadReadsTable, ThreadsTable } from './forum.table';
import type { CalendarFeedsTable, ClubMembersTable, ClubsTable, EventAttendeesTable, EventInvitesTable, EventPeopleTable, EventSeriesTable, EventsTable, EventWaitlistTable } from './events-clubs.table';
import type {
  AlertsTable,
  AlertTotalsTable,
  ConversationIdempotencyKeysTable,
  ConversationMessageReactionsTable,
  ConversationMessageReportsTable,
  ConversationMessagesTable,
  ConversationRecipientsTable,
  ConversationsTable,
  ConversationTotalsTable,
  PushCursorsTable,
  PushSubscriptionsTable,
} from './messaging.table';
import type { AccountTokensTable, AppSecretsTable, CaptchaUsesTable, LoginAttemptsTable, RateLimitsTable } from './account-security.table';
import type {
  AdsTable,
  ContactMessagesTable,
  CustomFieldsTable,
  HomepagePlaceholdersTable,
  VehicleTrimsTable,
} from './site-content.table';

import type { PostingTables } from './posting.table';
import type { AttachmentTables } from './attachments.table';
import type { ActivityTables } from './activity.table';
import type { MembershipTables } from './membership.table';
import type { AccountDetailsTables } from './account-details.table';
import type { StoreTables } from './store.table';
import type { MapTables } from './map.table';

/** Every table the API reads or writes. */
export interface Database extends PostingTables, AttachmentTables, ActivityTables, MembershipTables, StoreTables, AccountDetailsTables, MapTables {
  users: UsersTable;
  sessions: SessionsTable;
  vehicle_types: VehicleTypesTable;
  navigation_links: NavigationLinksTable;
  help_pages: HelpPagesTable;
  reactions: ReactionsTable;
  thread_prefixes: ThreadPrefixesTable;
  nodes: NodesTable;
  threads: ThreadsTable;
  posts: PostsTable;
  post_reactions: PostReactionsTable;
  node_reads: NodeReadsTable;
  thread_reads: ThreadReadsTable;
  events: EventsTable;
  event_attendees: EventAttendeesTable;
  event_series: EventSeriesTable;
  event_people: EventPeopleTable;
  event_waitlist: EventWaitlistTable;
  event_invites: EventInvitesTable;
  calendar_feeds: CalendarFeedsTable;
  clubs: ClubsTable;
  club_members: ClubMembersTable;
  conversations: ConversationsTable;
  conversation_recipients: ConversationRecipientsTable;
  conversation_messages: ConversationMessagesTable;
  conversation_message_reactions: ConversationMessageReactionsTable;
  conversation_message_reports: ConversationMessageReportsTable;
  conversation_idempotency_keys: ConversationIdempotencyKeysTable;
  push_subscriptions: PushSubscriptionsTable;
  push_cursors: PushCursorsTable;
  alerts: AlertsTable;
  alert_totals: AlertTotalsTable;
  conversation_totals: ConversationTotalsTable;
  account_tokens: AccountTokensTable;
  login_attempts: LoginAttemptsTable;
  rate_limits: RateLimitsTable;
  captcha_uses: CaptchaUsesTable;
  app_secrets: AppSecretsTable;
  custom_fields: CustomFieldsTable;
  vehicle_trims: VehicleTrimsTable;
  homepage_placeholders: HomepagePlaceholdersTable;
  ads: AdsTable;
  contact_messages: ContactMessagesTable;
}
