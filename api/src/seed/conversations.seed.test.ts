import type { ConversationResponse, ConversationsResponse } from '@trailhead/shared-kernel/types';
import { build, get, json, loginAs, type TestApp } from '../../test/helper';
import { DEMO_PASSWORD, seedDemo } from './index';

describe('the demo conversations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ seed: (db) => seedDemo(db) });
  });
  afterAll(() => t.close());

  const list = async (name: string, query = '') =>
    json<ConversationsResponse>(await get(t.app, `/api/conversations${query}`, await loginAs(t.app, name, DEMO_PASSWORD)));

  it('give every demo account several, some unread and some starred, two-party and group', async () => {
    for (const name of ['member', 'rookie', 'moderator', 'admin']) {
      const { conversations } = await list(name);
      expect(`${name}: ${conversations.length >= 3}`).toBe(`${name}: true`);
      expect(conversations.some((c) => c.is_unread)).toBe(true);
    }
    const member = (await list('member')).conversations;
    expect(member.some((c) => c.is_starred)).toBe(true);
    expect(member.some((c) => !c.is_unread)).toBe(true);
    expect(member.some((c) => c.recipient_count === 2)).toBe(true);
    expect(member.some((c) => c.recipient_count >= 3 && c.recipient_count <= 4)).toBe(true);
    expect((await list('rookie', '?starred=1')).conversations.map((c) => c.title)).toEqual(['Recovery gear swap']);
  });

  it('hold one the rookie left: the others still have it, the rookie does not, and the rookie’s messages stay', async () => {
    const title = 'Winch line: steel or synthetic?';
    expect((await list('rookie')).conversations.map((c) => c.title)).not.toContain(title);
    const moderator = (await list('moderator')).conversations.find((c) => c.title === title);
    expect(moderator?.participants.map((p) => p.User.username)).not.toContain('rookie');
    const rookieId = (await t.db.selectFrom('users').select('user_id').where('username', '=', 'rookie').executeTakeFirstOrThrow()).user_id;
    const messages = await t.db.selectFrom('conversation_messages').select('user_id').where('conversation_id', '=', moderator!.conversation_id).execute();
    expect(messages.map((m) => m.user_id)).toContain(rookieId);
  });

  it('hold one long enough to page (40+ messages), with message_parsed, "seen by" and joined dates filled', async () => {
    const long = (await list('member')).conversations.find((c) => c.title === 'Rubicon build log');
    expect(long?.reply_count).toBeGreaterThanOrEqual(39);
    const page = json<ConversationResponse>(await get(t.app, `/api/conversations/${long!.conversation_id}?with_messages=1`, await loginAs(t.app, 'MudQueen', DEMO_PASSWORD)));
    expect(page.pagination?.last_page).toBeGreaterThanOrEqual(2);
    const empty = await t.db.selectFrom('conversation_messages').select('message_id').where('message_parsed', '=', '').execute();
    expect(empty).toEqual([]);
    const recipients = await t.db.selectFrom('conversation_recipients').select(['last_read_date', 'joined_date', 'is_unread']).execute();
    expect(recipients.every((r) => Number(r.joined_date) > 0)).toBe(true);
    expect(recipients.some((r) => r.last_read_date === null)).toBe(true);
    expect(recipients.some((r) => !r.is_unread && r.last_read_date !== null)).toBe(true);
    expect(recipients.some((r) => r.is_unread && r.last_read_date !== null)).toBe(true);
  });
});
