import type { AlertsResponse } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { makeNode, makeThread, makeUser, PASSWORD } from '../../../test/fixtures';
import { build, get, json, loginAs, type TestApp } from '../../../test/helper';

describe('GET /alerts', () => {
  let t: TestApp;
  const now = nowSeconds();
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        const me = await makeUser(db, { username: 'me' });
        const fan = await makeUser(db, { username: 'fan', is_moderator: true });
        ids.me = me.user_id;
        ids.fan = fan.user_id;
        const forum = await makeNode(db, { title: 'Trail Talk' });
        ids.thread = await makeThread(db, { node_id: forum, title: 'My first trip', author: me, posts: 25, repliers: [fan] });
        ids.post = (await db.selectFrom('posts').select('post_id').where('thread_id', '=', ids.thread).where('position', '=', 23).executeTakeFirstOrThrow()).post_id;
        const base = { user_id: me.user_id, is_read: false, is_viewed: false };
        await db
          .insertInto('alerts')
          .values([
            { ...base, from_user_id: fan.user_id, action: 'reaction', content_type: 'post', content_id: ids.post, event_date: now - 60, extra_data: '{"reaction_id":2}' },
            { ...base, from_user_id: null, action: 'award', content_type: 'user', content_id: me.user_id, event_date: now - 3600, extra_data: '{"title":"Trail Reporter"}', is_read: true, is_viewed: true },
            { ...base, from_user_id: fan.user_id, action: 'thread_move', content_type: 'thread', content_id: ids.thread, event_date: now - 7200, extra_data: '{"reason":"Better fit"}' },
            { ...base, from_user_id: fan.user_id, action: 'quote', content_type: 'post', content_id: 999999, event_date: now - 9000, extra_data: 'not json' },
            ...Array.from({ length: 20 }, (_, i) => ({ ...base, from_user_id: fan.user_id, action: 'following', content_type: 'user' as const, content_id: fan.user_id, event_date: now - 86_400 * (i + 2), extra_data: '{}' })),
            { user_id: fan.user_id, from_user_id: me.user_id, action: 'following', content_type: 'user', content_id: me.user_id, event_date: now, extra_data: '{}', is_read: false, is_viewed: false },
          ])
          .execute();
      },
    });
  });
  afterAll(() => t.close());

  it('needs a login', async () => {
    const response = await get(t.app, '/api/alerts');
    expect(response.statusCode).toBe(401);
    expect(json(response).errors[0].code).toBe('not_logged_in');
  });

  it("lists the member's alerts newest first, with who, what and where", async () => {
    const body = json<AlertsResponse>(await get(t.app, '/api/alerts', await loginAs(t.app, 'me', PASSWORD)));
    expect(body.pagination).toEqual({ current_page: 1, last_page: 2, per_page: 20, total: 24 });
    const [reaction, award, move, quote] = body.alerts;
    expect(reaction).toMatchObject({
      action: 'reaction',
      content_type: 'post',
      // With the roles that colour the name (spec §6): fan is a moderator.
      FromUser: { username: 'fan', view_url: `/members/fan.${ids.fan}/`, is_admin: false, is_moderator: true },
      ToUser: { username: 'me', view_url: `/members/me.${ids.me}/` },
      Content: { title: 'My first trip', view_url: `/threads/my-first-trip-t.${ids.thread}/page-2#post-${ids.post}`, message: 'Post 23 of My first trip' },
      extra_data: { reaction_id: 2 },
      read: false,
      viewed: false,
    });
    expect(award).toMatchObject({ FromUser: null, Content: { title: 'me' }, extra_data: { title: 'Trail Reporter' }, read: true, viewed: true });
    expect(move).toMatchObject({ Content: { view_url: `/threads/my-first-trip-t.${ids.thread}/`, title: 'My first trip', message: null }, extra_data: { reason: 'Better fit' } });
    // Content that no longer exists, and unreadable extra data, come back empty rather than failing.
    expect(quote).toMatchObject({ action: 'quote', Content: null, extra_data: {} });
  });

  it('pages', async () => {
    const body = json<AlertsResponse>(await get(t.app, '/api/alerts?page=2', await loginAs(t.app, 'me', PASSWORD)));
    expect(body.alerts).toHaveLength(4);
    expect(body.alerts.every((a) => a.action === 'following')).toBe(true);
  });

  it('pages far down a long list as on its first pages: newest first, ties by id, filtered or not', async () => {
    const deep = await makeUser(t.db, { username: 'deep' });
    const cookie = await loginAs(t.app, 'deep', PASSWORD);
    // 1,010 alerts, two to a date; every other one a reaction. Page 21 on lies past the point where
    // a page's ids are found before its alerts are joined (alerts.repository.ts).
    const alerts = Array.from({ length: 1010 }, (_, i) => ({
      user_id: deep.user_id,
      from_user_id: ids.fan,
      action: i % 2 === 0 ? 'reaction' : 'following',
      content_type: 'user' as const,
      content_id: ids.fan,
      event_date: now - Math.floor(i / 2),
      extra_data: '{}',
      is_read: false,
      is_viewed: false,
    }));
    for (let i = 0; i < alerts.length; i += 101) await t.db.insertInto('alerts').values(alerts.slice(i, i + 101)).execute();
    const expected = async (action: string | null, offset: number) => {
      let query = t.db.selectFrom('alerts').select('alert_id').where('user_id', '=', deep.user_id);
      if (action) query = query.where('action', '=', action);
      const rows = await query.orderBy('event_date', 'desc').orderBy('alert_id', 'desc').limit(20).offset(offset).execute();
      return rows.map((row) => row.alert_id);
    };
    const listed = async (path: string) => json<AlertsResponse>(await get(t.app, path, cookie));
    for (const page of [1, 21, 51]) {
      const body = await listed(`/api/alerts?page=${page}`);
      expect(body.alerts.map((alert) => alert.alert_id)).toEqual(await expected(null, (page - 1) * 20));
      expect(body.alerts[0]).toMatchObject({ FromUser: { username: 'fan' }, ToUser: { username: 'deep' } });
    }
    expect((await listed('/api/alerts?page=51')).alerts).toHaveLength(10);
    const reactions = await listed('/api/alerts?filters[]=reactions&page=21');
    expect(reactions.pagination).toMatchObject({ current_page: 21, total: 505 });
    expect(reactions.alerts.map((alert) => alert.alert_id)).toEqual(await expected('reaction', 400));
    expect(reactions.alerts.every((alert) => alert.action === 'reaction')).toBe(true);
  });

  it('rejects a bad page with a 400', async () => {
    const response = await get(t.app, '/api/alerts?page=0', await loginAs(t.app, 'me', PASSWORD));
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ errors: [{ code: 'invalid_parameter', message: "The query parameter 'page' must be at least 1." }] });
  });

  it('keeps the unfiltered total true as alerts come and go, whoever writes them (triggers), and it matches a count', async () => {
    const pal = await makeUser(t.db, { username: 'pal' });
    const cookie = await loginAs(t.app, 'pal', PASSWORD);
    const total = async () => json<AlertsResponse>(await get(t.app, '/api/alerts', cookie)).pagination.total;
    const counted = async () => Number((await t.db.selectFrom('alerts').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', pal.user_id).executeTakeFirstOrThrow()).n);
    expect(await total()).toBe(0);
    const alert = (i: number) => ({ user_id: pal.user_id, from_user_id: ids.fan, action: 'following', content_type: 'user' as const, content_id: ids.fan, event_date: now - i, extra_data: '{}', is_read: false, is_viewed: false });
    await t.db.insertInto('alerts').values([alert(1), alert(2), alert(3)]).execute();
    await t.db.insertInto('alerts').values(alert(4)).execute();
    expect([await total(), await counted()]).toEqual([4, 4]);
    // Reading them changes nothing; taking some away does.
    await t.db.updateTable('alerts').set({ is_read: true }).where('user_id', '=', pal.user_id).execute();
    await t.db.deleteFrom('alerts').where('user_id', '=', pal.user_id).where('event_date', '>=', now - 2).execute();
    expect([await total(), await counted()]).toEqual([2, 2]);
    // The filtered list counts as before.
    expect(json<AlertsResponse>(await get(t.app, '/api/alerts?filters[]=following', cookie)).pagination.total).toBe(2);
    expect(json<AlertsResponse>(await get(t.app, '/api/alerts?filters[]=reactions', cookie)).pagination.total).toBe(0);
  });

  it('names an actor since deleted as nobody (the page shows unknown member), even just after their alert was listed', async () => {
    const host = await makeUser(t.db, { username: 'host' });
    const guest = await makeUser(t.db, { username: 'guest' });
    const cookie = await loginAs(t.app, 'host', PASSWORD);
    await t.db
      .insertInto('alerts')
      .values({ user_id: host.user_id, from_user_id: guest.user_id, action: 'following', content_type: 'user', content_id: guest.user_id, event_date: now, extra_data: '{}', is_read: false, is_viewed: false })
      .execute();
    const listed = async () => json<AlertsResponse>(await get(t.app, '/api/alerts', cookie)).alerts[0];
    expect(await listed()).toMatchObject({ FromUser: { username: 'guest' }, ToUser: { username: 'host' } });
    await t.db.deleteFrom('users').where('user_id', '=', guest.user_id).execute();
    expect(await listed()).toMatchObject({ action: 'following', FromUser: null, ToUser: { username: 'host' } });
  });
});
