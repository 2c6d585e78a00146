import type { ConversationsResponse } from '@trailhead/shared-kernel/types';
import type { Kysely } from 'kysely';
import { nowSeconds } from '../../clock';
import type { Database } from '../../db/database';
import type { UserRow } from '../../db/tables/users.table';
import { makeUser, PASSWORD } from '../../../test/fixtures';
import { build, get, json, loginAs, type TestApp } from '../../../test/helper';

describe('GET /conversations', () => {
  let t: TestApp;
  const now = nowSeconds();

  async function makeConversation(db: Kysely<Database>, title: string, people: UserRow[], hoursAgo: number, unreadFor: UserRow[] = [], starredBy: UserRow[] = []) {
    const last = people[people.length - 1];
    const { conversation_id } = await db
      .insertInto('conversations')
      .values({
        title,
        starter_user_id: people[0].user_id,
        start_date: now - hoursAgo * 3600 - 600,
        last_message_date: now - hoursAgo * 3600,
        last_message_user_id: last.user_id,
        last_message_username: last.username,
        reply_count: 1,
      })
      .returning('conversation_id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('conversation_recipients')
      .values(people.map((p) => ({ conversation_id, user_id: p.user_id, is_unread: unreadFor.includes(p), is_starred: starredBy.includes(p) })))
      .execute();
  }

  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        const me = await makeUser(db, { username: 'me' });
        const amy = await makeUser(db, { username: 'amy' });
        const bo = await makeUser(db, { username: 'bo' });
        await makeUser(db, { username: 'loner' });
        await makeUser(db, { username: 'blocked', account_state: 'banned' });
        await makeConversation(db, 'Old chat', [me, amy], 48);
        await makeConversation(db, 'Trip planning', [amy, me, bo], 2, [me], [me]);
        await makeConversation(db, 'Not mine', [amy, bo], 1, [bo]);
        for (let i = 0; i < 21; i++) await makeConversation(db, `Bulk ${i + 1}`, [bo, me], 100 + i);
      },
    });
  });
  afterAll(() => t.close());

  it('needs a login', async () => {
    const response = await get(t.app, '/api/conversations');
    expect(response.statusCode).toBe(401);
    expect(json(response).errors[0].code).toBe('not_logged_in');
  });

  it("lists the member's own conversations, newest message first, with participants", async () => {
    const body = json<ConversationsResponse>(await get(t.app, '/api/conversations', await loginAs(t.app, 'me', PASSWORD)));
    expect(body.pagination).toEqual({ current_page: 1, last_page: 2, per_page: 20, total: 23 });
    expect(body.conversations.slice(0, 3).map((c) => c.title)).toEqual(['Trip planning', 'Old chat', 'Bulk 1']);
    expect(body.conversations.map((c) => c.title)).not.toContain('Not mine');
    const trip = body.conversations[0];
    expect(trip).toMatchObject({
      Starter: { username: 'amy' },
      recipient_count: 3,
      last_message_username: 'bo',
      is_unread: true,
      is_starred: true,
      view_url: `/conversations/${trip.conversation_id}`,
    });
    expect(trip.participants.map((p) => p.User.username).sort()).toEqual(['amy', 'bo', 'me']);
    expect(trip.participants.every((p) => p.user_id === p.User.user_id)).toBe(true);
  });

  it('pages, and filters unread with unread=1', async () => {
    const cookie = await loginAs(t.app, 'me', PASSWORD);
    expect(json<ConversationsResponse>(await get(t.app, '/api/conversations?page=2', cookie)).conversations).toHaveLength(3);
    const unread = json<ConversationsResponse>(await get(t.app, '/api/conversations?unread=1', cookie));
    expect(unread.conversations.map((c) => c.title)).toEqual(['Trip planning']);
  });

  it('is empty for a member without conversations', async () => {
    const body = json<ConversationsResponse>(await get(t.app, '/api/conversations', await loginAs(t.app, 'loner', PASSWORD)));
    expect(body).toEqual({ conversations: [], pagination: { current_page: 1, last_page: 1, per_page: 20, total: 0 } });
  });

  it('is closed to a banned account', async () => {
    const response = await get(t.app, '/api/conversations', await loginAs(t.app, 'blocked', PASSWORD));
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual({ errors: [{ code: 'account_blocked', message: 'Your account has been blocked.' }] });
  });

  it.each([
    ['?unread=yes', "The query parameter 'unread' must be one of: 0, 1."],
    ['?page=abc', "The query parameter 'page' must be an integer."],
  ])('rejects %s with a 400', async (query, message) => {
    const response = await get(t.app, `/api/conversations${query}`, await loginAs(t.app, 'me', PASSWORD));
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ errors: [{ code: 'invalid_parameter', message }] });
  });

  it("keeps each member's order as messages come: a reply lifts an old conversation to the top, for everyone in it and for a member invited later", async () => {
    const me = await loginAs(t.app, 'me', PASSWORD);
    const titles = async (cookie: string) => json<ConversationsResponse>(await get(t.app, '/api/conversations?page=1', cookie)).conversations.map((c) => c.title);
    const oldest = await t.db.selectFrom('conversations').select('conversation_id').where('title', '=', 'Bulk 21').executeTakeFirstOrThrow();
    expect(await titles(me)).not.toContain('Bulk 21');

    const reply = await t.app.inject({ method: 'POST', url: '/api/conversation-messages', payload: { conversation_id: oldest.conversation_id, message_html: '<p>Back from the trail</p>' }, headers: { cookie: me } });
    expect(reply.statusCode).toBe(200);
    expect((await titles(me))[0]).toBe('Bulk 21');
    expect((await titles(await loginAs(t.app, 'bo', PASSWORD)))[0]).toBe('Bulk 21');

    const loner = await t.db.selectFrom('users').select('user_id').where('username', '=', 'loner').executeTakeFirstOrThrow();
    const invite = await t.app.inject({ method: 'POST', url: `/api/conversations/${oldest.conversation_id}/invite`, payload: { recipient_ids: [loner.user_id] }, headers: { cookie: me } });
    expect(invite.statusCode).toBe(200);
    const rows = await t.db.selectFrom('conversation_recipients').innerJoin('conversations', 'conversations.conversation_id', 'conversation_recipients.conversation_id').select(['conversation_recipients.last_message_date as mine', 'conversations.last_message_date as theirs']).where('conversations.conversation_id', '=', oldest.conversation_id).execute();
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(Number(row.mine)).toBe(Number(row.theirs));
    expect(await titles(await loginAs(t.app, 'loner', PASSWORD))).toEqual(['Bulk 21']);
  });
});
