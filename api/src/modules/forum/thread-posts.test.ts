import type { Post, ThreadPostsResponse, ThreadResponse } from '@trailhead/shared-kernel/types';
import { seedDemo } from '../../seed';
import { LONG_THREAD_TITLE } from '../../seed/forum.data';
import { build, get, json, type TestApp } from '../../../test/helper';
import { toPost, toThread } from './forum-mapper';
import { VISITOR } from './forum-permissions';
import { loadPostExtras } from './post-extras.repository';
import { listPostsByPosition } from './posts.repository';
import { findThread } from './threads.repository';

describe('threads and their posts (demo community)', () => {
  let t: TestApp;
  let longThread: number;
  let shortThread: number;

  beforeAll(async () => {
    t = await build({ seed: (db) => seedDemo(db) });
    longThread = (await t.db.selectFrom('threads').select('thread_id').where('title', '=', LONG_THREAD_TITLE).executeTakeFirstOrThrow()).thread_id;
    shortThread = (await t.db.selectFrom('threads').select('thread_id').where('reply_count', '=', 0).orderBy('thread_id').executeTakeFirstOrThrow()).thread_id;
  });
  afterAll(() => t.close());

  const posts = async (query: string) => {
    const response = await get(t.app, `/api/threads/${longThread}/posts${query}`);
    expect(response.statusCode).toBe(200);
    return json<ThreadPostsResponse>(response);
  };
  const positions = (list: Post[]) => list.map((post) => post.position);
  const range = (from: number, to: number) => Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => (from <= to ? from + i : from - i));

  it('GET /threads/{id} returns the thread, counting the view', async () => {
    const before = json<ThreadResponse>(await get(t.app, `/api/threads/${longThread}`));
    expect(before.thread).toMatchObject({
      thread_id: longThread,
      title: LONG_THREAD_TITLE,
      reply_count: 1999,
      view_url: `/threads/the-official-trail-photo-thread-t.${longThread}/`,
      sticky: true,
    });
    expect(before.first_post).toBeUndefined();
    const after = json<ThreadResponse>(await get(t.app, `/api/threads/${longThread}?with_first_post=1`));
    expect(after.thread.view_count).toBe(before.thread.view_count + 1);
    expect(after.first_post).toMatchObject({ position: 1, thread_id: longThread, user_id: after.thread.user_id });
  });

  it('page 1 holds positions 1–20 with their authors and page-aware links', async () => {
    const body = await posts('?page=1');
    expect(positions(body.posts)).toEqual(range(1, 20));
    expect(body.pagination).toEqual({ current_page: 1, last_page: 100, per_page: 20, total: 2000 });
    for (const post of body.posts) {
      expect(post.User.user_id).toBe(post.user_id);
      expect(post.User.username).toBe(post.username);
      expect(post.message_html.length).toBeGreaterThan(0);
      expect(post.view_url).toBe(`/threads/the-official-trail-photo-thread-t.${longThread}/#post-${post.post_id}`);
    }
    const dates = body.posts.map((post) => post.post_date);
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
  });

  it('serialises every field the mappers produce (the response schema drops nothing)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const thread = await findThread(t.db, longThread);
    const rows = await listPostsByPosition(t.db, longThread, 1, 20, 'asc');
    const body = await posts('?page=1');
    // is_online may flip between the two reads only if a test ran for 15 minutes: compare without it.
    const strip = (value: unknown) => JSON.parse(JSON.stringify(value, (key, v) => (key === 'is_online' ? undefined : v)));
    const extras = await loadPostExtras(t.db, rows.map((row) => row.post_id), null);
    const context = { viewer: VISITOR, thread: thread!, extras };
    expect(strip(body.thread)).toEqual(strip(toThread(thread!, now, { viewer: VISITOR, watched: new Map() })));
    expect(strip(body.posts)).toEqual(strip(rows.map((row) => toPost(row, thread!.slug, now, context))));
    // The demo thread has reactions: they are in the reply, not dropped by the schema.
    expect(body.posts.some((post) => post.reactions.length > 0)).toBe(true);
    const single = json<ThreadResponse>(await get(t.app, `/api/threads/${longThread}?with_first_post=1`));
    expect(strip(single.first_post)).toEqual(strip(toPost(rows[0], thread!.slug, now, context)));
  });

  it('page 100 holds positions 1981–2000', async () => {
    const body = await posts('?page=100');
    expect(positions(body.posts)).toEqual(range(1981, 2000));
    expect(body.posts[0].view_url).toBe(`/threads/the-official-trail-photo-thread-t.${longThread}/page-100#post-${body.posts[0].post_id}`);
    const { last_post_id } = await t.db.selectFrom('threads').select('last_post_id').where('thread_id', '=', longThread).executeTakeFirstOrThrow();
    expect(body.posts[19].post_id).toBe(last_post_id);
  });

  it('page 101 is a 404 with a clear message', async () => {
    const response = await get(t.app, `/api/threads/${longThread}/posts?page=101`);
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ errors: [{ code: 'not_found', message: 'Page 101 does not exist: this thread has 100 page(s) of posts.' }] });
  });

  it('order=desc starts from the newest post', async () => {
    expect(positions((await posts('?order=desc')).posts)).toEqual(range(2000, 1981));
    expect(positions((await posts('?order=desc&page=2')).posts)).toEqual(range(1980, 1961));
    expect(positions((await posts('?order=desc&page=100')).posts)).toEqual(range(20, 1));
  });

  it('serves a one-post thread on one page', async () => {
    const body = json<ThreadPostsResponse>(await get(t.app, `/api/threads/${shortThread}/posts`));
    expect(positions(body.posts)).toEqual([1]);
    expect(body.pagination).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 1 });
    expect((await get(t.app, `/api/threads/${shortThread}/posts?page=2`)).statusCode).toBe(404);
  });

  it('answers 404 no thread found for a thread that does not exist', async () => {
    for (const url of ['/api/threads/999999', '/api/threads/999999/posts']) {
      const response = await get(t.app, url);
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ errors: [{ code: 'not_found', message: 'no thread found' }] });
    }
  });

  it('answers 404 for a deleted thread', async () => {
    await t.db.updateTable('threads').set({ discussion_state: 'deleted' }).where('thread_id', '=', shortThread).execute();
    expect((await get(t.app, `/api/threads/${shortThread}`)).statusCode).toBe(404);
    await t.db.updateTable('threads').set({ discussion_state: 'visible' }).where('thread_id', '=', shortThread).execute();
  });

  it.each([
    ['/api/threads/abc', "The path parameter 'id' must be an integer."],
    ['/api/threads/abc/posts', "The path parameter 'id' must be an integer."],
    ['/api/threads/99999999999/posts', "The path parameter 'id' must be at most 2147483647."],
    ['/api/threads/1?with_first_post=yes', "The query parameter 'with_first_post' must be one of: 0, 1."],
    ['/api/threads/1/posts?order=sideways', "The query parameter 'order' must be one of: asc, desc."],
    ['/api/threads/1/posts?page=0', "The query parameter 'page' must be at least 1."],
    ['/api/threads/1/posts?page=1000000', "The query parameter 'page' must be at most 100000."],
  ])('rejects %s with a 400', async (url, message) => {
    const response = await get(t.app, url);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ errors: [{ code: 'invalid_parameter', message }] });
  });
});
