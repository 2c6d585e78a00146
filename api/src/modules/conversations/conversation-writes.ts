// What changes a conversation as a whole (spec §4: start, rename, star, mark unread, invite, leave;
// opening marks it read). Each write checks through conversation-access.ts, writes in one
// transaction, and only after the commit tells the live streams (counts, "seen by", participants)
// and hands the e-mails to the mailer, so nobody hears of a write that rolled back.
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/tables/users.table';
import { ApiError } from '../../http/api-error';
import type { MailMessage } from '../../mail/mailer';
import { assertMayWrite, conversationRules, participationOf, readConversation, type Participation } from './conversation-access';
import { assertConversationKey } from '../attachments/attachment-links';
import { cleanConversationMessage, insertMessage } from './conversation-messages.repository';
import { deleteConversationDraft } from './conversation-drafts';
import { assertRecipientsAccept, conversationMails } from './conversation-privacy';
import {
  addParticipants,
  emailAddressesOf,
  firstMessageText,
  insertConversation,
  participantIds,
  removeParticipant,
  renameConversation,
  setStarred,
  setUnread,
  validMemberIds,
} from './conversations.repository';

export const TITLE_MAX_LENGTH = 100;
export const INVALID_TITLE = `Please enter a valid title (1 to ${TITLE_MAX_LENGTH} characters).`;
/** Recipients besides the starter: a conversation holds at most this many plus the one who started it. */
export const MAX_RECIPIENTS = 25;
/** 1..100 characters once trimmed (spec: 'Please enter a valid title.'). */
export function titleOf(raw: string): string {
  const title = raw.trim().replace(/\s+/g, ' ');
  if (title.length === 0 || title.length > TITLE_MAX_LENGTH) throw new ApiError(400, 'invalid_title', INVALID_TITLE);
  return title;
}

/**
 * The recipients as asked (repeats dropped): not the member themself, every one an existing member
 * with a valid account (unknown ids named), at most `room` of them, and each one's privacy lets the member in.
 */
async function checkedRecipients(app: FastifyInstance, member: UserRow, ids: number[], room: number): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.includes(member.user_id)) throw new ApiError(400, 'invalid_recipients', 'You cannot add yourself as a recipient.');
  if (unique.length === 0) throw new ApiError(400, 'invalid_recipients', 'Please choose at least one recipient.');
  if (unique.length > room) {
    throw new ApiError(400, 'too_many_recipients', `A conversation has at most ${MAX_RECIPIENTS + 1} participants: you may add ${Math.max(0, room)} more.`);
  }
  const valid = await validMemberIds(app.db, unique);
  const unknown = unique.filter((id) => !valid.has(id));
  if (unknown.length > 0) throw new ApiError(400, 'unknown_recipients', `No member found with the id ${unknown.join(', ')}.`);
  await assertRecipientsAccept(app.db, member, unique);
  return unique;
}

function sendMails(app: FastifyInstance, mails: Promise<MailMessage[]>): Promise<void> {
  return mails.then(
    (list) => {
      for (const mail of list) app.mail.deliverLater(mail);
    },
    (error: unknown) => app.log.error({ err: error }, 'could not prepare conversation e-mails'),
  );
}

export interface StartInput {
  title: string;
  recipient_ids: number[];
  message_html: string;
  attachment_key?: string | null;
}

export async function startConversation(app: FastifyInstance, member: UserRow, input: StartInput, now: number): Promise<number> {
  assertMayWrite(member);
  const title = titleOf(input.title);
  const message = cleanConversationMessage(input.message_html);
  const recipientIds = await checkedRecipients(app, member, input.recipient_ids, MAX_RECIPIENTS);
  const attachmentKey = input.attachment_key || null;
  await assertConversationKey(app.db, attachmentKey, member.user_id);
  const { conversation_id, message_id } = await app.db.transaction().execute(async (trx) => {
    const id = await insertConversation(trx, { title, starter: member, recipientIds }, now);
    const first = await insertMessage(trx, { conversation: { conversation_id: id }, sender: member, html: message.html, attachmentKey }, now);
    await deleteConversationDraft(trx, member.user_id, null);
    return { conversation_id: id, message_id: first.message_id };
  });
  for (const userId of recipientIds) app.live.publishCounts(userId);
  app.live.publishConversation(recipientIds, { conversation_id, kind: 'message', message_id, user_id: member.user_id });
  await sendMails(app, conversationMails(app.db, { conversationId: conversation_id, title, sender: member, text: message.text, isNew: true }, app.settings.siteUrl));
  return conversation_id;
}

/** Opening the conversation: the viewer has read it; their badge and the others' "seen by" follow. */
export async function openConversation(app: FastifyInstance, member: UserRow, conversationId: number, now: number): Promise<Participation> {
  const participation = await participationOf(app.db, conversationId, member);
  await readConversation(app, member, participation, now);
  return { conversation: participation.conversation, me: { ...participation.me, is_unread: false, last_read_date: now } };
}

export async function renameConversationAs(app: FastifyInstance, member: UserRow, conversationId: number, rawTitle: string): Promise<void> {
  // The account first: its refusal says nothing about the conversation.
  assertMayWrite(member);
  const { conversation } = await participationOf(app.db, conversationId, member);
  if (!conversationRules.canEdit(member, conversation)) {
    throw new ApiError(403, 'no_permission', 'Only the member who started the conversation may rename it.');
  }
  const title = titleOf(rawTitle);
  await renameConversation(app.db, conversationId, title);
  const others = (await participantIds(app.db, conversationId)).filter((id) => id !== member.user_id);
  app.live.publishConversation(others, { conversation_id: conversationId, kind: 'edit', user_id: member.user_id });
}

export async function starConversation(app: FastifyInstance, member: UserRow, conversationId: number, star: boolean): Promise<void> {
  await participationOf(app.db, conversationId, member);
  await setStarred(app.db, conversationId, member.user_id, star);
}

export async function markConversationUnread(app: FastifyInstance, member: UserRow, conversationId: number): Promise<void> {
  const { me } = await participationOf(app.db, conversationId, member);
  await setUnread(app.db, conversationId, member.user_id);
  if (!me.is_unread) app.live.publishCounts(member.user_id);
}

/** Invites members: the same checks as a start; those already in are skipped; the new ones get it unread and an e-mail as a new conversation. */
export async function inviteToConversation(app: FastifyInstance, member: UserRow, conversationId: number, ids: number[], now: number): Promise<number[]> {
  if (!conversationRules.canInvite(member)) assertMayWrite(member);
  const { conversation } = await participationOf(app.db, conversationId, member);
  const present = new Set(await participantIds(app.db, conversationId));
  const asked = [...new Set(ids)].filter((id) => !present.has(id));
  if (asked.length === 0) return [];
  const room = MAX_RECIPIENTS + 1 - present.size;
  const recipientIds = await checkedRecipients(app, member, asked, room);
  const joined = await app.db.transaction().execute((trx) => addParticipants(trx, conversationId, recipientIds, now));
  if (joined.length === 0) return [];
  for (const userId of joined) app.live.publishCounts(userId);
  app.live.publishConversation([...present, ...joined], { conversation_id: conversationId, kind: 'participants', user_id: member.user_id });
  const addresses = await emailAddressesOf(app.db, joined);
  const first = await firstMessageText(app.db, conversationId);
  await sendMails(
    app,
    conversationMails(app.db, { conversationId, title: conversation.title, sender: member, text: first, isNew: true }, app.settings.siteUrl).then(
      (mails) => mails.filter((mail) => addresses.has(mail.to)),
    ),
  );
  return joined;
}

/** Leaves: the member's recipient row goes (the conversation no longer lists, counts or notifies for them). */
export async function leaveConversation(app: FastifyInstance, member: UserRow, conversationId: number): Promise<void> {
  await participationOf(app.db, conversationId, member);
  const left = await app.db.transaction().execute(async (trx) => {
    await deleteConversationDraft(trx, member.user_id, conversationId);
    return removeParticipant(trx, conversationId, member.user_id);
  });
  app.live.publishCounts(member.user_id);
  app.live.publishConversation(left, { conversation_id: conversationId, kind: 'participants', user_id: member.user_id });
}
