// The conversation-message writes (spec §4, §7 Conversations): reply (exactly once per key), edit
// (reply quotes stripped, spec §5), react, report. Each one loads the message's conversation
// through conversation-access.ts, writes in one transaction, and only after the commit tells the
// live streams (counts, `event: conversation`) and hands the e-mails to the mailer.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { nowSeconds } from '../../clock';
import type { Database } from '../../db/tables';
import type { UserRow } from '../../db/tables/users.table';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError, notFound } from '../../http/api-error';
import { alertReaction, createAlerts, type NewAlert } from '../alerts/alerts-writer';
import { assertConversationKey } from '../attachments/attachment-links';
import { quotedAndMentioned } from '../posting/posting-alerts';
import { sanitizePostHtml } from '../posting/post-html';
import type { ReactAction } from '../posting/posting.repository';
import { isValidAccount } from '../users/user-privacy';
import { assertMayWrite, conversationRules, participationOf, type Participation } from './conversation-access';
import { messageRules, type ConversationMessageRow } from './conversation-message-mapper';
import { reportReasonOf, stripReplyQuotes } from './conversation-message-input';
import {
  cleanConversationMessage,
  findIdempotentMessage,
  findMessage,
  hasOpenReport,
  insertMessage,
  insertMessageReport,
  rememberIdempotentMessage,
  toggleMessageReaction,
  updateMessage,
} from './conversation-messages.repository';
import { deleteConversationDraft } from './conversation-drafts';
import { conversationMails } from './conversation-privacy';
import { participantIds } from './conversations.repository';

type Db = Kysely<Database>;

export const MESSAGE_NOT_FOUND = 'The requested message could not be found.';
export const NEEDS_VALID_ACCOUNT_TO_INTERACT = 'Please complete and confirm your account before you edit, react to or report messages.';

/** Alerts of a conversation message: the kinds of posting-alerts.ts, on conversation_message content. */
type MessageAlertAction = 'quote' | 'mention' | 'reaction';

/** Editing, reacting and reporting need a valid account (spec §6, as for posts); 403 otherwise. */
function assertMayInteract(member: UserRow): void {
  if (!isValidAccount(member)) throw new ApiError(403, 'account_incomplete', NEEDS_VALID_ACCOUNT_TO_INTERACT);
}

/**
 * A message of a conversation the member takes part in. A missing message and a message of a
 * conversation the member is not (or no longer) in answer the same 404: nothing leaks.
 */
export async function participantMessage(db: Db, member: Pick<UserRow, 'user_id'>, messageId: number): Promise<{ message: ConversationMessageRow; participation: Participation }> {
  const message = await findMessage(db, messageId);
  if (!message) throw notFound(MESSAGE_NOT_FOUND);
  try {
    return { message, participation: await participationOf(db, message.conversation_id, member) };
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) throw notFound(MESSAGE_NOT_FOUND);
    throw error;
  }
}

/** Quote and mention alerts of a message, only to its conversation's other participants (a mention of an outsider tells them nothing). */
async function quoteAndMentionAlerts(
  trx: Db,
  message: { message_id: number; user_id: number; html: string; text: string },
  participants: number[],
  previous?: { quoted: number[]; mentioned: number[] },
): Promise<NewAlert<MessageAlertAction>[]> {
  const { quoted, mentioned } = await quotedAndMentioned(trx, message.html, message.text);
  const already = new Set([message.user_id, ...(previous?.quoted ?? []), ...(previous?.mentioned ?? [])]);
  const alerts: NewAlert<MessageAlertAction>[] = [];
  const add = (userId: number, action: MessageAlertAction) => {
    if (already.has(userId) || !participants.includes(userId)) return;
    already.add(userId);
    alerts.push({ user_id: userId, from_user_id: message.user_id, action, content_type: 'conversation_message', content_id: message.message_id });
  };
  for (const id of quoted) add(id, 'quote');
  for (const id of mentioned) add(id, 'mention');
  return alerts;
}

export interface ReplyInput {
  conversationId: number;
  html: string;
  attachmentKey: string | null;
}

/**
 * A reply. With a key, a retried send (a double click, a replay after a lost answer) answers the
 * first message and writes nothing; of two sends racing with one key, one insert of the key wins
 * and the other's whole transaction rolls back.
 */
export async function replyToConversation(app: FastifyInstance, member: UserRow, input: ReplyInput, key: string | null): Promise<{ message_id: number; replayed: boolean }> {
  assertMayWrite(member);
  const { conversation } = await participationOf(app.db, input.conversationId, member);
  if (key) {
    const earlier = await findIdempotentMessage(app.db, member.user_id, key);
    if (earlier) return sameConversation(earlier, input.conversationId);
  }
  if (!conversationRules.canReply(member)) throw new ApiError(403, 'no_permission', 'You may not reply to this conversation.');
  const message = cleanConversationMessage(input.html);
  await assertConversationKey(app.db, input.attachmentKey, member.user_id);
  let written: { message_id: number; participants: number[]; alerted: number[] };
  try {
    written = await app.db.transaction().execute(async (trx) => {
      const now = nowSeconds();
      const { message_id } = await insertMessage(trx, { conversation, sender: member, html: message.html, attachmentKey: input.attachmentKey }, now);
      const participants = await participantIds(trx, conversation.conversation_id);
      const alerts = await quoteAndMentionAlerts(trx, { message_id, user_id: member.user_id, html: message.html, text: message.text }, participants);
      const alerted = await createAlerts(trx, alerts, now);
      if (key) await rememberIdempotentMessage(trx, member.user_id, key, { conversation_id: conversation.conversation_id, message_id }, now);
      // Sent: the draft it was written in is done (on every device).
      await deleteConversationDraft(trx, member.user_id, conversation.conversation_id);
      return { message_id, participants, alerted };
    });
  } catch (error) {
    if (!key || !isUniqueViolation(error)) throw error;
    // Another send with this key committed first: everything here was rolled back.
    const winner = await findIdempotentMessage(app.db, member.user_id, key);
    if (!winner) throw error;
    return sameConversation(winner, input.conversationId);
  }
  const others = written.participants.filter((id) => id !== member.user_id);
  for (const userId of new Set([...others, ...written.alerted])) app.live.publishCounts(userId);
  app.live.publishConversation(written.participants, { conversation_id: conversation.conversation_id, kind: 'message', message_id: written.message_id, user_id: member.user_id });
  try {
    const mails = await conversationMails(
      app.db,
      { conversationId: conversation.conversation_id, title: conversation.title, sender: member, text: message.text, isNew: false },
      app.settings.siteUrl,
    );
    for (const mail of mails) app.mail.deliverLater(mail);
  } catch (error) {
    // The message is sent: a failure to prepare its e-mails must not make the sender send it again.
    app.log.error({ err: error }, 'could not prepare conversation e-mails');
  }
  return { message_id: written.message_id, replayed: false };
}

/** A key names one send: reusing it for another conversation is a client's mistake, said plainly. */
function sameConversation(earlier: { conversation_id: number; message_id: number }, conversationId: number) {
  if (earlier.conversation_id !== conversationId) {
    throw new ApiError(409, 'idempotency_key_reused', 'This Idempotency-Key was already used for a message in another conversation.');
  }
  return { message_id: earlier.message_id, replayed: true };
}

/** The author edits their message: reply quotes are stripped (spec §5), edit_date set; newly mentioned participants are alerted. */
export async function editConversationMessage(app: FastifyInstance, member: UserRow, messageId: number, html: string, attachmentKey: string | null): Promise<void> {
  assertMayInteract(member);
  const { message: row } = await participantMessage(app.db, member, messageId);
  if (!messageRules.canEdit(member, row)) throw new ApiError(403, 'cannot_edit', 'You may only edit your own messages.');
  const message = cleanConversationMessage(stripReplyQuotes(sanitizePostHtml(html)));
  await assertConversationKey(app.db, attachmentKey, member.user_id);
  const { participants, alerted } = await app.db.transaction().execute(async (trx) => {
    const now = nowSeconds();
    const previous = await quotedAndMentioned(trx, row.message_html, row.message_parsed);
    await updateMessage(trx, row, message, attachmentKey, now);
    const participants = await participantIds(trx, row.conversation_id);
    const alerts = await quoteAndMentionAlerts(trx, { message_id: row.message_id, user_id: member.user_id, html: message.html, text: message.text }, participants, previous);
    return { participants, alerted: await createAlerts(trx, alerts, now) };
  });
  for (const userId of alerted) app.live.publishCounts(userId);
  app.live.publishConversation(participants, { conversation_id: row.conversation_id, kind: 'edit', message_id: row.message_id, user_id: member.user_id });
}

/** Known reactions, for the refusal of an unknown one. */
async function assertReaction(db: Db, reactionId: number): Promise<void> {
  const found = await db.selectFrom('reactions').select('reaction_id').where('reaction_id', '=', reactionId).executeTakeFirst();
  if (found) return;
  const known = await db.selectFrom('reactions').select('reaction_id').orderBy('reaction_id').execute();
  throw new ApiError(400, 'invalid_reaction', `Could not react to the message! reaction_id must be one of: ${known.map((row) => row.reaction_id).join(', ')}.`);
}

/** Spec §4: the same reaction again removes it, another replaces it; the author (if still a participant) gets a 'reaction' alert. */
export async function reactToConversationMessage(app: FastifyInstance, member: UserRow, messageId: number, reactionId: number): Promise<ReactAction> {
  assertMayInteract(member);
  const { message } = await participantMessage(app.db, member, messageId);
  if (!messageRules.canReact(member, message)) throw new ApiError(403, 'cannot_react', 'You cannot react to your own message.');
  await assertReaction(app.db, reactionId);
  const react = () =>
    app.db.transaction().execute(async (trx) => {
      const now = nowSeconds();
      const action = await toggleMessageReaction(trx, message, member.user_id, reactionId, now);
      const participants = await participantIds(trx, message.conversation_id);
      const alert = { user_id: message.user_id, from_user_id: member.user_id, action: 'reaction', content_type: 'conversation_message', content_id: message.message_id, extra_data: { reaction_id: reactionId } } as const;
      return { action, participants, alerted: await alertReaction(trx, alert, action !== 'removed' && participants.includes(message.user_id), now) };
    });
  // A double click can race itself: the loser of the insert sees the winner's reaction on retry.
  const { action, participants, alerted } = await react().catch((error: unknown) => {
    if (isUniqueViolation(error)) return react();
    throw error;
  });
  for (const userId of alerted) app.live.publishCounts(userId);
  app.live.publishConversation(participants, { conversation_id: message.conversation_id, kind: 'reaction', message_id: message.message_id, user_id: member.user_id });
  return action;
}

/**
 * A report for the moderators: not of one's own message. A second report of the same message by
 * the same member while the first is open is accepted and writes nothing (the moderators have it).
 */
export async function reportConversationMessage(app: FastifyInstance, member: UserRow, messageId: number, rawReason: string): Promise<{ already: boolean }> {
  assertMayInteract(member);
  const { message } = await participantMessage(app.db, member, messageId);
  if (!messageRules.canReport(member, message)) throw new ApiError(403, 'cannot_report', 'You cannot report your own message.');
  const reason = reportReasonOf(rawReason);
  if (await hasOpenReport(app.db, message.message_id, member.user_id)) return { already: true };
  await insertMessageReport(app.db, message.message_id, member.user_id, reason, nowSeconds());
  return { already: false };
}
