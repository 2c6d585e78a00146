// The conversations' SQL (everything but the messages' own reads and writes, which are
// conversation-messages.repository.ts's): the member's list, participants, and the writes of
// starting, renaming, starring, inviting and leaving. Permissions are conversation-access.ts's.
import { sql, type Kysely } from 'kysely';
import { preparedListQuery, preparedQuery } from '../../db/prepared-query';
import type { Database } from '../../db/tables';
import { SUMMARY_COLUMNS } from '../users/user-mapper';

type Db = Kysely<Database>;

export interface MemberConversationsFilter {
  userId: number;
  unreadOnly: boolean;
  starredOnly?: boolean;
  limit: number;
  offset: number;
}

/** The member's recipient rows, with the list's filters. */
function mineOf(db: Db, userId: number, unreadOnly: boolean, starredOnly: boolean) {
  let mine = db.selectFrom('conversation_recipients as me').where('me.user_id', '=', userId);
  if (unreadOnly) mine = mine.where('me.is_unread', '=', true);
  if (starredOnly) mine = mine.where('me.is_starred', '=', true);
  return mine;
}

/**
 * The list's two queries for each combination of filters, compiled once (preparedQuery): they run on
 * every open of the conversations menu and list, where building them cost more than running them.
 * The unfiltered total is kept in conversation_totals (by triggers, migration 000032); a filtered
 * one is counted from the member's recipient rows alone (each has its conversation: the key
 * cascades), which the (user_id, is_unread) index answers without reading a conversation.
 */
const listQueries = [false, true].flatMap((unreadOnly) =>
  [false, true].map((starredOnly) => ({
    unreadOnly,
    starredOnly,
    count:
      unreadOnly || starredOnly
        ? preparedQuery((db, userId: number) => mineOf(db, userId, unreadOnly, starredOnly).select((eb) => eb.fn.countAll<number>().as('total')), -1_000_001)
        : preparedQuery((db, userId: number) => db.selectFrom('conversation_totals').select('total').where('user_id', '=', userId), -1_000_001),
    page: preparedQuery(
      (db, userId: number, limit: number, offset: number) =>
        mineOf(db, userId, unreadOnly, starredOnly)
          .innerJoin('conversations', 'conversations.conversation_id', 'me.conversation_id')
          .selectAll('conversations')
          .select(['me.is_unread', 'me.is_starred'])
          .orderBy('me.last_message_date', 'desc')
          .orderBy('me.conversation_id', 'desc')
          .limit(limit)
          .offset(offset),
      -1_000_001,
      -1_000_003,
      -1_000_005,
    ),
  })),
);

/**
 * The member's conversations, newest message first, with the member's own unread and star flags
 * and their participants' ids in the order they joined (kept on the conversation: migration 000033).
 * Starts from the member's recipient rows, which carry their conversation's last message date
 * (index conversation_recipients_user_order): a page is 20 rows read off the index, however many
 * conversations the member has.
 */
export async function listMemberConversations(db: Db, filter: MemberConversationsFilter) {
  const starredOnly = filter.starredOnly ?? false;
  const queries = listQueries.find((entry) => entry.unreadOnly === filter.unreadOnly && entry.starredOnly === starredOnly)!;
  const [counted] = await queries.count(db, filter.userId);
  const total = Number(counted?.total ?? 0);
  if (total <= filter.offset) return { rows: [], total };
  const rows = await queries.page(db, filter.userId, filter.limit, filter.offset);
  const participantIds = (list: string) => (list === '' ? [] : list.split(',').map(Number));
  return { rows: rows.map((row) => Object.assign(row, { participant_ids: participantIds(row.participant_list) })), total };
}

export interface ParticipantRow {
  user_id: number;
  last_read_date: number | null;
  joined_date: number;
}

/**
 * A page's participants (a page is at most 20 conversations), compiled once: the list asks for them on
 * every load. Put in order here, not by SQL: its sort (a temporary b-tree) cost more than the read.
 */
const participantsOf = preparedListQuery(20, (db, conversationIds: number[]) =>
  db.selectFrom('conversation_recipients').select(['conversation_id', 'user_id', 'last_read_date', 'joined_date']).where('conversation_id', 'in', conversationIds),
);

const joinOrder = (a: ParticipantRow, b: ParticipantRow) => a.joined_date - b.joined_date || a.user_id - b.user_id;

/** Participants of the given conversations, in the order they joined (then by id). */
export async function listParticipants(db: Db, conversationIds: number[]): Promise<Map<number, ParticipantRow[]>> {
  const byConversation = new Map<number, ParticipantRow[]>();
  const rows = await participantsOf(db, conversationIds);
  for (const row of rows) {
    const list = byConversation.get(row.conversation_id) ?? [];
    list.push({ user_id: row.user_id, last_read_date: row.last_read_date === null ? null : Number(row.last_read_date), joined_date: Number(row.joined_date) });
    byConversation.set(row.conversation_id, list);
  }
  for (const list of byConversation.values()) list.sort(joinOrder);
  return byConversation;
}

/** The ids of a conversation's participants. */
export async function participantIds(db: Db, conversationId: number): Promise<number[]> {
  const rows = await db.selectFrom('conversation_recipients').select('user_id').where('conversation_id', '=', conversationId).orderBy('user_id').execute();
  return rows.map((row) => row.user_id);
}

/** Of these ids, the members who exist and hold a valid account (may take part in a conversation). */
export async function validMemberIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('users').select('user_id').where('user_id', 'in', ids).where('account_state', '=', 'valid').execute();
  return new Set(rows.map((row) => row.user_id));
}

export interface NewConversation {
  title: string;
  starter: { user_id: number; username: string };
  recipientIds: number[];
}

/**
 * Inside the caller's transaction: the conversation and its participants, all joining now (the
 * caller then writes the first message with the messages part's insertMessage, which makes it
 * unread for everyone but the starter).
 */
export async function insertConversation(trx: Db, input: NewConversation, now: number): Promise<number> {
  const { conversation_id } = await trx
    .insertInto('conversations')
    .values({
      title: input.title,
      starter_user_id: input.starter.user_id,
      start_date: now,
      last_message_date: now,
      last_message_user_id: input.starter.user_id,
      last_message_username: input.starter.username,
      reply_count: 0,
    })
    .returning('conversation_id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('conversation_recipients')
    .values([
      { conversation_id, user_id: input.starter.user_id, is_unread: false, is_starred: false, last_read_date: now, joined_date: now },
      ...input.recipientIds.map((user_id) => ({ conversation_id, user_id, is_unread: true, is_starred: false, last_read_date: null, joined_date: now })),
    ])
    .execute();
  return conversation_id;
}

/** Invited members join now, unread; those already taking part are left as they are. Returns who joined. */
export async function addParticipants(trx: Db, conversationId: number, userIds: number[], now: number): Promise<number[]> {
  const present = new Set(await participantIds(trx, conversationId));
  const joining = [...new Set(userIds)].filter((id) => !present.has(id));
  if (joining.length === 0) return [];
  await trx
    .insertInto('conversation_recipients')
    .values(joining.map((user_id) => ({ conversation_id: conversationId, user_id, is_unread: true, is_starred: false, last_read_date: null, joined_date: now })))
    .execute();
  return joining;
}

export async function renameConversation(db: Db, conversationId: number, title: string): Promise<void> {
  await db.updateTable('conversations').set({ title }).where('conversation_id', '=', conversationId).execute();
}

export async function setStarred(db: Db, conversationId: number, userId: number, starred: boolean): Promise<void> {
  await db.updateTable('conversation_recipients').set({ is_starred: starred }).where('conversation_id', '=', conversationId).where('user_id', '=', userId).execute();
}

export async function setUnread(db: Db, conversationId: number, userId: number): Promise<void> {
  await db.updateTable('conversation_recipients').set({ is_unread: true }).where('conversation_id', '=', conversationId).where('user_id', '=', userId).execute();
}

/**
 * Inside the caller's transaction: the member leaves (their recipient row goes); the last one to
 * leave takes the conversation with them (its messages, reactions and keys cascade). Returns who is left.
 */
export async function removeParticipant(trx: Db, conversationId: number, userId: number): Promise<number[]> {
  await trx.deleteFrom('conversation_recipients').where('conversation_id', '=', conversationId).where('user_id', '=', userId).execute();
  const left = await participantIds(trx, conversationId);
  if (left.length === 0) await trx.deleteFrom('conversations').where('conversation_id', '=', conversationId).execute();
  return left;
}

/**
 * The lookup's candidates by name prefix: valid members other than the viewer whose
 * allow_send_personal_conversation lets the viewer in (staff past it), the same rule as
 * user-privacy.ts canConverse, asked in SQL so the limit counts only those who qualify.
 */
export async function conversationCandidatesByPrefix(db: Db, viewer: { user_id: number; seesEverything: boolean }, prefix: string, limit: number) {
  const pattern = `${prefix.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  let query = db
    .selectFrom('users')
    .select(SUMMARY_COLUMNS)
    .where(sql<boolean>`lower(username) like ${pattern} escape '\\'`)
    .where('account_state', '=', 'valid')
    .where('user_id', '!=', viewer.user_id);
  if (!viewer.seesEverything) {
    query = query.where((eb) =>
      eb.or([
        eb('allow_send_personal_conversation', 'in', ['everyone', 'members']),
        eb.and([
          eb('allow_send_personal_conversation', '=', 'followed'),
          eb.exists(eb.selectFrom('user_follows').select('user_follows.user_id').whereRef('user_follows.user_id', '=', 'users.user_id').where('follow_user_id', '=', viewer.user_id)),
        ]),
      ]),
    );
  }
  return query.orderBy(sql`length(username)`).orderBy('username').limit(limit).execute();
}

/**
 * Participants' summaries, with activity_visible for "seen by" (user-privacy.ts showsActivity): 50 at
 * a time, compiled once (a page of 20 conversations names a few dozen members).
 */
const participantUsersOf = preparedListQuery(50, (db, ids: number[]) => db.selectFrom('users').select([...SUMMARY_COLUMNS, 'activity_visible']).where('user_id', 'in', ids));

export async function loadParticipantUsers(db: Db, userIds: Iterable<number>) {
  const rows = await participantUsersOf(db, [...new Set(userIds)]);
  return new Map(rows.map((row) => [row.user_id, row]));
}

/** The e-mail addresses of these members (to pick the invited out of a conversation's mails). */
export async function emailAddressesOf(db: Db, userIds: number[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db.selectFrom('users').select('email').where('user_id', 'in', userIds).execute();
  return new Set(rows.map((row) => row.email));
}

/** The plain text of the conversation's first message (what an invitation's e-mail quotes). */
export async function firstMessageText(db: Db, conversationId: number): Promise<string> {
  const row = await db
    .selectFrom('conversation_messages')
    .select('message_parsed')
    .where('conversation_id', '=', conversationId)
    .orderBy('message_date')
    .orderBy('message_id')
    .limit(1)
    .executeTakeFirst();
  return row?.message_parsed ?? '';
}
