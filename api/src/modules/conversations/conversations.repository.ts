import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';

export interface MemberConversationsFilter {
  userId: number;
  unreadOnly: boolean;
  limit: number;
  offset: number;
}

/** The member's conversations, newest message first, with the member's own unread and star flags. */
export async function listMemberConversations(db: Kysely<Database>, filter: MemberConversationsFilter) {
  let base = db
    .selectFrom('conversations')
    .innerJoin('conversation_recipients as me', 'me.conversation_id', 'conversations.conversation_id')
    .where('me.user_id', '=', filter.userId);
  if (filter.unreadOnly) base = base.where('me.is_unread', '=', true);

  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll('conversations')
    .select(['me.is_unread', 'me.is_starred'])
    .orderBy('conversations.last_message_date', 'desc')
    .orderBy('conversations.conversation_id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  return { rows, total: Number(total) };
}

/** Participants of the given conversations, in the order they joined. */
export async function listParticipants(
  db: Kysely<Database>,
  conversationIds: number[],
): Promise<Map<number, number[]>> {
  const byConversation = new Map<number, number[]>();
  if (conversationIds.length === 0) return byConversation;
  const rows = await db
    .selectFrom('conversation_recipients')
    .select(['conversation_id', 'user_id'])
    .where('conversation_id', 'in', conversationIds)
    .orderBy('conversation_id')
    .orderBy('user_id')
    .execute();
  for (const row of rows) {
    const list = byConversation.get(row.conversation_id) ?? [];
    list.push(row.user_id);
    byConversation.set(row.conversation_id, list);
  }
  return byConversation;
}
