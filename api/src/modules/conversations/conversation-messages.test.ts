import type { ConversationMessageReactionsResponse, ConversationMessageResponse, ConversationMessagesResponse, LiveConversationEvent } from '@trailhead/shared-kernel/types';
import type { LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { UserRow } from '../../db/tables/users.table';
import { makeUser, PASSWORD } from '../../../test/fixtures';
import { build, countRows, get, json, loginAs, type TestApp } from '../../../test/helper';

describe('conversation messages (spec §7 Conversations)', () => {
  let t: TestApp;
  const u: Record<string, UserRow> = {};
  const cookie: Record<string, string> = {};
  let moab: number;
  let amyMessage: number;
  let published: { conversation: [number[], LiveConversationEvent][]; counts: number[] };

  async function newConversation(db: Kysely<Database>, title: string, people: UserRow[], messages: [UserRow, string][] = []): Promise<{ id: number; messageIds: number[] }> {
    const start = 1_700_000_000;
    const { conversation_id } = await db
      .insertInto('conversations')
      .values({ title, starter_user_id: people[0].user_id, start_date: start, last_message_date: start, last_message_user_id: people[0].user_id, last_message_username: people[0].username })
      .returning('conversation_id')
      .executeTakeFirstOrThrow();
    await db.insertInto('conversation_recipients').values(people.map((p) => ({ conversation_id, user_id: p.user_id, is_unread: true, is_starred: false }))).execute();
    const messageIds: number[] = [];
    for (const [i, [author, html]] of messages.entries()) {
      const { message_id } = await db
        .insertInto('conversation_messages')
        .values({ conversation_id, user_id: author.user_id, username: author.username, message_date: start + i, message_html: html, message_parsed: html.replace(/<[^>]+>/g, '') })
        .returning('message_id')
        .executeTakeFirstOrThrow();
      messageIds.push(message_id);
    }
    return { id: conversation_id, messageIds };
  }

  const send = (body: Record<string, unknown>, as: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/conversation-messages', payload: body, headers: { ...(cookie[as] ? { cookie: cookie[as] } : {}), ...headers } });
  const errorOf = (response: LightMyRequestResponse) => json(response).errors[0] as { code: string; message: string };
  const messageCount = async (conversationId: number) =>
    Number((await t.db.selectFrom('conversation_messages').select((eb) => eb.fn.countAll<number>().as('n')).where('conversation_id', '=', conversationId).executeTakeFirstOrThrow()).n);
  const alertsOf = (userId: number) => t.db.selectFrom('alerts').selectAll().where('user_id', '=', userId).orderBy('alert_id').execute();

  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        await db
          .insertInto('reactions')
          .values([
            { reaction_id: 1, title: 'Like', text_color: '#00f', image_url: '/like.png', sprite_x: 0, sprite_y: 0, score: 1, display_order: 1 },
            { reaction_id: 2, title: 'Love', text_color: '#f00', image_url: '/love.png', sprite_x: 0, sprite_y: 0, score: 2, display_order: 2 },
          ])
          .execute();
        u.amy = await makeUser(db, { username: 'amy' });
        u.bo = await makeUser(db, { username: 'bo', membership_code: 'premium_membership' });
        u.cy = await makeUser(db, { username: 'cy' });
        u.newbie = await makeUser(db, { username: 'newbie', account_state: 'account_incomplete', email_confirmed: false });
        u.outlaw = await makeUser(db, { username: 'outlaw', account_state: 'banned' });
        u.outsider = await makeUser(db, { username: 'outsider' });
        u.moderator = await makeUser(db, { username: 'moderator', is_moderator: true, is_staff: true });
        u.admin = await makeUser(db, { username: 'admin', is_admin: true, is_staff: true });
        // cy ignores amy: amy's messages reach cy folded, without an e-mail.
        await db.insertInto('user_ignores').values({ user_id: u.cy.user_id, ignored_user_id: u.amy.user_id, ignore_date: 1 }).execute();
        const made = await newConversation(db, 'Moab trip', [u.amy, u.bo, u.cy, u.newbie, u.outlaw], [[u.amy, '<p>Who is in?</p>']]);
        moab = made.id;
        amyMessage = made.messageIds[0];
      },
    });
    for (const name of Object.keys(u)) cookie[name] = await loginAs(t.app, name, PASSWORD);
  });
  beforeEach(() => {
    published = { conversation: [], counts: [] };
    jest.spyOn(t.app.live, 'publishConversation').mockImplementation((ids, event) => void published.conversation.push([[...ids].sort((a, b) => a - b), event]));
    jest.spyOn(t.app.live, 'publishCounts').mockImplementation((id) => void published.counts.push(id));
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => t.close());

  describe('GET /conversations/{id}/messages', () => {
    it('answers the last page by default and marks the conversation read, telling the others ("seen by")', async () => {
      const people = [u.bo, u.amy];
      const { id } = await newConversation(t.db, 'Long one', people, Array.from({ length: 25 }, (_, i) => [people[i % 2], `<p>Line ${i + 1}</p>`] as [UserRow, string]));
      const body = json<ConversationMessagesResponse>(await get(t.app, `/api/conversations/${id}/messages`, cookie.amy));
      expect(body.pagination).toEqual({ current_page: 2, last_page: 2, per_page: 20, total: 25 });
      expect(body.messages.map((m) => m.message_parsed)).toEqual(['Line 21', 'Line 22', 'Line 23', 'Line 24', 'Line 25']);
      const me = await t.db.selectFrom('conversation_recipients').selectAll().where('conversation_id', '=', id).where('user_id', '=', u.amy.user_id).executeTakeFirstOrThrow();
      expect(Boolean(me.is_unread)).toBe(false);
      expect(me.last_read_date).toEqual(expect.any(Number));
      expect(published.counts).toEqual([u.amy.user_id]);
      expect(published.conversation).toEqual([[[u.bo.user_id], { conversation_id: id, kind: 'read', user_id: u.amy.user_id, read_date: me.last_read_date }]]);
    });

    it('an earlier page does not mark it read', async () => {
      const people = [u.bo, u.amy];
      const { id } = await newConversation(t.db, 'Two pages', people, Array.from({ length: 21 }, (_, i) => [people[i % 2], `<p>L${i}</p>`] as [UserRow, string]));
      const body = json<ConversationMessagesResponse>(await get(t.app, `/api/conversations/${id}/messages?page=1`, cookie.amy));
      expect(body.messages).toHaveLength(20);
      expect(body.messages[0].message_parsed).toBe('L0');
      const me = await t.db.selectFrom('conversation_recipients').select('is_unread').where('conversation_id', '=', id).where('user_id', '=', u.amy.user_id).executeTakeFirstOrThrow();
      expect(Boolean(me.is_unread)).toBe(true);
      expect(published.conversation).toEqual([]);
    });

    it('shows an unconfirmed participant the messages, but they may do nothing with them', async () => {
      const body = json<ConversationMessagesResponse>(await get(t.app, `/api/conversations/${moab}/messages`, cookie.newbie));
      expect(body.messages[0]).toMatchObject({ message_id: amyMessage, can_edit: false, can_react: false, can_report: false });
    });

    it('answers the same 404 to an outsider, the moderator and the admin who are not in it, and for no conversation at all', async () => {
      for (const as of ['outsider', 'moderator', 'admin']) {
        const response = await get(t.app, `/api/conversations/${moab}/messages`, cookie[as]);
        expect(response.statusCode).toBe(404);
        expect(errorOf(response).message).toBe('The requested conversation could not be found.');
        expect(response.body).not.toContain('Moab');
      }
      expect(errorOf(await get(t.app, '/api/conversations/999999/messages', cookie.amy)).message).toBe('The requested conversation could not be found.');
    });

    it('refuses visitors (401) and banned members (403), and bad pages (400)', async () => {
      expect((await get(t.app, `/api/conversations/${moab}/messages`)).statusCode).toBe(401);
      expect((await get(t.app, `/api/conversations/${moab}/messages`, cookie.outlaw)).statusCode).toBe(403);
      for (const page of ['0', '-1', 'x', '1e9']) {
        expect((await get(t.app, `/api/conversations/${moab}/messages?page=${page}`, cookie.amy)).statusCode).toBe(400);
      }
      expect((await get(t.app, '/api/conversations/99999999999/messages', cookie.amy)).statusCode).toBe(400);
    });
  });

  describe('POST /conversation-messages (reply)', () => {
    it('writes the reply, counts it, makes it unread for the others, tells them and e-mails those who asked (not those who ignore the sender)', async () => {
      const { id } = await newConversation(t.db, 'Gear list', [u.bo, u.amy, u.cy], [[u.bo, '<p>Bring straps</p>']]);
      const response = await send({ conversation_id: id, message_html: '<p>Got <b>two</b> <script>alert(1)</script></p>' }, 'amy');
      expect(response.statusCode).toBe(200);
      const { message } = json<ConversationMessageResponse>(response);
      expect(message).toMatchObject({ conversation_id: id, user_id: u.amy.user_id, message_html: '<p>Got <b>two</b> </p>', can_edit: true, can_react: false, edit_date: null });
      const conversation = await t.db.selectFrom('conversations').selectAll().where('conversation_id', '=', id).executeTakeFirstOrThrow();
      expect(conversation).toMatchObject({ reply_count: 1, last_message_username: 'amy' });
      const unread = await t.db.selectFrom('conversation_recipients').select(['user_id', 'is_unread']).where('conversation_id', '=', id).orderBy('user_id').execute();
      expect(unread.map((r) => [r.user_id, Boolean(r.is_unread)])).toEqual([
        [u.amy.user_id, false],
        [u.bo.user_id, true],
        [u.cy.user_id, true],
      ]);
      expect(published.counts.sort()).toEqual([u.bo.user_id, u.cy.user_id].sort());
      expect(published.conversation).toEqual([[[u.amy.user_id, u.bo.user_id, u.cy.user_id].sort((a, b) => a - b), { conversation_id: id, kind: 'message', message_id: message.message_id, user_id: u.amy.user_id }]]);
      expect((await t.lastMailTo('bo@example.test'))?.subject).toBeDefined();
      expect(await t.lastMailTo('cy@example.test')).toBeUndefined();
      // cy still has the message, folded.
      const seenByCy = json<ConversationMessagesResponse>(await get(t.app, `/api/conversations/${id}/messages`, cookie.cy)).messages.at(-1)!;
      expect(seenByCy).toMatchObject({ message_id: message.message_id, is_ignored: true });
    });

    it('sends once per key: a retry (header or body key) answers the first message', async () => {
      const { id } = await newConversation(t.db, 'Retry', [u.amy, u.bo]);
      const first = json<ConversationMessageResponse>(await send({ conversation_id: id, message_html: '<p>Once</p>' }, 'amy', { 'Idempotency-Key': 'send-1' })).message;
      const again = json<ConversationMessageResponse>(await send({ conversation_id: id, message_html: '<p>Once</p>', idempotency_key: 'send-1' }, 'amy')).message;
      expect(again.message_id).toBe(first.message_id);
      expect(await messageCount(id)).toBe(1);
      // The key is the member's own: bo's send with the same key is another message.
      await send({ conversation_id: id, message_html: '<p>Mine</p>' }, 'bo', { 'Idempotency-Key': 'send-1' });
      expect(await messageCount(id)).toBe(2);
      // Two different keys in one request are a mistake, said plainly.
      const mixed = await send({ conversation_id: id, message_html: '<p>x</p>', idempotency_key: 'a' }, 'amy', { 'Idempotency-Key': 'b' });
      expect(mixed.statusCode).toBe(400);
      expect(errorOf(mixed).code).toBe('invalid_idempotency_key');
    });

    it('two sends racing with one key write one message', async () => {
      const { id } = await newConversation(t.db, 'Race', [u.amy, u.bo]);
      const [a, b] = await Promise.all([
        send({ conversation_id: id, message_html: '<p>Race</p>' }, 'amy', { 'Idempotency-Key': 'race-1' }),
        send({ conversation_id: id, message_html: '<p>Race</p>' }, 'amy', { 'Idempotency-Key': 'race-1' }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(json(a).message.message_id).toBe(json(b).message.message_id);
      expect(await messageCount(id)).toBe(1);
      const conversation = await t.db.selectFrom('conversations').select('reply_count').where('conversation_id', '=', id).executeTakeFirstOrThrow();
      expect(conversation.reply_count).toBe(0);
    });

    it('alerts quoted and mentioned participants only: not one who ignores the writer, nor an outsider', async () => {
      const { id } = await newConversation(t.db, 'Alerts', [u.amy, u.bo, u.cy], [[u.bo, '<p>Trail at 8</p>']]);
      const html = `<blockquote data-quote="bo"><p>Trail at 8</p></blockquote><p>OK @cy and @outsider</p>`;
      const { message } = json<ConversationMessageResponse>(await send({ conversation_id: id, message_html: html }, 'amy'));
      expect((await alertsOf(u.bo.user_id)).map((a) => [a.action, a.content_type, a.content_id])).toEqual([['quote', 'conversation_message', message.message_id]]);
      // cy ignores amy: her mention of cy tells cy nothing.
      expect(await alertsOf(u.cy.user_id)).toEqual([]);
      expect(await alertsOf(u.outsider.user_id)).toEqual([]);
      expect(published.counts).toEqual(expect.arrayContaining([u.bo.user_id]));
      expect(published.counts).not.toContain(u.outsider.user_id);
      const reply = json<ConversationMessageResponse>(await send({ conversation_id: id, message_html: '<p>See you there @cy</p>' }, 'bo')).message;
      expect((await alertsOf(u.cy.user_id)).map((a) => [a.action, a.content_type, a.content_id])).toEqual([['mention', 'conversation_message', reply.message_id]]);
      await t.db.deleteFrom('alerts').execute();
    });

    it('refuses bad input with a clear 400 and writes nothing', async () => {
      const before = await messageCount(moab);
      const cases: [Record<string, unknown>, string | RegExp][] = [
        [{ conversation_id: moab, message_html: '<p> </p>' }, 'Post message should not be empty'],
        [{ conversation_id: moab, message_html: '<script>x</script>' }, 'Post message should not be empty'],
        [{ conversation_id: moab, message_html: 'x'.repeat(100_001) }, /100000/],
        [{ conversation_id: moab }, /message_html/],
        [{ message_html: '<p>Hi</p>' }, /conversation_id/],
        [{ conversation_id: 'abc', message_html: '<p>Hi</p>' }, /conversation_id/],
        [{ conversation_id: 99_999_999_999, message_html: '<p>Hi</p>' }, /conversation_id/],
        [{ conversation_id: moab, message_html: { html: '<p>x</p>' } }, /message_html/],
        [{ conversation_id: moab, message_html: '<p>Hi</p>', attachment_key: 'no such key' }, /attachment_key/],
        [{ conversation_id: moab, message_html: '<p>Hi</p>', attachment_key: 'unknownkey' }, 'No attachment found'],
        [{ conversation_id: moab, message_html: '<p>Hi</p>', idempotency_key: 'x'.repeat(129) }, /idempotency_key/],
      ];
      for (const [body, message] of cases) {
        const response = await send(body, 'amy');
        expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
        expect(errorOf(response).message).toMatch(message);
      }
      expect((await send({ conversation_id: moab, message_html: '<p>Hi</p>' }, 'amy', { 'Idempotency-Key': 'bad key with spaces' })).statusCode).toBe(400);
      expect(await messageCount(moab)).toBe(before);
    });

    it('refuses each role that may not reply and writes nothing', async () => {
      const before = await messageCount(moab);
      const body = { conversation_id: moab, message_html: '<p>Let me in</p>' };
      expect((await send(body, 'visitor')).statusCode).toBe(401);
      expect((await send(body, 'outlaw')).statusCode).toBe(403);
      const newbie = await send(body, 'newbie');
      expect(newbie.statusCode).toBe(403);
      expect(errorOf(newbie).code).toBe('account_incomplete');
      for (const as of ['outsider', 'moderator', 'admin']) {
        const response = await send(body, as);
        expect(response.statusCode).toBe(404);
        expect(errorOf(response).message).toBe('The requested conversation could not be found.');
      }
      expect(await messageCount(moab)).toBe(before);
      expect(published.conversation).toEqual([]);
    });

    it('a member who left can no longer reply', async () => {
      const { id } = await newConversation(t.db, 'Left', [u.amy, u.bo]);
      await t.db.deleteFrom('conversation_recipients').where('conversation_id', '=', id).where('user_id', '=', u.bo.user_id).execute();
      expect((await send({ conversation_id: id, message_html: '<p>back?</p>' }, 'bo')).statusCode).toBe(404);
    });
  });

  describe('POST /conversation-messages/{id} (edit)', () => {
    it('saves the author’s edit with edit_date, and strips reply quotes but keeps plain quotes (spec §5)', async () => {
      const { id, messageIds } = await newConversation(t.db, 'Edit', [u.amy, u.bo], [[u.bo, '<p>Meet at 8</p>'], [u.amy, '<p>Fine</p>']]);
      const html = '<blockquote data-quote="bo" data-post-id="1"><p>Meet at <b>8</b></p></blockquote><p>Fine, at 9</p><blockquote><p>Early bird</p></blockquote>';
      const response = await t.app.inject({ method: 'POST', url: `/api/conversation-messages/${messageIds[1]}`, payload: { message_html: html }, headers: { cookie: cookie.amy } });
      expect(response.statusCode).toBe(200);
      const { message } = json<ConversationMessageResponse>(response);
      expect(message.message_html).toBe('<p>Fine, at 9</p><blockquote><p>Early bird</p></blockquote>');
      expect(message.message_parsed).toBe('Fine, at 9 Early bird');
      expect(message.edit_date).toEqual(expect.any(Number));
      expect(published.conversation).toEqual([[[u.amy.user_id, u.bo.user_id].sort((a, b) => a - b), { conversation_id: id, kind: 'edit', message_id: messageIds[1], user_id: u.amy.user_id }]]);
      // Only a quote left: nothing remains, which is an empty message.
      const onlyQuote = await t.app.inject({
        method: 'POST', url: `/api/conversation-messages/${messageIds[1]}`, payload: { message_html: '<blockquote data-quote="bo"><p>x</p></blockquote>' }, headers: { cookie: cookie.amy },
      });
      expect(onlyQuote.statusCode).toBe(400);
      expect(errorOf(onlyQuote).message).toBe('Post message should not be empty');
    });

    it('alerts a participant newly mentioned by the edit, once', async () => {
      const { messageIds } = await newConversation(t.db, 'Edit mention', [u.amy, u.bo], [[u.amy, '<p>Hi</p>']]);
      const edit = (html: string) => t.app.inject({ method: 'POST', url: `/api/conversation-messages/${messageIds[0]}`, payload: { message_html: html }, headers: { cookie: cookie.amy } });
      await edit('<p>Hi @bo</p>');
      await edit('<p>Hi @bo again</p>');
      expect((await alertsOf(u.bo.user_id)).map((a) => a.action)).toEqual(['mention']);
      await t.db.deleteFrom('alerts').execute();
    });

    it('refuses another’s message (403), outsiders (404), the unconfirmed, and writes nothing', async () => {
      const edit = (as: string) =>
        t.app.inject({ method: 'POST', url: `/api/conversation-messages/${amyMessage}`, payload: { message_html: '<p>Hacked</p>' }, headers: as === 'visitor' ? {} : { cookie: cookie[as] } });
      const refusals: [string, number][] = [['visitor', 401], ['outlaw', 403], ['newbie', 403], ['bo', 403], ['outsider', 404], ['admin', 404]];
      for (const [as, status] of refusals) expect({ as, status: (await edit(as)).statusCode }).toEqual({ as, status });
      expect(errorOf(await edit('bo')).message).toBe('You may only edit your own messages.');
      expect(errorOf(await edit('outsider')).message).toBe('The requested message could not be found.');
      const row = await t.db.selectFrom('conversation_messages').selectAll().where('message_id', '=', amyMessage).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ message_html: '<p>Who is in?</p>', edit_date: null });
      expect((await t.app.inject({ method: 'POST', url: '/api/conversation-messages/999999', payload: { message_html: '<p>x</p>' }, headers: { cookie: cookie.amy } })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'POST', url: `/api/conversation-messages/${amyMessage}`, payload: {}, headers: { cookie: cookie.amy } })).statusCode).toBe(400);
    });
  });

  describe('GET /conversation-messages/{id}', () => {
    it('shows a participant the message, and nobody else', async () => {
      const response = await get(t.app, `/api/conversation-messages/${amyMessage}`, cookie.bo);
      expect(json<ConversationMessageResponse>(response).message).toMatchObject({ message_id: amyMessage, message_html: '<p>Who is in?</p>', can_react: true, can_report: true, can_edit: false });
      for (const as of ['outsider', 'moderator', 'admin']) {
        const refused = await get(t.app, `/api/conversation-messages/${amyMessage}`, cookie[as]);
        expect(refused.statusCode).toBe(404);
        expect(refused.body).not.toContain('Who is in');
      }
      expect((await get(t.app, `/api/conversation-messages/${amyMessage}`)).statusCode).toBe(401);
      expect((await get(t.app, `/api/conversation-messages/${amyMessage}`, cookie.outlaw)).statusCode).toBe(403);
      expect((await get(t.app, '/api/conversation-messages/0', cookie.bo)).statusCode).toBe(400);
    });
  });

  describe('reactions', () => {
    const react = (messageId: number, as: string, reaction_id: unknown) =>
      t.app.inject({ method: 'POST', url: `/api/conversation-messages/${messageId}/react`, payload: { reaction_id }, headers: as === 'visitor' ? {} : { cookie: cookie[as] } });

    it('adds, replaces and removes a reaction, keeps the score and alerts the author once per reaction', async () => {
      const { id, messageIds } = await newConversation(t.db, 'React', [u.amy, u.bo, u.cy], [[u.amy, '<p>Photo</p>']]);
      const messageId = messageIds[0];
      let response = await react(messageId, 'bo', 1);
      expect(json(response)).toMatchObject({ action: 'added', message: { reaction_score: 1, visitor_reaction_id: 1, reactions: [{ reaction_id: 1, count: 1 }] } });
      expect(published.conversation).toEqual([[[u.amy.user_id, u.bo.user_id, u.cy.user_id].sort((a, b) => a - b), { conversation_id: id, kind: 'reaction', message_id: messageId, user_id: u.bo.user_id }]]);
      expect(published.counts).toEqual([u.amy.user_id]);
      response = await react(messageId, 'bo', 2);
      expect(json(response)).toMatchObject({ action: 'replaced', message: { reaction_score: 2, visitor_reaction_id: 2 } });
      await react(messageId, 'cy', 1);
      const list = json<ConversationMessageReactionsResponse>(await get(t.app, `/api/conversation-messages/${messageId}/reactions`, cookie.amy));
      expect(list.pagination.total).toBe(2);
      expect(list.reactions.map((r) => [r.User.username, r.reaction_id]).sort()).toEqual([['bo', 2], ['cy', 1]]);
      const loves = json<ConversationMessageReactionsResponse>(await get(t.app, `/api/conversation-messages/${messageId}/reactions?reaction_id=2`, cookie.amy));
      expect(loves.reactions.map((r) => r.User.username)).toEqual(['bo']);
      const reactionAlerts = async () =>
        (await alertsOf(u.amy.user_id)).map((a) => [a.action, a.content_type, a.content_id, a.from_user_id, JSON.parse(a.extra_data).reaction_id]);
      // The author's alerts follow the reactions: bo's Like became a Love, cy's Like stands.
      expect(await reactionAlerts()).toEqual([
        ['reaction', 'conversation_message', messageId, u.bo.user_id, 2],
        ['reaction', 'conversation_message', messageId, u.cy.user_id, 1],
      ]);
      published.counts.length = 0;
      response = await react(messageId, 'bo', 2);
      expect(json(response)).toMatchObject({ action: 'removed', message: { reaction_score: 1, visitor_reaction_id: null } });
      expect(await reactionAlerts()).toEqual([['reaction', 'conversation_message', messageId, u.cy.user_id, 1]]);
      // Amy's count went down: her open pages are told.
      expect(published.counts).toEqual([u.amy.user_id]);
      await t.db.deleteFrom('alerts').execute();
    });

    it('refuses one’s own message, unknown reactions, outsiders and the unconfirmed, and writes nothing', async () => {
      const before = await countRows(t.db, 'conversation_message_reactions');
      const own = await react(amyMessage, 'amy', 1);
      expect(own.statusCode).toBe(403);
      expect(errorOf(own).message).toBe('You cannot react to your own message.');
      const unknown = await react(amyMessage, 'bo', 99);
      expect(unknown.statusCode).toBe(400);
      expect(errorOf(unknown).message).toBe('Could not react to the message! reaction_id must be one of: 1, 2.');
      for (const bad of [0, -1, 'like', null, 99_999_999_999]) expect((await react(amyMessage, 'bo', bad)).statusCode).toBe(400);
      const refusals: [string, number][] = [['visitor', 401], ['outlaw', 403], ['newbie', 403], ['outsider', 404], ['moderator', 404]];
      for (const [as, status] of refusals) expect({ as, status: (await react(amyMessage, as, 1)).statusCode }).toEqual({ as, status });
      expect(await countRows(t.db, 'conversation_message_reactions')).toBe(before);
      expect(await alertsOf(u.amy.user_id)).toEqual([]);
      for (const as of ['outsider', 'moderator']) expect((await get(t.app, `/api/conversation-messages/${amyMessage}/reactions`, cookie[as])).statusCode).toBe(404);
      expect((await get(t.app, `/api/conversation-messages/${amyMessage}/reactions?page=0`, cookie.bo)).statusCode).toBe(400);
    });
  });

  describe('POST /conversation-messages/{id}/report', () => {
    const report = (messageId: number, as: string, message: unknown) =>
      t.app.inject({ method: 'POST', url: `/api/conversation-messages/${messageId}/report`, payload: { message }, headers: as === 'visitor' ? {} : { cookie: cookie[as] } });

    it('files a report once: a second one by the same member is accepted and writes nothing', async () => {
      const first = await report(amyMessage, 'bo', '  Spam link  ');
      expect(json(first)).toEqual({ status: 'ok', message: 'Thank you: the moderators will look at this message.' });
      const second = await report(amyMessage, 'bo', 'Still spam');
      expect(json(second)).toEqual({ status: 'ok', message: 'You have already reported this message: the moderators will look at it.' });
      const rows = await t.db.selectFrom('conversation_message_reports').selectAll().where('message_id', '=', amyMessage).execute();
      expect(rows.map((r) => [r.user_id, r.message, r.report_state])).toEqual([[u.bo.user_id, 'Spam link', 'open']]);
    });

    it('refuses one’s own message, bad reasons, outsiders and the unconfirmed, and writes nothing', async () => {
      const before = await countRows(t.db, 'conversation_message_reports');
      const own = await report(amyMessage, 'amy', 'Mine');
      expect(own.statusCode).toBe(403);
      expect(errorOf(own).message).toBe('You cannot report your own message.');
      for (const bad of ['', '   ', 'x'.repeat(1001), { text: 'x' }, null]) expect({ bad, status: (await report(amyMessage, 'cy', bad)).statusCode }).toEqual({ bad, status: 400 });
      expect(errorOf(await report(amyMessage, 'cy', '   ')).message).toBe('Please say what is wrong with this message.');
      const refusals: [string, number][] = [['visitor', 401], ['outlaw', 403], ['newbie', 403], ['outsider', 404], ['admin', 404]];
      for (const [as, status] of refusals) expect({ as, status: (await report(amyMessage, as, 'Spam')).statusCode }).toEqual({ as, status });
      expect(await countRows(t.db, 'conversation_message_reports')).toBe(before);
    });
  });
});
