import type { FeaturedThreadsResponse, LatestThreadsResponse, NewsResponse, TrendingResponse } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { makeNode, makeThread, makeUser } from '../../../test/fixtures';
import { build, get, json, type TestApp } from '../../../test/helper';
import { cutAtWord, firstImageUrl, htmlToText } from './content-text';

const DAY = 86_400;
const LONG_TEXT = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ');

describe('content lists', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  const now = nowSeconds();

  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        const alice = await makeUser(db, { username: 'alice' });
        const bob = await makeUser(db, { username: 'bob' });
        await db.insertInto('reactions').values({ reaction_id: 1, title: 'Like', text_color: '#00f', image_url: '/like.png', sprite_x: 0, sprite_y: 0, score: 1, display_order: 1 }).execute();
        const general = await makeNode(db, { title: 'General', vehicle_type_id: 0 });
        const trekker = await makeNode(db, { title: 'Trekker Tech', vehicle_type_id: 1 });
        const basecamp = await makeNode(db, { title: 'Basecamp Tech', vehicle_type_id: 2 });
        const news = await makeNode(db, { title: 'Latest News', vehicle_type_id: 0, discussion_type: 'article' });
        const archive = await makeNode(db, { title: 'Archive', vehicle_type_id: 0 });
        ids.general = general;
        ids.hot = await makeThread(db, { node_id: general, title: 'Hot thread', author: alice, posts: 10, start: now - 2 * DAY, repliers: [bob], featured: true });
        ids.warm = await makeThread(db, { node_id: trekker, title: 'Warm trekker thread', author: bob, posts: 4, start: now - 3 * DAY, repliers: [alice] });
        ids.camp = await makeThread(db, { node_id: basecamp, title: 'Basecamp thread', author: alice, posts: 2, start: now - 4 * DAY, featured: true });
        ids.small1 = await makeThread(db, { node_id: general, title: 'Small one', author: bob, posts: 2, start: now - 5 * DAY });
        ids.small2 = await makeThread(db, { node_id: general, title: 'Small two', author: bob, posts: 2, start: now - 6 * DAY });
        ids.event = await makeThread(db, { node_id: general, title: 'Spring run event', author: bob, start: now - 8 * DAY, discussion_type: 'event' });
        ids.oldBusy = await makeThread(db, { node_id: general, title: 'Old busy thread', author: bob, posts: 30, start: now - 90 * DAY });
        ids.deleted = await makeThread(db, { node_id: general, title: 'Deleted thread', author: bob, start: now - 1 * DAY, discussion_state: 'deleted', featured: true });
        ids.article1 = await makeThread(db, { node_id: news, title: 'Older article', author: alice, start: now - 20 * DAY, discussion_type: 'article' });
        ids.article2 = await makeThread(db, { node_id: news, title: 'Newer article', author: alice, start: now - 10 * DAY, discussion_type: 'article', featured: true });
        for (let i = 0; i < 25; i++) {
          await makeThread(db, { node_id: archive, title: `Archive thread ${i + 1}`, author: bob, start: now - (100 + i) * DAY });
        }
        const first = await db.selectFrom('threads').select('first_post_id').where('thread_id', '=', ids.hot).executeTakeFirstOrThrow();
        await db
          .updateTable('posts')
          .set({ message_html: `<p>Look &amp; see <img src="https://img.test/hot.jpg" alt="x"> <script>alert(1)</script><b>${LONG_TEXT}</b></p>` })
          .where('post_id', '=', first.first_post_id as number)
          .execute();
        // Reactions on the warm thread's posts push it up.
        const warmPosts = await db.selectFrom('posts').select('post_id').where('thread_id', '=', ids.warm).execute();
        for (const post of warmPosts) {
          await db.insertInto('post_reactions').values({ post_id: post.post_id, user_id: alice.user_id, reaction_id: 1, reaction_date: now - DAY }).execute();
        }
      },
    });
  });
  afterAll(() => t.close());

  const ok = async <T>(url: string): Promise<T> => {
    const response = await get(t.app, url);
    expect(response.statusCode).toBe(200);
    return json<T>(response);
  };
  const badRequest = async (url: string, parameter: string) => {
    const response = await get(t.app, url);
    expect(response.statusCode).toBe(400);
    expect(json(response).errors[0].message).toContain(`'${parameter}'`);
  };

  describe('GET /threads/latest', () => {
    it('lists visible threads by last activity with content fields', async () => {
      const body = await ok<LatestThreadsResponse>('/api/threads/latest');
      expect(body.pagination).toEqual({ current_page: 1, last_page: 2, per_page: 20, total: 34 });
      expect(body.threads).toHaveLength(20);
      expect(body.threads[0].title).toBe('Hot thread');
      expect(body.threads.map((x) => x.thread_id)).not.toContain(ids.deleted);
      const dates = body.threads.map((x) => x.last_post_date);
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
      expect(body.threads[0]).toMatchObject({
        node_title: 'General',
        image_url: 'https://img.test/hot.jpg',
        view_url: `/threads/hot-thread-t.${ids.hot}/`,
        User: { username: 'alice' },
        reply_count: 9,
      });
      const snippet = body.threads[0].snippet;
      expect(snippet.startsWith('Look & see word0 word1')).toBe(true);
      expect(snippet).not.toMatch(/[<>]|alert/);
      expect(snippet.length).toBeLessThanOrEqual(301);
      expect(snippet.endsWith('…')).toBe(true);
      expect(snippet).toMatch(/word\d+…$/);
    });

    it('pages, filters by discussion type and vehicle type', async () => {
      const page2 = await ok<LatestThreadsResponse>('/api/threads/latest?page=2');
      expect(page2.threads).toHaveLength(14);
      expect(page2.pagination.current_page).toBe(2);
      const events = await ok<LatestThreadsResponse>('/api/threads/latest?discussion_type=event');
      expect(events.threads.map((x) => x.title)).toEqual(['Spring run event']);
      const trekker = await ok<LatestThreadsResponse>('/api/threads/latest?vehicle_type_id=1&discussion_type=discussion');
      const titles = trekker.threads.map((x) => x.title);
      expect(titles).toContain('Warm trekker thread');
      expect(titles).toContain('Hot thread');
      expect(titles).not.toContain('Basecamp thread');
      const none = await ok<LatestThreadsResponse>('/api/threads/latest?page=9');
      expect(none.threads).toEqual([]);
    });

    it('skips the count without pagination', async () => {
      const body = await ok<LatestThreadsResponse>('/api/threads/latest?with_pagination=0&discussion_type=article');
      expect(body.threads.map((x) => x.title)).toEqual(['Newer article', 'Older article']);
    });

    it('refuses bad parameters with a message naming them', async () => {
      await badRequest('/api/threads/latest?discussion_type=redirect', 'discussion_type');
      await badRequest('/api/threads/latest?page=0', 'page');
      await badRequest('/api/threads/latest?with_pagination=2', 'with_pagination');
      await badRequest('/api/threads/latest?vehicle_type_id=-1', 'vehicle_type_id');
      await badRequest('/api/threads/latest?vehicle_type_id=abc', 'vehicle_type_id');
    });
  });

  describe('GET /news', () => {
    it('lists articles newest first by default, oldest first on request', async () => {
      const body = await ok<NewsResponse>('/api/news');
      expect(body.threads.map((x) => x.title)).toEqual(['Newer article', 'Older article']);
      expect(body.threads[0]).toMatchObject({ discussion_type: 'article', node_title: 'Latest News', image_url: null });
      expect(body.pagination.total).toBe(2);
      const asc = await ok<NewsResponse>('/api/news?direction=asc&order=post_date');
      expect(asc.threads.map((x) => x.title)).toEqual(['Older article', 'Newer article']);
      const events = await ok<NewsResponse>('/api/news?thread_type=event');
      expect(events.threads.map((x) => x.title)).toEqual(['Spring run event']);
      const vehicle = await ok<NewsResponse>('/api/news?vehicle_type_id=2');
      expect(vehicle.threads).toHaveLength(2);
    });

    it('refuses bad parameters', async () => {
      await badRequest('/api/news?order=title', 'order');
      await badRequest('/api/news?direction=up', 'direction');
      await badRequest('/api/news?thread_type=poll', 'thread_type');
      await badRequest('/api/news?page=x', 'page');
    });
  });

  describe('GET /threads/featured', () => {
    it('lists visible featured threads newest first, filtered by vehicle type', async () => {
      const body = await ok<FeaturedThreadsResponse>('/api/threads/featured');
      expect(body.threads.map((x) => x.title)).toEqual(['Hot thread', 'Basecamp thread', 'Newer article']);
      expect(body).not.toHaveProperty('pagination');
      const trekker = await ok<FeaturedThreadsResponse>('/api/threads/featured?vehicle_type_id=1');
      expect(trekker.threads.map((x) => x.title)).toEqual(['Hot thread', 'Newer article']);
      await badRequest('/api/threads/featured?vehicle_type_id=x', 'vehicle_type_id');
    });
  });

  describe('GET /trending', () => {
    it('ranks threads by replies and reactions of the last 7 days', async () => {
      const body = await ok<TrendingResponse>('/api/trending');
      expect(body.threads.map((x) => x.title)).toEqual(['Hot thread', 'Warm trekker thread', 'Basecamp thread', 'Small one', 'Small two']);
      expect(body.threads[0].trend_score).toBe(18);
      expect(body.threads[1].trend_score).toBe(10);
      expect(body.threads[1]).toMatchObject({ node_title: 'Trekker Tech', snippet: expect.any(String) });
      expect(body.pagination.total).toBe(5);
    });

    it('widens to all time when the week is quiet, and filters by vehicle type', async () => {
      // Vehicle 2 sees four active threads this week: fewer than five, so the list widens.
      const body = await ok<TrendingResponse>('/api/trending?vehicle_type_id=2');
      const titles = body.threads.map((x) => x.title);
      expect(titles[0]).toBe('Old busy thread');
      expect(titles).not.toContain('Warm trekker thread');
      expect(body.threads[0].trend_score).toBe(58);
      await badRequest('/api/trending?page=-3', 'page');
      await badRequest('/api/trending?vehicle_type_id=1.5', 'vehicle_type_id');
    });
  });
});

describe('content text helpers', () => {
  it('strips HTML, decodes entities and cuts at a word', () => {
    expect(htmlToText('<p>a &lt;b&gt; &#65;<br>c</p><style>x{}</style>')).toBe('a <b> A c');
    expect(cutAtWord('alpha beta gamma', 12)).toBe('alpha beta…');
    expect(firstImageUrl(`<p><img alt='' src='/a.png'></p>`)).toBe('/a.png');
    expect(firstImageUrl('<img src="javascript:alert(1)">')).toBeNull();
  });
});
