import type { Generated, Selectable } from 'kysely';
import type { Defaulted, Flag, Timestamp } from './columns';

export interface ConversationsTable {
  conversation_id: Generated<number>;
  title: string;
  starter_user_id: number;
  start_date: Timestamp;
  last_message_date: Timestamp;
  last_message_user_id: number;
  last_message_username: string;
  reply_count: Defaulted<number>;
}

/** One row per participant, the starter included. */
export interface ConversationRecipientsTable {
  conversation_id: number;
  user_id: number;
  is_unread: Flag;
  is_starred: Flag;
}

export interface ConversationMessagesTable {
  message_id: Generated<number>;
  conversation_id: number;
  user_id: number;
  username: string;
  message_date: Timestamp;
  message_html: string;
}

/** Content the alert points at; resolved to title and link when alerts are listed. */
export type AlertContentType = 'post' | 'thread' | 'event' | 'conversation' | 'user' | 'club' | 'profile_post' | 'profile_comment' | 'award' | 'membership';

export interface AlertsTable {
  alert_id: Generated<number>;
  /** The member who receives the alert. */
  user_id: number;
  from_user_id: number | null;
  action: string;
  content_type: AlertContentType;
  content_id: number | null;
  event_date: Timestamp;
  is_read: Flag;
  is_viewed: Flag;
  /** JSON text of Alert['extra_data']. */
  extra_data: string;
}

export type ConversationRow = Selectable<ConversationsTable>;
export type AlertRow = Selectable<AlertsTable>;
