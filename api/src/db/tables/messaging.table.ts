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
  /** Its participants' ids in the order they joined, "4,9,12": kept by triggers (migration 000033). */
  participant_list: Defaulted<string>;
}

/** One row per participant, the starter included. */
export interface ConversationRecipientsTable {
  conversation_id: number;
  user_id: number;
  is_unread: Flag;
  is_starred: Flag;
  /** When the participant last read the conversation (null: never): "seen by" and read receipts. */
  last_read_date: Timestamp | null;
  /** When the participant joined (the starter: the start; invited: the invitation). */
  joined_date: Defaulted<Timestamp>;
  /** The conversation's last_message_date, kept by triggers (migration 000028): the member's list order. Never written by the app. */
  last_message_date: Defaulted<Timestamp>;
}

export interface ConversationMessagesTable {
  message_id: Generated<number>;
  conversation_id: number;
  user_id: number;
  username: string;
  message_date: Timestamp;
  message_html: string;
  /** Plain text of message_html (search, e-mails, push text, quotes). */
  message_parsed: Defaulted<string>;
  edit_date: Timestamp | null;
  reaction_score: Defaulted<number>;
  /** The upload batch whose attachments belong to the message (shared upload pipeline). */
  attachment_key: string | null;
}

/** One reaction per member per message; content_user_id = whose message it is. */
export interface ConversationMessageReactionsTable {
  message_id: number;
  user_id: number;
  reaction_id: number;
  reaction_date: Timestamp;
  content_user_id: number;
}

export interface ConversationMessageReportsTable {
  report_id: Generated<number>;
  message_id: number;
  user_id: number;
  message: string;
  report_date: Timestamp;
  report_state: Defaulted<'open' | 'resolved'>;
}

/** (user_id, idempotency_key) is the primary key: of two submits of one send, one insert wins. */
export interface ConversationIdempotencyKeysTable {
  user_id: number;
  idempotency_key: string;
  conversation_id: number;
  message_id: number;
  created_at: Timestamp;
}

/** A browser's web push subscription (spec §3 push subscription; encoding aes128gcm). */
export interface PushSubscriptionsTable {
  subscription_id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  encoding: Defaulted<string>;
  created_at: Timestamp;
  last_push_at: Timestamp | null;
  failure_count: Defaulted<number>;
}

/** The newest alert and conversation message already pushed to a member. */
export interface PushCursorsTable {
  user_id: number;
  last_alert_id: Defaulted<number>;
  last_message_id: Defaulted<number>;
}


/** Content the alert points at; resolved to title and link when alerts are listed. */
export type AlertContentType =
  | 'post'
  | 'thread'
  | 'event'
  | 'conversation'
  | 'conversation_message'
  | 'user'
  | 'club'
  | 'profile_post'
  | 'profile_comment'
  | 'award'
  | 'membership'
  | 'node';

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

/** Each member's number of alerts, kept by triggers on alerts (migration 000029). */
export interface AlertTotalsTable {
  user_id: number;
  total: number;
}

/** Each member's number of conversations, kept by triggers on conversation_recipients (migration 000032). */
export interface ConversationTotalsTable {
  user_id: number;
  total: number;
}
