import type { UserRow } from '../../db/tables/users.table';
import { ApiError } from '../../http/api-error';
import { build, type TestApp } from '../../../test/helper';
import { makeUser } from '../../../test/fixtures';
import { assertRecipientsAccept, conversationMails, recipientsRefusing } from './conversation-privacy';

const SITE = 'https://trailhead.test';

describe('conversations and the members\' privacy and e-mail settings', () => {
  let t: TestApp;
  let starter: UserRow;

  beforeAll(async () => {
    t = await build();
    starter = await makeUser(t.db, { username: 'starter' });
  });
  afterAll(() => t.close());

  it('allow_send_personal_conversation: names every recipient who does not accept the starter', async () => {
    const everyone = await makeUser(t.db, { username: 'openbook', allow_send_personal_conversation: 'everyone' });
    const nobody = await makeUser(t.db, { username: 'hermit', allow_send_personal_conversation: 'none' });
    const followedOnly = await makeUser(t.db, { username: 'picky', allow_send_personal_conversation: 'followed' });
    const ids = [everyone.user_id, nobody.user_id, followedOnly.user_id];
    expect(await recipientsRefusing(t.db, starter, ids)).toEqual(['hermit', 'picky']);
    await expect(assertRecipientsAccept(t.db, starter, ids)).rejects.toMatchObject({
      statusCode: 403,
      message: 'You may not start a conversation with hermit, picky: their privacy settings do not allow it.',
    });
    // picky follows the starter: now only hermit refuses. Staff reach everyone.
    await t.db.insertInto('user_follows').values({ user_id: followedOnly.user_id, follow_user_id: starter.user_id, follow_date: 1 }).execute();
    expect(await recipientsRefusing(t.db, starter, ids)).toEqual(['hermit']);
    const moderator = await makeUser(t.db, { username: 'modstart', is_moderator: true });
    await expect(assertRecipientsAccept(t.db, moderator, ids)).resolves.toBeUndefined();
    // An unconfirmed account starts no conversation at all.
    const unconfirmed = await makeUser(t.db, { username: 'unconfirmed', account_state: 'not_valid' });
    await expect(assertRecipientsAccept(t.db, unconfirmed, [everyone.user_id])).rejects.toBeInstanceOf(ApiError);
  });

  it('email_on_conversation: e-mails each participant who asked, not the sender, the ignoring or the departed', async () => {
    const wants = await makeUser(t.db, { username: 'wantsmail', email_on_conversation: true } as never);
    const declines = await makeUser(t.db, { username: 'nomail', email_on_conversation: false } as never);
    const ignores = await makeUser(t.db, { username: 'ignoresstarter', email_on_conversation: true } as never);
    const banned = await makeUser(t.db, { username: 'bannedreader', email_on_conversation: true, account_state: 'banned' } as never);
    await makeUser(t.db, { username: 'leftalready', email_on_conversation: true } as never);
    await t.db.insertInto('user_ignores').values({ user_id: ignores.user_id, ignored_user_id: starter.user_id, ignore_date: 1 }).execute();
    const { conversation_id } = await t.db
      .insertInto('conversations')
      .values({ title: 'Trip plans', starter_user_id: starter.user_id, start_date: 1, last_message_date: 1, last_message_user_id: starter.user_id, last_message_username: 'starter' })
      .returning('conversation_id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('conversation_recipients')
      .values([starter, wants, declines, ignores, banned].map((user) => ({ conversation_id, user_id: user.user_id, is_unread: true, is_starred: false })))
      .execute();
    const mails = await conversationMails(t.db, { conversationId: conversation_id, title: 'Trip plans', sender: starter, text: 'Meet at the trailhead at 7.', isNew: true }, SITE);
    expect(mails.map((mail) => mail.to)).toEqual([wants.email]);
    expect(mails[0].subject).toBe('New conversation: Trip plans');
    expect(mails[0].text).toContain('starter started a conversation with you: "Trip plans"');
    expect(mails[0].text).toContain('Meet at the trailhead at 7.');
    expect(mails[0].text).toContain(`${SITE}/conversations/${conversation_id}`);
    const reply = await conversationMails(t.db, { conversationId: conversation_id, title: 'Trip plans', sender: wants, text: 'See you there', isNew: false }, SITE);
    // ignoresstarter ignores only the starter: a message from wantsmail reaches them.
    expect(reply.map((mail) => mail.to)).toEqual([starter.email, ignores.email]);
    expect(reply[0].subject).toBe('New message in "Trip plans"');
  });
});
