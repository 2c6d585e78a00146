import type { Conversation } from '@trailhead/shared-kernel/types';
import { conversationUrl } from '../../view-urls';
import { toUserSummary, type SummaryFields } from '../users/user-mapper';
import type { listMemberConversations } from './conversations.repository';

export type ConversationRow = Awaited<ReturnType<typeof listMemberConversations>>['rows'][number];

/** A conversation in the member's list: its starter and participants from `users`. */
export function toConversation(row: ConversationRow, participantIds: number[], users: ReadonlyMap<number, SummaryFields>, now: number): Conversation {
  const summary = (userId: number) => toUserSummary(users.get(userId) as SummaryFields, now);
  return {
    conversation_id: row.conversation_id,
    title: row.title,
    view_url: conversationUrl(row.conversation_id),
    Starter: summary(row.starter_user_id),
    participants: participantIds.map((id) => ({ user_id: id, User: summary(id) })),
    recipient_count: participantIds.length,
    reply_count: row.reply_count,
    last_message_date: row.last_message_date,
    last_message_username: row.last_message_username,
    is_unread: Boolean(row.is_unread),
    is_starred: Boolean(row.is_starred),
  };
}
