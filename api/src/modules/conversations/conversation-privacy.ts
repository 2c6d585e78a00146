// Who a member may start a conversation with (allow_send_personal_conversation, spec §3 Privacy
// settings) and who is e-mailed about a new conversation or message (email_on_conversation). The
// conversation writes (POST /conversations, /conversations/{id}, /conversation-messages) call these.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { UserRow } from '../../db/tables/users.table';
import { ApiError } from '../../http/api-error';
import type { MailMessage } from '../../mail/mailer';
import { conversationMessageMail } from '../account-settings/setting-mails';
import { cutAtWord } from '../content/content-text';
import { canConverse } from '../users/user-privacy';
import { conversationUrl } from '../../view-urls';

type Db = Kysely<Database>;
type Starter = Pick<UserRow, 'user_id' | 'account_state' | 'is_admin' | 'is_moderator'>;

/** The recipients (by id) whose privacy settings do not let `starter` start a conversation with them, by name. */
export async function recipientsRefusing(db: Db, starter: Starter, recipientIds: number[]): Promise<string[]> {
  const ids = [...new Set(recipientIds)].filter((id) => id !== starter.user_id);
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select(['user_id', 'username', 'is_admin', 'is_moderator', 'is_staff', 'allow_send_personal_conversation'])
    .select((eb) =>
      eb
        .exists(eb.selectFrom('user_follows').select('user_follows.user_id').whereRef('user_follows.user_id', '=', 'users.user_id').where('follow_user_id', '=', starter.user_id))
        .as('follows_starter'),
    )
    .where('user_id', 'in', ids)
    .orderBy('username')
    .execute();
  return rows.filter((row) => !canConverse(starter, row, { followsViewer: Boolean(row.follows_starter) })).map((row) => row.username);
}

/** 403 naming every recipient who does not accept conversations from the starter. */
export async function assertRecipientsAccept(db: Db, starter: Starter, recipientIds: number[]): Promise<void> {
  const refusing = await recipientsRefusing(db, starter, recipientIds);
  if (refusing.length === 0) return;
  const names = refusing.join(', ');
  throw new ApiError(
    403,
    'conversation_not_allowed',
    `You may not start a conversation with ${names}: their privacy settings do not allow it.`,
  );
}

/**
 * After a new conversation or message committed: an e-mail to each participant who asked for one
 * (email_on_conversation), not the sender, not those who left (no longer recipients), not those
 * who ignore the sender, and only to accounts that can sign in.
 */
export async function conversationMails(
  db: Db,
  message: { conversationId: number; title: string; sender: Pick<UserRow, 'user_id' | 'username'>; text: string; isNew: boolean },
  siteUrl: string,
): Promise<MailMessage[]> {
  const rows = await db
    .selectFrom('conversation_recipients as r')
    .innerJoin('users as u', 'u.user_id', 'r.user_id')
    .select(['u.email', 'u.username'])
    .where('r.conversation_id', '=', message.conversationId)
    .where('r.user_id', '!=', message.sender.user_id)
    .where('u.email_on_conversation', '=', true)
    .where('u.account_state', '=', 'valid')
    .where('r.user_id', 'not in', (eb) => eb.selectFrom('user_ignores').select('user_ignores.user_id').where('ignored_user_id', '=', message.sender.user_id))
    .orderBy('u.user_id')
    .execute();
  const link = `${siteUrl}${conversationUrl(message.conversationId)}`;
  return rows.map((row) =>
    conversationMessageMail(row, { title: message.title, senderName: message.sender.username, excerpt: cutAtWord(message.text), link, isNew: message.isNew }, siteUrl),
  );
}
