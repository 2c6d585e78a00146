import { sql } from 'kysely';
import { LOGIN_STATE_COOKIE, type AccountStatus } from '@trailhead/shared-kernel/types';
import { makeUser } from '../../test/fixtures';
import { build, get, json, loginAs, rejectionOf, type TestApp } from '../../test/helper';
import { DEMO_PASSWORD, growForum, isDatabaseEmpty, prepareDatabase, seedDemo } from './index';
import { LONG_THREAD_POSTS, LONG_THREAD_TITLE } from './forum.data';

describe('the demo community seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ seed: (db) => seedDemo(db) });
  });
  afterAll(() => t.close());

  const count = async (table: 'users' | 'vehicle_types' | 'threads' | 'posts' | 'events' | 'clubs' | 'help_pages' | 'alerts' | 'conversations') =>
    Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('creates a believable community', async () => {
    expect(await count('vehicle_types')).toBe(4);
    expect(await count('users')).toBeGreaterThanOrEqual(40);
    expect(await count('threads')).toBeGreaterThanOrEqual(60);
    expect(await count('events')).toBeGreaterThanOrEqual(15);
    expect(await count('clubs')).toBe(12);
    expect(await count('conversations')).toBeGreaterThan(0);
    expect(await count('alerts')).toBeGreaterThan(0);
    const pages = await t.db.selectFrom('help_pages').select('slug').orderBy('slug').execute();
    expect(pages.map((p) => p.slug)).toEqual(['faq', 'privacy-policy', 'terms']);
    const long = await t.db.selectFrom('threads').select(['reply_count']).where('title', '=', LONG_THREAD_TITLE).executeTakeFirstOrThrow();
    expect(long.reply_count + 1).toBe(LONG_THREAD_POSTS);
  });

  it('has past, upcoming and cancelled events', async () => {
    const now = Date.now() / 1000;
    const events = await t.db.selectFrom('events').select(['end_date', 'is_cancelled']).execute();
    expect(events.some((e) => e.end_date < now)).toBe(true);
    expect(events.some((e) => e.end_date > now && !e.is_cancelled)).toBe(true);
    expect(events.some((e) => Boolean(e.is_cancelled))).toBe(true);
  });

  it.each([
    ['admin', { is_admin: true, is_staff: true, is_super_admin: true }],
    ['moderator', { is_moderator: true }],
    ['member', { UserMembership: { code: 'premium_membership' } }],
    ['rookie', { UserMembership: null }],
  ])('lets %s log in with the demo password', async (username, expected) => {
    const cookie = await loginAs(t.app, username, DEMO_PASSWORD);
    expect(cookie).toContain(`${LOGIN_STATE_COOKIE}=1`);
    expect(json(await get(t.app, '/api/me', cookie))).toMatchObject({ username, ...expected });
  });

  it.each([
    ['newbie', 'account_incomplete', 'partial'],
    ['outlaw', 'you_have_been_banned', 'none'],
    ['rookie', 'valid', 'full'],
  ])('has %s, whose account status is %s (permission %s)', async (username, status, permission) => {
    const cookie = await loginAs(t.app, username, DEMO_PASSWORD);
    expect(json<AccountStatus>(await get(t.app, '/api/account', cookie))).toMatchObject({ status, permission });
  });

  it('asks newbie to confirm the e-mail address', async () => {
    const account = json<AccountStatus>(await get(t.app, '/api/account', await loginAs(t.app, 'newbie', DEMO_PASSWORD)));
    expect(account.message).toContain('<b>newbie@trailhead.example</b>');
  });

  it('seeds the site content: custom fields, vehicles for the register form, placeholders, ads', async () => {
    const rows = async (table: 'custom_fields' | 'vehicle_trims' | 'homepage_placeholders' | 'ads') =>
      Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(await rows('custom_fields')).toBeGreaterThanOrEqual(6);
    expect(await rows('vehicle_trims')).toBeGreaterThanOrEqual(8);
    expect(await rows('homepage_placeholders')).toBe(2 * 5);
    expect(await rows('ads')).toBeGreaterThanOrEqual(5);
    const member = json(await get(t.app, '/api/me/membership', await loginAs(t.app, 'member', DEMO_PASSWORD)));
    expect(member.membership.expires_at).toBeGreaterThan(Date.now() / 1000);
  });

  it('gives the demo member map access and conversations, and the rookie none of the map', async () => {
    const member = await loginAs(t.app, 'member', DEMO_PASSWORD);
    expect((await get(t.app, '/api/users/map', member)).statusCode).toBe(200);
    expect(json(await get(t.app, '/api/conversations', member)).conversations.length).toBeGreaterThan(0);
    expect(json(await get(t.app, '/api/alerts', member)).alerts.length).toBeGreaterThan(0);
    expect((await get(t.app, '/api/users/map', await loginAs(t.app, 'rookie', DEMO_PASSWORD))).statusCode).toBe(403);
  });

  it('spreads the map over the US and Canada: some online, some exact, MudQueen hiding', async () => {
    const { allUsers } = json<{ allUsers: { username: string; state: string; is_online: boolean; position_exact: boolean }[] }>(
      await get(t.app, '/api/users/map', await loginAs(t.app, 'member', DEMO_PASSWORD)),
    );
    expect(allUsers.length).toBeGreaterThan(20);
    expect(allUsers.filter((user) => ['BC', 'AB', 'ON', 'QC'].includes(user.state)).length).toBeGreaterThanOrEqual(4);
    expect(allUsers.filter((user) => user.is_online).length).toBeGreaterThanOrEqual(3);
    // The map's online list opens on registered members (spec §9): some of them are online too.
    const { registeredUsers } = json<{ registeredUsers: { is_online: boolean }[] }>(
      await get(t.app, '/api/users/map?registered=1&online=1', await loginAs(t.app, 'member', DEMO_PASSWORD)),
    );
    expect(registeredUsers.filter((user) => user.is_online).length).toBeGreaterThanOrEqual(2);
    expect(allUsers.filter((user) => user.position_exact).length).toBeGreaterThanOrEqual(2);
    expect(allUsers.filter((user) => !user.position_exact).length).toBeGreaterThan(allUsers.length / 2);
    expect(allUsers.map((user) => user.username)).not.toContain('MudQueen');
  });

  it('keeps positions contiguous and the denormalised counters true', async () => {
    const threads = await t.db
      .selectFrom('threads')
      .leftJoin('posts', 'posts.thread_id', 'threads.thread_id')
      .select(['threads.thread_id', 'threads.reply_count', 'threads.last_post_id'])
      .select((eb) => [eb.fn.count('posts.post_id').as('posts'), eb.fn.max('posts.position').as('max_position'), eb.fn.max('posts.post_id').as('max_post')])
      .groupBy(['threads.thread_id', 'threads.reply_count', 'threads.last_post_id'])
      .execute();
    for (const thread of threads) {
      expect(Number(thread.posts)).toBe(thread.reply_count + 1);
      expect(Number(thread.max_position)).toBe(thread.reply_count + 1);
    }
    const nodes = await t.db.selectFrom('nodes').select(['node_id', 'message_count']).where('node_type_id', '=', 'Forum').execute();
    for (const node of nodes) {
      const { n } = await t.db
        .selectFrom('posts')
        .innerJoin('threads', 'threads.thread_id', 'posts.thread_id')
        .where('threads.node_id', '=', node.node_id)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(n)).toBe(node.message_count);
    }
  });

  it('is reproducible: the same seed gives the same threads', async () => {
    const other = await build({ seed: (db) => seedDemo(db) });
    try {
      const titles = (db: TestApp['db']) => db.selectFrom('threads').select('title').orderBy('thread_id').execute();
      expect(await titles(other.db)).toEqual(await titles(t.db));
    } finally {
      await other.close();
    }
  });

  it('prepareDatabase leaves a seeded database alone, but fills reference tables added since', async () => {
    const before = await count('posts');
    const ads = await t.db.selectFrom('ads').select('title').orderBy('ad_id').execute();
    await t.db.deleteFrom('ads').execute();
    expect(await prepareDatabase(t.db)).toEqual({ seeded: false });
    expect(await count('posts')).toBe(before);
    expect(await t.db.selectFrom('ads').select('title').orderBy('ad_id').execute()).toEqual(ads);
    expect(await prepareDatabase(t.db)).toEqual({ seeded: false });
    expect(await t.db.selectFrom('ads').select('title').orderBy('ad_id').execute()).toEqual(ads);
  });

  it('growForum adds posts up to the total asked for, counters included', async () => {
    const before = await count('posts');
    expect(await growForum(t.db, before + 500)).toBe(500);
    expect(await count('posts')).toBe(before + 500);
    const { total } = await t.db
      .selectFrom('nodes')
      .select(sql<number>`coalesce(sum(message_count), 0)`.as('total'))
      .where('node_type_id', '=', 'Forum')
      .executeTakeFirstOrThrow();
    expect(Number(total)).toBe(before + 500);
    expect(await growForum(t.db, before)).toBe(0);
  });
});

describe('a seed that fails', () => {
  it('leaves the database as it was (one transaction)', async () => {
    const t = await build({ seed: async (db) => void (await makeUser(db, { username: 'admin' })) });
    try {
      expect((await rejectionOf(seedDemo(t.db))).message).toMatch(/unique|duplicate/i);
      expect(await t.db.selectFrom('vehicle_types').selectAll().execute()).toEqual([]);
      expect((await t.db.selectFrom('users').select('username').execute()).map((u) => u.username)).toEqual(['admin']);
      expect(await isDatabaseEmpty(t.db)).toBe(false);
    } finally {
      await t.close();
    }
  });
});
