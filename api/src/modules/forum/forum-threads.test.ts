import type { ForumThreadsResponse, NodesResponse } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import type { UserRow } from '../../db/tables/users.table';
import { makeNode, makeThread, makeUser, PASSWORD } from '../../../test/fixtures';
import { build, get, json, loginAs, type TestApp } from '../../../test/helper';

const DAY = 86_400;

describe('GET /forums/{id}/threads', () => {
  let t: TestApp;
  let forum: number;
  let bigForum: number;
  let alice: UserRow;
  const threads: Record<string, number> = {};
  const now = nowSeconds();

  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        alice = await makeUser(db, { username: 'alice' });
        const bob = await makeUser(db, { username: 'bob' });
        const admin = await makeUser(db, { username: 'admin', is_admin: true });
        forum = await makeNode(db, { title: 'Trail Talk' });
        bigForum = await makeNode(db, { title: 'Busy Forum' });
        const { prefix_id } = await db.insertInto('thread_prefixes').values({ title: 'Question', display_order: 1 }).returning('prefix_id').executeTakeFirstOrThrow();
        threads.alpha = await makeThread(db, { node_id: forum, title: 'alpha trail report', author: alice, start: now - 200 * DAY, view_count: 50 });
        threads.bravo = await makeThread(db, { node_id: forum, title: 'Bravo winch help', author: bob, posts: 5, start: now - 20 * DAY, view_count: 10, prefix_id, repliers: [alice, admin] });
        threads.charlie = await makeThread(db, { node_id: forum, title: 'charlie lift kit', author: alice, posts: 2, start: now - 3 * DAY, view_count: 300 });
        threads.delta = await makeThread(db, { node_id: forum, title: 'Delta: forum rules', author: admin, start: now - 400 * DAY, view_count: 5, sticky: true });
        await db.updateTable('threads').set({ first_post_reaction_score: 7 }).where('thread_id', '=', threads.alpha).execute();
        await db.updateTable('threads').set({ first_post_reaction_score: 2 }).where('thread_id', '=', threads.bravo).execute();
        for (let i = 0; i < 45; i++) {
          await makeThread(db, { node_id: bigForum, title: `Busy thread ${i + 1}`, author: bob, start: now - (i + 1) * DAY });
        }
      },
    });
  });
  afterAll(() => t.close());

  const titles = async (query: string) => {
    const response = await get(t.app, `/api/forums/${forum}/threads${query}`);
    expect(response.statusCode).toBe(200);
    return json<ForumThreadsResponse>(response).threads.map((thread) => thread.title);
  };

  it('marks threads with activity the member has not read as unread until they read them; visitors get no marks', async () => {
    const unread = async (cookie?: string) =>
      json<ForumThreadsResponse>(await get(t.app, `/api/forums/${forum}/threads`, cookie)).threads.filter((thread) => thread.is_unread).map((thread) => thread.title);
    const forumUnread = async (cookie: string) => json<NodesResponse>(await get(t.app, '/api/nodes/all', cookie)).nodes.find((node) => node.node_id === forum)?.type_data.is_unread;
    expect(await unread()).toEqual([]);
    const cookie = await loginAs(t.app, 'alice', PASSWORD);
    // Within the marking window (30 days) and never read: the recent threads are unread…
    expect(await unread(cookie)).toEqual(['charlie lift kit', 'Bravo winch help']);
    // …and opening the list reads none of them.
    expect(await unread(cookie)).toEqual(['charlie lift kit', 'Bravo winch help']);
    // Reading (the page holding the newest post of) one thread marks that one.
    expect((await get(t.app, `/api/threads/${threads.bravo}/posts`, cookie)).statusCode).toBe(200);
    expect(await unread(cookie)).toEqual(['charlie lift kit']);
    expect(await forumUnread(cookie)).toBe(true);
    // The forum's last new thread read: the forum is read too.
    expect((await get(t.app, `/api/threads/${threads.charlie}/posts`, cookie)).statusCode).toBe(200);
    expect(await unread(cookie)).toEqual([]);
    expect(await forumUnread(cookie)).toBe(false);
  });

  it('puts sticky threads first, then the latest activity first', async () => {
    expect(await titles('')).toEqual(['Delta: forum rules', 'charlie lift kit', 'Bravo winch help', 'alpha trail report']);
  });

  it('returns threads with their starter, prefix, counters and links', async () => {
    const body = json<ForumThreadsResponse>(await get(t.app, `/api/forums/${forum}/threads`));
    expect(body.forum).toMatchObject({ node_id: forum, title: 'Trail Talk', type_data: { discussion_count: 4, message_count: 9 } });
    const bravo = body.threads.find((thread) => thread.thread_id === threads.bravo);
    expect(bravo).toMatchObject({
      node_id: forum,
      view_url: `/threads/bravo-winch-help-t.${threads.bravo}/`,
      prefix: { title: 'Question' },
      username: 'bob',
      User: { username: 'bob', view_url: expect.stringMatching(/^\/members\/bob\.\d+\/$/) },
      reply_count: 4,
      view_count: 10,
      post_date: now - 20 * DAY,
      last_post_date: now - 20 * DAY + 4 * 3600,
      last_post_username: 'admin',
      sticky: false,
      discussion_open: true,
      discussion_state: 'visible',
      discussion_type: 'discussion',
    });
    expect(body.pagination).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 4 });
  });

  it('simplified=1 gives the plain sorted list, sticky threads in their place', async () => {
    expect(await titles('?simplified=1')).toEqual(['charlie lift kit', 'Bravo winch help', 'alpha trail report', 'Delta: forum rules']);
  });

  it.each([
    ['?order=title&direction=asc', ['Delta: forum rules', 'alpha trail report', 'Bravo winch help', 'charlie lift kit']],
    ['?order=title&direction=desc', ['Delta: forum rules', 'charlie lift kit', 'Bravo winch help', 'alpha trail report']],
    ['?order=reply_count', ['Delta: forum rules', 'Bravo winch help', 'charlie lift kit', 'alpha trail report']],
    ['?order=view_count&direction=asc', ['Delta: forum rules', 'Bravo winch help', 'alpha trail report', 'charlie lift kit']],
    ['?order=post_date&direction=asc', ['Delta: forum rules', 'alpha trail report', 'Bravo winch help', 'charlie lift kit']],
    ['?order=first_post_reaction_score', ['Delta: forum rules', 'alpha trail report', 'Bravo winch help', 'charlie lift kit']],
    ['?order=last_post_date&direction=asc', ['Delta: forum rules', 'alpha trail report', 'Bravo winch help', 'charlie lift kit']],
  ])('sorts by %s', async (query, expected) => {
    expect(await titles(query)).toEqual(expected);
  });

  it('filters by starter', async () => {
    expect(await titles(`?starter_id=${alice.user_id}`)).toEqual(['charlie lift kit', 'alpha trail report']);
    expect(await titles('?starter_id=999999')).toEqual([]);
  });

  it.each([
    ['7', ['charlie lift kit']],
    ['30', ['charlie lift kit', 'Bravo winch help']],
    ['360', ['charlie lift kit', 'Bravo winch help', 'alpha trail report']],
  ])('filters by last_days=%s', async (days, expected) => {
    expect(await titles(`?last_days=${days}`)).toEqual(expected);
  });

  it('combines filters and sorts', async () => {
    expect(await titles(`?starter_id=${alice.user_id}&last_days=360&order=title&direction=asc`)).toEqual(['alpha trail report', 'charlie lift kit']);
  });

  it('pages 20 threads at a time and answers 404 past the last page', async () => {
    const page = async (n: number) => json<ForumThreadsResponse>(await get(t.app, `/api/forums/${bigForum}/threads?page=${n}`));
    const first = await page(1);
    expect(first.threads).toHaveLength(20);
    expect(first.threads[0].title).toBe('Busy thread 1');
    expect(first.pagination).toEqual({ current_page: 1, last_page: 3, per_page: 20, total: 45 });
    const third = await page(3);
    expect(third.threads.map((thread) => thread.title)).toEqual(['Busy thread 41', 'Busy thread 42', 'Busy thread 43', 'Busy thread 44', 'Busy thread 45']);
    const beyond = await get(t.app, `/api/forums/${bigForum}/threads?page=4`);
    expect(beyond.statusCode).toBe(404);
    expect(json(beyond)).toEqual({ errors: [{ code: 'not_found', message: 'Page 4 does not exist: this list of threads has 3 page(s).' }] });
  });

  it.each([
    ['?last_days=5', "The query parameter 'last_days' must be one of: 7, 14, 30, 60, 90, 180, 360."],
    ['?order=sideways', "The query parameter 'order' must be one of: last_post_date, post_date, title, reply_count, view_count, first_post_reaction_score."],
    ['?direction=up', "The query parameter 'direction' must be one of: asc, desc."],
    ['?page=0', "The query parameter 'page' must be at least 1."],
    ['?page=-1', "The query parameter 'page' must be at least 1."],
    ['?page=two', "The query parameter 'page' must be an integer."],
    ['?starter_id=abc', "The query parameter 'starter_id' must be an integer."],
    ['?simplified=2', "The query parameter 'simplified' must be one of: 0, 1."],
    ['?page=1&page=2', "The query parameter 'page' must be an integer."],
  ])('rejects %s with a 400 naming the parameter', async (query, message) => {
    const response = await get(t.app, `/api/forums/${forum}/threads${query}`);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ errors: [{ code: 'invalid_parameter', message }] });
  });
});
