// Reading and writing conversation messages. messagesPage and insertMessage are shared with the
// conversations part (the first message of POST /conversations, GET /conversations/{id}?with_messages=1);
// the message routes use the rest. Callers have checked participation (conversation-access.ts).
import type { Kysely } from 'kysely';
import type { ConversationMessage, Pagination, ReactionCount } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import type { Database } from '../../db/tables';
import type { ConversationRow } from '../../db/tables/messaging.table';
import type { UserRow } from '../../db/tables/users.table';
import { ApiError } from '../../http/api-error';
import { pagination, PER_PAGE } from '../../http/pagination';
import { claimConversationAttachments, listAttachmentsForMessages } from '../attachments/attachment-links';
import { cleanMessage, type CleanMessage } from '../posting/post-html';
import { MESSAGE_MAX_LENGTH, POST_EMPTY_MESSAGE } from '../posting/posting-input';
import { reactionChange, type ReactAction } from '../posting/posting.repository';
import { ignoredUserIds } from '../users/profile.repository';
import { loadUserSummaries } from '../users/users.repository';
import { toConversationMessage, type ConversationMessageRow, type MessageViewer } from './conversation-message-mapper';

type Db = Kysely<Database>;

export const MESSAGES_PER_PAGE = PER_PAGE;

/** The message as sent, cleaned by the site's allow-list; 400 when too long or empty (spec §5). */
export function cleanConversationMessage(html: string): CleanMessage {
  if (html.length > MESSAGE_MAX_LENGTH) {
    throw new ApiError(400, 'message_too_long', `The message is too long: at most ${MESSAGE_MAX_LENGTH} characters of HTML.`);
  }
  const message = cleanMessage(html);
  if (message.isEmpty) throw new ApiError(400, 'empty_message', POST_EMPTY_MESSAGE);
  return message;
}

async function reactionCounts(db: Db, messageIds: number[]): Promise<Map<number, ReactionCount[]>> {
  const byMessage = new Map<number, ReactionCount[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .selectFrom('conversation_message_reactions')
    .select(['message_id', 'reaction_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('message_id', 'in', messageIds)
    .groupBy(['message_id', 'reaction_id'])
    .execute();
  for (const row of rows) {
    const list = byMessage.get(row.message_id) ?? [];
    list.push({ reaction_id: row.reaction_id, count: Number(row.count) });
    byMessage.set(row.message_id, list);
  }
  for (const list of byMessage.values()) list.sort((a, b) => b.count - a.count || a.reaction_id - b.reaction_id);
  return byMessage;
}

async function ownReactions(db: Db, messageIds: number[], userId: number): Promise<Map<number, number>> {
  if (messageIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('conversation_message_reactions')
    .select(['message_id', 'reaction_id'])
    .where('user_id', '=', userId)
    .where('message_id', 'in', messageIds)
    .execute();
  return new Map(rows.map((row) => [row.message_id, row.reaction_id]));
}

/** Messages as `viewer` sees them, in the order given. */
export async function toViewerMessages(db: Db, rows: ConversationMessageRow[], viewer: MessageViewer, now: number): Promise<ConversationMessage[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.message_id);
  const [users, reactions, visitorReactions, attachments, ignored] = await Promise.all([
    loadUserSummaries(db, rows.map((row) => row.user_id)),
    reactionCounts(db, ids),
    ownReactions(db, ids, viewer.user_id),
    listAttachmentsForMessages(db, ids),
    ignoredUserIds(db, viewer.user_id),
  ]);
  const extras = { users, reactions, visitorReactions, attachments, ignored: new Set(ignored) };
  return rows.map((row) => toConversationMessage(row, extras, viewer, now));
}

/**
 * One page of a conversation's messages (20 a page, oldest first within the page). 'last' (the
 * default of the routes) is the newest page, so the latest message is reachable at once. A page
 * past the end answers no messages, with the real last_page.
 */
export async function messagesPage(
  db: Db,
  conversationId: number,
  viewer: MessageViewer,
  page: number | 'last',
  now: number = nowSeconds(),
): Promise<{ messages: ConversationMessage[]; pagination: Pagination }> {
  const { total } = await db
    .selectFrom('conversation_messages')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('conversation_id', '=', conversationId)
    .executeTakeFirstOrThrow();
  const count = Number(total);
  const lastPage = Math.max(1, Math.ceil(count / MESSAGES_PER_PAGE));
  const current = page === 'last' ? lastPage : page;
  const rows = await db
    .selectFrom('conversation_messages')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .orderBy('message_date')
    .orderBy('message_id')
    .limit(MESSAGES_PER_PAGE)
    .offset((current - 1) * MESSAGES_PER_PAGE)
    .execute();
  return { messages: await toViewerMessages(db, rows, viewer, now), pagination: pagination(current, MESSAGES_PER_PAGE, count) };
}

export async function findMessage(db: Db, messageId: number): Promise<ConversationMessageRow | undefined> {
  return db.selectFrom('conversation_messages').selectAll().where('message_id', '=', messageId).executeTakeFirst();
}

/** The page (20 a page) a message is on, for links to it. */
export async function pageOfMessage(db: Db, message: Pick<ConversationMessageRow, 'conversation_id' | 'message_id' | 'message_date'>): Promise<number> {
  const { before } = await db
    .selectFrom('conversation_messages')
    .select((eb) => eb.fn.countAll<number>().as('before'))
    .where('conversation_id', '=', message.conversation_id)
    .where((eb) =>
      eb.or([
        eb('message_date', '<', message.message_date),
        eb.and([eb('message_date', '=', message.message_date), eb('message_id', '<', message.message_id)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Math.floor(Number(before) / MESSAGES_PER_PAGE) + 1;
}

export interface NewMessage {
  conversation: Pick<ConversationRow, 'conversation_id'>;
  sender: Pick<UserRow, 'user_id' | 'username'>;
  /** As sent or already cleaned: it is cleaned (again) here; empty or too long is a 400. */
  html: string;
  attachmentKey: string | null;
}

/**
 * Inside the caller's transaction: writes the message (clean HTML and its plain text), moves the
 * conversation's last message and reply count (the first message is no reply), makes the
 * conversation unread for every other participant (the sender has read it up to now), and claims
 * the sender's files uploaded under its key (checked by assertConversationKey).
 */
export async function insertMessage(trx: Db, input: NewMessage, now: number): Promise<{ message_id: number; message: CleanMessage }> {
  const message = cleanConversationMessage(input.html);
  const conversationId = input.conversation.conversation_id;
  const earlier = await trx.selectFrom('conversation_messages').select('message_id').where('conversation_id', '=', conversationId).limit(1).executeTakeFirst();
  const { message_id } = await trx
    .insertInto('conversation_messages')
    .values({
      conversation_id: conversationId,
      user_id: input.sender.user_id,
      username: input.sender.username,
      message_date: now,
      message_html: message.html,
      message_parsed: message.text,
      edit_date: null,
      attachment_key: input.attachmentKey,
    })
    .returning('message_id')
    .executeTakeFirstOrThrow();
  if (input.attachmentKey !== null) await claimConversationAttachments(trx, input.attachmentKey, input.sender.user_id, message_id);
  await trx
    .updateTable('conversations')
    .set((eb) => ({
      last_message_date: now,
      last_message_user_id: input.sender.user_id,
      last_message_username: input.sender.username,
      reply_count: earlier ? eb('reply_count', '+', 1) : eb.ref('reply_count'),
    }))
    .where('conversation_id', '=', conversationId)
    .execute();
  await trx
    .updateTable('conversation_recipients')
    .set({ is_unread: true })
    .where('conversation_id', '=', conversationId)
    .where('user_id', '!=', input.sender.user_id)
    .execute();
  await trx
    .updateTable('conversation_recipients')
    .set({ is_unread: false, last_read_date: now })
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', input.sender.user_id)
    .execute();
  return { message_id, message };
}

/** Inside the caller's transaction: the author's new text (edit_date says it changed), and the files newly uploaded under the key. */
export async function updateMessage(
  trx: Db,
  message: Pick<ConversationMessageRow, 'message_id' | 'user_id'>,
  text: CleanMessage,
  attachmentKey: string | null,
  now: number,
): Promise<void> {
  await trx
    .updateTable('conversation_messages')
    .set({ message_html: text.html, message_parsed: text.text, edit_date: now, ...(attachmentKey !== null ? { attachment_key: attachmentKey } : {}) })
    .where('message_id', '=', message.message_id)
    .execute();
  if (attachmentKey !== null) await claimConversationAttachments(trx, attachmentKey, message.user_id, message.message_id);
}

export async function findIdempotentMessage(db: Db, userId: number, key: string): Promise<{ conversation_id: number; message_id: number } | undefined> {
  return db
    .selectFrom('conversation_idempotency_keys')
    .select(['conversation_id', 'message_id'])
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** Inside the send's transaction: a second send with the same (user, key) fails on the primary key. */
export async function rememberIdempotentMessage(trx: Db, userId: number, key: string, result: { conversation_id: number; message_id: number }, now: number): Promise<void> {
  await trx.insertInto('conversation_idempotency_keys').values({ user_id: userId, idempotency_key: key, ...result, created_at: now }).execute();
}

/**
 * Spec §4 (as for posts): no reaction yet adds it, the same again removes it, another replaces it;
 * the message's reaction_score moves by the difference of the reactions' scores.
 */
export async function toggleMessageReaction(
  trx: Db,
  message: Pick<ConversationMessageRow, 'message_id' | 'user_id'>,
  userId: number,
  reactionId: number,
  now: number,
): Promise<ReactAction> {
  const existing = await trx
    .selectFrom('conversation_message_reactions as r')
    .innerJoin('reactions', 'reactions.reaction_id', 'r.reaction_id')
    .select(['r.reaction_id', 'reactions.score'])
    .where('r.message_id', '=', message.message_id)
    .where('r.user_id', '=', userId)
    .executeTakeFirst();
  const chosen = await trx.selectFrom('reactions').select('score').where('reaction_id', '=', reactionId).executeTakeFirstOrThrow();
  const { action, delta } = reactionChange(existing, reactionId, chosen.score);
  if (action === 'added') {
    await trx
      .insertInto('conversation_message_reactions')
      .values({ message_id: message.message_id, user_id: userId, reaction_id: reactionId, reaction_date: now, content_user_id: message.user_id })
      .execute();
  } else if (action === 'removed') {
    await trx.deleteFrom('conversation_message_reactions').where('message_id', '=', message.message_id).where('user_id', '=', userId).execute();
  } else {
    await trx
      .updateTable('conversation_message_reactions')
      .set({ reaction_id: reactionId, reaction_date: now })
      .where('message_id', '=', message.message_id)
      .where('user_id', '=', userId)
      .execute();
  }
  if (delta !== 0) {
    await trx
      .updateTable('conversation_messages')
      .set((eb) => ({ reaction_score: eb('reaction_score', '+', delta) }))
      .where('message_id', '=', message.message_id)
      .execute();
  }
  return action;
}

/** Who reacted to a message, newest first; optionally only one reaction. */
export async function listMessageReactions(db: Db, messageId: number, filter: { reactionId: number | null; limit: number; offset: number }) {
  let base = db.selectFrom('conversation_message_reactions').where('message_id', '=', messageId);
  if (filter.reactionId !== null) base = base.where('reaction_id', '=', filter.reactionId);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['user_id', 'reaction_id', 'reaction_date'])
    .orderBy('reaction_date', 'desc')
    .orderBy('user_id')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  return { rows, total: Number(total) };
}

/** Whether the member already reported this message (and the report is still open). */
export async function hasOpenReport(db: Db, messageId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('conversation_message_reports')
    .select('report_id')
    .where('message_id', '=', messageId)
    .where('user_id', '=', userId)
    .where('report_state', '=', 'open')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertMessageReport(trx: Db, messageId: number, userId: number, message: string, now: number): Promise<number> {
  const { report_id } = await trx
    .insertInto('conversation_message_reports')
    .values({ message_id: messageId, user_id: userId, message, report_date: now })
    .returning('report_id')
    .executeTakeFirstOrThrow();
  return report_id;
}
