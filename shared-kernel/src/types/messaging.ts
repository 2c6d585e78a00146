import type { Pagination, UnixSeconds } from './common';
import type { UserSummary } from './user';

export interface ConversationParticipant {
  user_id: number;
  User: UserSummary;
}

export interface Conversation {
  conversation_id: number;
  title: string;
  view_url: string;
  Starter: UserSummary;
  participants: ConversationParticipant[];
  recipient_count: number;
  reply_count: number;
  last_message_date: UnixSeconds;
  last_message_username: string;
  is_unread: boolean;
  is_starred: boolean;
}

/** GET /conversations {page, unread}: the logged-in member's conversations, newest first. */
export interface ConversationsResponse {
  conversations: Conversation[];
  pagination: Pagination;
}

export interface AlertLink {
  username: string;
  view_url: string;
}

export interface Alert {
  alert_id: number;
  action: string;
  content_type: string;
  event_date: UnixSeconds;
  FromUser: AlertLink | null;
  ToUser: AlertLink | null;
  Content: { view_url: string; title: string | null; message: string | null } | null;
  extra_data: { reaction_id?: number; level?: number; title?: string; link?: string; reason?: string };
  read: boolean;
  viewed: boolean;
}

/** GET /alerts {page}: the logged-in member's alerts, newest first. */
export interface AlertsResponse {
  alerts: Alert[];
  pagination: Pagination;
}
