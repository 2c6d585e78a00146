// Tables of the posting module (watches, drafts, reports, idempotency keys, edit/deletion trail).
import type { Generated, Selectable, SqlBool } from 'kysely';
import type { DiscussionType } from '@trailhead/shared-kernel/types';
import type { Defaulted, Timestamp } from './columns';

export interface ThreadWatchesTable {
  user_id: number;
  thread_id: number;
  watch_date: Timestamp;
  /** The member wants an e-mail for new replies (watch_email). */
  send_email: Defaulted<SqlBool>;
  /** When the last reply e-mail went out; null once the member read the thread again. */
  emailed_at: Timestamp | null;
}

/** draft_key: 'thread:{id}' (reply) or 'node:{id}:{discussion_type}' (new thread); unique per member. */
export interface DraftsTable {
  draft_id: Generated<number>;
  user_id: number;
  draft_key: string;
  node_id: number | null;
  thread_id: number | null;
  discussion_type: Defaulted<DiscussionType>;
  title: Defaulted<string>;
  message_html: Defaulted<string>;
  prefix_id: number | null;
  attachment_key: string | null;
  updated_at: Timestamp;
}

export interface PostReportsTable {
  report_id: Generated<number>;
  post_id: number;
  user_id: number;
  message: string;
  report_date: Timestamp;
  report_state: Defaulted<'open' | 'resolved'>;
}

/** (user_id, idempotency_key) is the primary key: of two concurrent submits, one insert wins. */
export interface IdempotencyKeysTable {
  user_id: number;
  idempotency_key: string;
  post_id: number;
  thread_id: number;
  created_at: Timestamp;
}

/** The last edit and the soft deletion of a post (absent: never edited nor deleted). */
export interface PostChangesTable {
  post_id: number;
  last_edit_date: Timestamp | null;
  last_edit_user_id: number | null;
  edit_count: Defaulted<number>;
  delete_date: Timestamp | null;
  delete_user_id: number | null;
  delete_reason: string | null;
}

/** What the moderators' trail names: forum posts and threads, profile posts and their comments. */
export type ModeratedContent = 'post' | 'thread' | 'profile_post' | 'profile_comment';

export interface ModerationLogTable {
  log_id: Generated<number>;
  user_id: number;
  content_type: ModeratedContent;
  content_id: number;
  action: string;
  reason: Defaulted<string>;
  log_date: Timestamp;
}

export interface PostingTables {
  thread_watches: ThreadWatchesTable;
  drafts: DraftsTable;
  post_reports: PostReportsTable;
  idempotency_keys: IdempotencyKeysTable;
  post_changes: PostChangesTable;
  moderation_log: ModerationLogTable;
}

export type DraftRow = Selectable<DraftsTable>;
