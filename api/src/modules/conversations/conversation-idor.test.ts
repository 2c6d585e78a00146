// The IDOR sweep: every route the app registers under /api/conversations and
// /api/conversation-messages (read from the route table, so routes added later are covered without
// an edit here) is tried on someone else's conversation by members who do not take part in it: a
// valid member, a moderator, and a participant who left. Each gets 403 or 404, never the
// conversation's title or a message's text, and nothing in the database changes.
import type { RouteOptions } from 'fastify';
import type { UserRow } from '../../db/tables/users.table';
import { makeUser, PASSWORD } from '../../../test/fixtures';
import { build, loginAs, type TestApp } from '../../../test/helper';

const TITLE = 'Zebra-secret-title-7731';
const TEXT = 'Okapi-secret-message-4410';

interface Route {
  method: string;
  url: string;
}

describe('conversations: nobody outside a conversation can read, write in or learn about it, by any route', () => {
  let t: TestApp;
  const routes: Route[] = [];
  const users: Record<string, UserRow> = {};
  let conversationId = 0;
  let messageId = 0;

  beforeAll(async () => {
    t = await build({
      onRoute: (route: RouteOptions) => {
        for (const method of [route.method].flat()) {
          if (method !== 'HEAD' && /^\/api\/(conversations|conversation-messages)(\/|$)/.test(route.url)) routes.push({ method, url: route.url });
        }
      },
      seed: async (db) => {
        users.amy = await makeUser(db, { username: 'amy' });
        users.bo = await makeUser(db, { username: 'bo' });
        users.outsider = await makeUser(db, { username: 'outsider' });
        users.moderator = await makeUser(db, { username: 'moderator', is_moderator: true });
        users.leaver = await makeUser(db, { username: 'leaver' });
        users.guest = await makeUser(db, { username: 'guest' });
        ({ conversation_id: conversationId } = await db
          .insertInto('conversations')
          .values({ title: TITLE, starter_user_id: users.amy.user_id, start_date: 1_700_000_000, last_message_date: 1_700_000_100, last_message_user_id: users.bo.user_id, last_message_username: 'bo', reply_count: 1 })
          .returning('conversation_id')
          .executeTakeFirstOrThrow());
        await db
          .insertInto('conversation_recipients')
          .values([users.amy, users.bo].map((u) => ({ conversation_id: conversationId, user_id: u.user_id, is_unread: true, is_starred: false, joined_date: 1_700_000_000 })))
          .execute();
        const messages = await db
          .insertInto('conversation_messages')
          .values([users.amy, users.bo].map((u, i) => ({
            conversation_id: conversationId,
            user_id: u.user_id,
            username: u.username,
            message_date: 1_700_000_000 + i * 100,
            message_html: `<p>${TEXT} ${i}</p>`,
            message_parsed: `${TEXT} ${i}`,
          })))
          .returning('message_id')
          .execute();
        messageId = messages[1].message_id;
      },
    });
    // The leaver took part once and left: their row is gone (spec: leaving deletes it).
    expect(routes.length).toBeGreaterThan(0);
  });
  afterAll(() => t.close());

  /** Everything a write could change, to compare before and after. */
  async function snapshot() {
    const tables = ['conversations', 'conversation_recipients', 'conversation_messages', 'conversation_message_reactions', 'conversation_message_reports', 'conversation_idempotency_keys', 'alerts', 'drafts'] as const;
    return Promise.all(tables.map((table) => t.db.selectFrom(table as never).selectAll().execute()));
  }

  function urlFor(route: Route): string {
    const id = route.url.startsWith('/api/conversation-messages') ? messageId : conversationId;
    return route.url.replace(/:\w+/g, String(id));
  }

  /** A body every route of the family would accept as well-formed, aimed at the conversation. */
  function bodyFor(): Record<string, unknown> {
    return {
      conversation_id: conversationId,
      message_html: '<p>Let me in</p>',
      title: 'Hijacked',
      star: 1,
      recipient_ids: [users.guest.user_id],
      reaction_id: 1,
      message: 'This is spam, please look',
      idempotency_key: 'idor-sweep-1',
    };
  }

  it('lists the family of routes from the app (list, detail, writes, and the messages part’s routes)', () => {
    const names = routes.map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(expect.arrayContaining(['GET /api/conversations/:id', 'POST /api/conversations/:id/invite', 'DELETE /api/conversations/:id']));
  });

  it('(control) a participant reaches the same URLs: the sweep aims at the right rows', async () => {
    const cookie = await loginAs(t.app, 'amy', PASSWORD);
    for (const route of routes.filter((r) => r.method === 'GET' && r.url.includes(':'))) {
      const response = await t.app.inject({ method: 'GET', url: urlFor(route), headers: { cookie }, query: { page: '1', with_messages: '1' } });
      expect(`${route.url} ${response.statusCode}`).toBe(`${route.url} 200`);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/conversations/${conversationId}`, headers: { cookie } })).body).toContain(TITLE);
  });

  it.each(['outsider', 'moderator', 'leaver'])('the %s gets 403 or 404 on every route, learns nothing and changes nothing', async (name) => {
    if (name === 'leaver') {
      // They were a participant and left (their recipient row is what leaving deletes).
      await t.db.insertInto('conversation_recipients').values({ conversation_id: conversationId, user_id: users.leaver.user_id, is_unread: false, is_starred: true, joined_date: 1_700_000_000 }).execute();
      const cookie = await loginAs(t.app, 'leaver', PASSWORD);
      const left = await t.app.inject({ method: 'DELETE', url: `/api/conversations/${conversationId}`, headers: { cookie } });
      expect(left.statusCode).toBe(200);
    }
    const cookie = await loginAs(t.app, name, PASSWORD);
    const before = await snapshot();
    const outcomes: string[] = [];
    for (const route of routes) {
      const hasTarget = route.url.includes(':') || route.url === '/api/conversation-messages';
      // Starting a conversation of one's own aims at no one else's: the list is read for leaks only.
      if (!hasTarget && route.method !== 'GET') continue;
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: urlFor(route),
        headers: { cookie, 'idempotency-key': 'idor-sweep-1' },
        ...(route.method === 'GET' ? { query: { page: '1', with_messages: '1' } } : { payload: bodyFor() }),
      });
      expect(response.body).not.toContain(TITLE);
      expect(response.body).not.toContain(TEXT);
      if (hasTarget) outcomes.push(`${route.method} ${route.url} → ${[403, 404].includes(response.statusCode) ? 'refused' : response.statusCode}`);
    }
    expect(outcomes.filter((outcome) => !outcome.endsWith('refused'))).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});
