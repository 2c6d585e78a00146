// Wire contract for conversations, alerts and web push (issue "11 of 12"). The API
// (api/src/modules/conversations, alerts, push) and mfe-messaging-alerts build on these shapes;
// change them here, on both sides.
import type { Pagination, UnixSeconds } from './common';
import type { AttachmentInfo, ReactionCount } from './forum-posting';
import type { UserSummary } from './user';

export interface ConversationParticipant {
  user_id: number;
  User: UserSummary;
  /** When this participant last read the conversation ("seen by"); null when never, or hidden by their privacy (activity_visible off). */
  last_read_date?: UnixSeconds | null;
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
  /** The last message's author (null when the account is gone). */
  LastMessageUser?: UserSummary | null;
  is_unread: boolean;
  is_starred: boolean;
}

/** GET /conversations {page, unread}: the logged-in member's conversations, newest first. */
export interface ConversationsResponse {
  conversations: Conversation[];
  pagination: Pagination;
}

/** One message of a conversation (spec §3 Message). */
export interface ConversationMessage {
  message_id: number;
  conversation_id: number;
  user_id: number;
  username: string;
  User: UserSummary;
  message_date: UnixSeconds;
  message_html: string;
  message_parsed: string;
  edit_date: UnixSeconds | null;
  attachment_key: string | null;
  attachments: AttachmentInfo[];
  reaction_score: number;
  /** Counts per reaction, most chosen first; visitor_reaction_id is the viewer's own (null if none). */
  reactions: ReactionCount[];
  visitor_reaction_id: number | null;
  /** The message's author is on the viewer's ignore list: shown folded with a "show" link. */
  is_ignored: boolean;
  can_edit: boolean;
  can_react: boolean;
  can_report: boolean;
  view_url: string;
}

/** A conversation as its participant sees it on its own page. */
export interface ConversationDetail extends Conversation {
  start_date: UnixSeconds;
  /** The starter may rename it; any participant may invite (spec: /manageConversation/{id}). */
  can_edit: boolean;
  can_invite: boolean;
  can_reply: boolean;
}

/** GET /conversations/{id} {with_messages, page}: messages 20 a page, oldest first within a page; page defaults to the last. */
export interface ConversationResponse {
  conversation: ConversationDetail;
  messages?: ConversationMessage[];
  pagination?: Pagination;
}

/** GET /conversations/{id}/messages {page} */
export interface ConversationMessagesResponse {
  messages: ConversationMessage[];
  pagination: Pagination;
}

/** GET /conversations/{id}/participants */
export interface ConversationParticipantsResponse {
  participants: ConversationParticipant[];
}

/** POST /conversations: title, recipients (ids), the first message. Answers with the new conversation. */
export interface NewConversationRequest {
  title: string;
  recipient_ids: number[];
  message_html: string;
  attachment_key?: string | null;
}

/** POST /conversation-messages: a reply (Idempotency-Key header or idempotency_key: a retried send writes once). */
export interface NewConversationMessageRequest {
  conversation_id: number;
  message_html: string;
  attachment_key?: string | null;
  idempotency_key?: string;
}

/** POST /conversation-messages (and /{id} edit, GET /{id}): the message as the sender now sees it. */
export interface ConversationMessageResponse {
  message: ConversationMessage;
}

/** GET /conversation-messages/{id}/reactions {page, reaction_id} */
export interface ConversationMessageReactionsResponse {
  reactions: { reaction_id: number; reaction_date: UnixSeconds; User: UserSummary }[];
  pagination: Pagination;
}

/** GET /users/find-name-for-conversation {username}: members this member may start a conversation with. */
export interface FindNameForConversationResponse {
  users: UserSummary[];
}

/**
 * The conversation part of GET /live (for the signed-in member's participations):
 *   event: conversation  data: LiveConversationEvent
 * kind 'message': a new message (message_id); 'edit': a message changed; 'read': a participant read
 * up to read_date ("seen by"); 'participants': someone joined or left; 'reaction': a message's reactions changed.
 */
export interface LiveConversationEvent {
  conversation_id: number;
  kind: 'message' | 'edit' | 'read' | 'participants' | 'reaction';
  message_id?: number;
  user_id: number;
  read_date?: UnixSeconds;
}

/** POST /update-push-notifications (spec §3 push subscription, §7 Me). */
export interface PushSubscriptionRequest {
  endpoint: string;
  /** The browser's public key (p256dh), base64url. */
  key: string;
  /** The browser's auth secret, base64url. */
  token: string;
  encoding: 'aes128gcm';
  unsubscribed?: boolean;
}

/** GET /update-push-notifications: the site's VAPID public key (base64url) and whether this member may enable push. */
export interface PushSettingsResponse {
  public_key: string;
  can_enable_push_notifications: boolean;
}

/** What the service worker receives in a push (JSON) and shows as a notification. */
export interface PushPayload {
  title: string;
  body: string;
  /** Site path the notification's click opens. */
  url: string;
  /** Notifications with the same tag replace each other (one per conversation). */
  tag: string;
}

export interface AlertLink {
  username: string;
  view_url: string;
}

/** Who did it: a link, with the roles that colour a username (spec §6). */
export interface AlertActor extends AlertLink {
  is_admin: boolean;
  is_moderator: boolean;
}

export interface Alert {
  alert_id: number;
  action: string;
  content_type: string;
  event_date: UnixSeconds;
  FromUser: AlertActor | null;
  ToUser: AlertLink | null;
  /** ProfileUser: whose profile a profile post or comment is on. */
  Content: { view_url: string; title: string | null; message: string | null; ProfileUser?: AlertLink | null } | null;
  extra_data: { reaction_id?: number; level?: number; title?: string; link?: string; reason?: string };
  read: boolean;
  viewed: boolean;
}

/** GET /alerts {page, filters}: the logged-in member's alerts, newest first. */
export interface AlertsResponse {
  alerts: Alert[];
  pagination: Pagination;
}

/** The alert-kind filters of GET /alerts (filters[]=…): each names a group of actions. */
export type AlertFilter = 'reactions' | 'mentions' | 'quotes' | 'replies' | 'events' | 'following' | 'awards' | 'membership' | 'moderation' | 'admin';

/** Every AlertFilter, in the order the alerts page offers them. */
export const ALERT_FILTERS: readonly AlertFilter[] = ['reactions', 'mentions', 'quotes', 'replies', 'events', 'following', 'awards', 'membership', 'moderation', 'admin'];

/**
 * A message being written in a conversation (conversation_id) or to start one (conversation_id
 * null, with its title), kept on the server so it follows the member to another device.
 */
export interface ConversationDraft {
  conversation_id: number | null;
  title: string;
  message_html: string;
  attachment_key: string | null;
  updated_at: UnixSeconds;
}

/** GET, POST and DELETE /conversations/draft {conversation_id?} */
export interface ConversationDraftResponse {
  draft: ConversationDraft | null;
}
