// The one place that decides who may do what with a conversation (spec §6: starting one needs a
// valid account; only participants may read, reply, invite or even learn the title). Every
// conversation and conversation-message route loads the conversation through participationOf, so
// an outsider gets the same 404 whether the conversation exists or not.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { ConversationRow } from '../../db/tables/messaging.table';
import type { UserRow } from '../../db/tables/users.table';
import { ApiError, notFound } from '../../http/api-error';
import { isValidAccount } from '../users/user-privacy';
import { participantIds } from './conversations.repository';

type Db = Kysely<Database>;
type Member = Pick<UserRow, 'user_id' | 'account_state' | 'is_admin' | 'is_moderator'>;

export const CONVERSATION_NOT_FOUND = 'The requested conversation could not be found.';
export const NEEDS_VALID_ACCOUNT = 'Please complete and confirm your account before you start a conversation.';

export interface Participation {
  conversation: ConversationRow;
  me: { is_unread: boolean; is_starred: boolean; last_read_date: number | null; joined_date: number };
}

/** The conversation as `member` takes part in it; 404 when it does not exist or they are not (or no longer) a participant. */
export async function participationOf(db: Db, conversationId: number, member: Pick<UserRow, 'user_id'>): Promise<Participation> {
  const row = await db
    .selectFrom('conversations')
    .innerJoin('conversation_recipients as me', 'me.conversation_id', 'conversations.conversation_id')
    .selectAll('conversations')
    .select(['me.is_unread', 'me.is_starred', 'me.last_read_date', 'me.joined_date'])
    .where('conversations.conversation_id', '=', conversationId)
    .where('me.user_id', '=', member.user_id)
    .executeTakeFirst();
  if (!row) throw notFound(CONVERSATION_NOT_FOUND);
  const { is_unread, is_starred, last_read_date, joined_date, ...conversation } = row;
  return { conversation, me: { is_unread: Boolean(is_unread), is_starred: Boolean(is_starred), last_read_date, joined_date } };
}

/** Whether the member takes part in the conversation now (a left one no longer counts). */
export async function isParticipant(db: Db, conversationId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('conversation_recipients')
    .select('user_id')
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Starting a conversation, replying and inviting need a valid account (spec §6); 403 otherwise. */
export function assertMayWrite(member: Member): void {
  if (!isValidAccount(member)) throw new ApiError(403, 'account_incomplete', NEEDS_VALID_ACCOUNT);
}

export const conversationRules = {
  /** Renaming: the starter (and staff who take part). */
  canEdit: (member: Member, conversation: Pick<ConversationRow, 'starter_user_id'>) =>
    isValidAccount(member) && (member.user_id === conversation.starter_user_id || Boolean(member.is_admin) || Boolean(member.is_moderator)),
  canInvite: (member: Member) => isValidAccount(member),
  canReply: (member: Member) => isValidAccount(member),
};

/**
 * The participant has read everything up to `now` (opening the conversation, or reading its newest
 * page): no longer unread, their badge follows, and the others' "seen by" moves on live.
 */
export async function readConversation(app: FastifyInstance, member: Pick<UserRow, 'user_id'>, participation: Participation, now: number): Promise<void> {
  const conversationId = participation.conversation.conversation_id;
  await app.db
    .updateTable('conversation_recipients')
    .set({ is_unread: false, last_read_date: now })
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', member.user_id)
    .execute();
  if (participation.me.is_unread) app.live.publishCounts(member.user_id);
  const others = (await participantIds(app.db, conversationId)).filter((id) => id !== member.user_id);
  app.live.publishConversation(others, { conversation_id: conversationId, kind: 'read', user_id: member.user_id, read_date: now });
}
