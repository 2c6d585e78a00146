import type {
  FindNameResponse,
  FollowResponse,
  LatestProfilePostsResponse,
  NewsFeedResponse,
} from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { makeNode, makeThread, makeUser, PASSWORD } from '../../../test/fixtures';
import { build, countRows, get, json, loginAs, post, type TestApp } from '../../../test/helper';
import { LOOKUP_TOO_SHORT } from '../users/users.routes';
import { seedActivity } from './activity.seed';

const HOUR = 3600;

describe('member activity', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  const now = nowSeconds();
  let viewerCookie: string;
  let loneCookie: string;

  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        const viewer = await makeUser(db, { username: 'viewer' });
        const alice = await makeUser(db, { username: 'alice' });
        const bob = await makeUser(db, { username: 'bob' });
        const carol = await makeUser(db, { username: 'carol' });
        await makeUser(db, { username: 'lonely' });
        await makeUser(db, { username: 'al_banned', account_state: 'banned' });
        await makeUser(db, { username: 'alfie' });
        Object.assign(ids, { viewer: viewer.user_id, alice: alice.user_id, bob: bob.user_id, carol: carol.user_id });
        const general = await makeNode(db, { title: 'General', vehicle_type_id: 0 });
        const trekker = await makeNode(db, { title: 'Trekker Tech', vehicle_type_id: 1 });
        ids.aliceThread = await makeThread(db, { node_id: general, title: 'Alice asks', author: alice, posts: 3, repliers: [bob], start: now - 10 * HOUR });
        ids.bobTrekker = await makeThread(db, { node_id: trekker, title: 'Bob trekker build', author: bob, start: now - 2 * HOUR });
        ids.carolThread = await makeThread(db, { node_id: general, title: 'Carol only', author: carol, start: now - HOUR });
        ids.hidden = await makeThread(db, { node_id: general, title: 'Alice hidden', author: alice, start: now - 30 * 60, discussion_state: 'deleted' });
        await db
          .insertInto('user_follows')
          .values([
            { user_id: viewer.user_id, follow_user_id: alice.user_id, follow_date: now - 100 },
            { user_id: viewer.user_id, follow_user_id: bob.user_id, follow_date: now - 100 },
          ])
          .execute();
        const profilePost = (author: number, owner: number, hoursAgo: number, vehicle: number | null, state: 'visible' | 'deleted' = 'visible') => ({
          profile_user_id: owner,
          user_id: author,
          username: author === alice.user_id ? 'alice' : 'bob',
          post_date: now - hoursAgo * HOUR,
          message_html: `<p>Hello ${hoursAgo}</p>`,
          message_state: state,
          vehicle_type_id: vehicle,
        });
        await db
          .insertInto('profile_posts')
          .values([
            profilePost(alice.user_id, bob.user_id, 1, null),
            profilePost(bob.user_id, alice.user_id, 2, 1),
            profilePost(bob.user_id, carol.user_id, 3, 2),
            profilePost(alice.user_id, carol.user_id, 4, null, 'deleted'),
            ...Array.from({ length: 22 }, (_, i) => profilePost(alice.user_id, bob.user_id, 10 + i, null)),
          ])
          .execute();
      },
    });
    viewerCookie = await loginAs(t.app, 'viewer', PASSWORD);
    loneCookie = await loginAs(t.app, 'lonely', PASSWORD);
  });
  afterAll(() => t.close());

  describe('GET /profile-posts/latest', () => {
    it('lists visible profile posts newest first with author and profile owner, 20 a page', async () => {
      const response = await get(t.app, '/api/profile-posts/latest');
      expect(response.statusCode).toBe(200);
      const body = json<LatestProfilePostsResponse>(response);
      expect(body.pagination).toEqual({ current_page: 1, last_page: 2, per_page: 20, total: 25 });
      const [first, second] = body.profile_posts;
      expect(first.User.username).toBe('alice');
      expect(first.ProfileUser.username).toBe('bob');
      expect(first.view_url).toBe(`/members/bob.${ids.bob}/#profile-posts`);
      expect(first.message_html).toBe('<p>Hello 1</p>');
      expect(second.User.username).toBe('bob');
      expect(body.profile_posts.every((p) => p.message_state === 'visible')).toBe(true);
      const page2 = json<LatestProfilePostsResponse>(await get(t.app, '/api/profile-posts/latest?page=2'));
      expect(page2.profile_posts).toHaveLength(5);
    });

    it('keeps to a vehicle type: posts about it or about none', async () => {
      const body = json<LatestProfilePostsResponse>(await get(t.app, '/api/profile-posts/latest?vehicle_type_id=2'));
      expect(body.pagination.total).toBe(24);
      expect(body.profile_posts.map((p) => p.vehicle_type_id)).not.toContain(1);
      expect(body.profile_posts.map((p) => p.vehicle_type_id)).toContain(2);
    });

    it.each([
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['vehicle_type_id=-1', 'vehicle_type_id'],
    ])('refuses %s with a 400 naming the parameter', async (query, name) => {
      const response = await get(t.app, `/api/profile-posts/latest?${query}`);
      expect(response.statusCode).toBe(400);
      expect(json(response).errors[0].message).toContain(name);
    });

    it('answers 404 past the last page', async () => {
      const response = await get(t.app, '/api/profile-posts/latest?page=9');
      expect(response.statusCode).toBe(404);
      expect(json(response).errors[0].message).toMatch(/Page 9 does not exist/);
    });
  });

  describe('GET /users/news-feed', () => {
    it('refuses visitors with the spec message', async () => {
      const response = await get(t.app, '/api/users/news-feed');
      expect(response.statusCode).toBe(401);
      expect(json(response).errors[0]).toEqual({ code: 'not_logged_in', message: 'Please login in to see the content of the page.' });
    });

    it('lists threads and replies by followed members, newest first, without hidden content', async () => {
      const response = await get(t.app, '/api/users/news-feed', viewerCookie);
      expect(response.statusCode).toBe(200);
      const body = json<NewsFeedResponse>(response);
      expect(body.following_count).toBe(2);
      expect(body.items.map((item) => [item.thread.title, item.content_type, item.User.username])).toEqual([
        ['Bob trekker build', 'thread', 'bob'],
        ['Alice asks', 'post', 'bob'],
        ['Alice asks', 'post', 'bob'],
        ['Alice asks', 'thread', 'alice'],
      ]);
      expect(body.items[1].view_url).toBe(`/threads/alice-asks-t.${ids.aliceThread}/#post-${body.items[1].post_id}`);
      expect(body.items[3].snippet).toBe('Post 1 of Alice asks');
      expect(body.pagination.total).toBe(4);
    });

    it('follows the vehicle type', async () => {
      const body = json<NewsFeedResponse>(await get(t.app, '/api/users/news-feed?vehicle_type_id=2', viewerCookie));
      expect(body.items.map((item) => item.thread.title)).not.toContain('Bob trekker build');
      expect(body.items).toHaveLength(3);
    });

    it('is empty, with following_count 0, for a member who follows nobody', async () => {
      const body = json<NewsFeedResponse>(await get(t.app, '/api/users/news-feed', loneCookie));
      expect(body).toEqual({ items: [], pagination: { current_page: 1, last_page: 1, per_page: 20, total: 0 }, following_count: 0 });
    });

    it('refuses a bad page', async () => {
      const response = await get(t.app, '/api/users/news-feed?page=-2', viewerCookie);
      expect(response.statusCode).toBe(400);
      expect(json(response).errors[0].message).toContain('page');
    });
  });

  describe('POST /users/{id}/follow', () => {
    it('toggles: follow, then unfollow, and the news feed follows', async () => {
      const first = await post(t.app, `/api/users/${ids.carol}/follow`, {}, loneCookie);
      expect(first.statusCode).toBe(200);
      expect(json<FollowResponse>(first)).toEqual({ user_id: ids.carol, is_followed: true });
      const feed = json<NewsFeedResponse>(await get(t.app, '/api/users/news-feed', loneCookie));
      expect(feed.items.map((item) => item.thread.title)).toEqual(['Carol only']);
      expect(feed.following_count).toBe(1);

      const second = await post(t.app, `/api/users/${ids.carol}/follow`, {}, loneCookie);
      expect(json<FollowResponse>(second)).toEqual({ user_id: ids.carol, is_followed: false });
      expect(json<NewsFeedResponse>(await get(t.app, '/api/users/news-feed', loneCookie)).following_count).toBe(0);
    });

    it.each([
      ['a visitor', () => undefined, () => ids.alice, 401, 'Please login in to see the content of the page.'],
      ['following yourself', () => viewerCookie, () => ids.viewer, 400, 'You cannot follow yourself.'],
      ['an unknown member', () => viewerCookie, () => 999_999, 404, 'no user found'],
    ])('refuses %s and writes nothing', async (_name, cookie, target, status, message) => {
      const before = await countRows(t.db, 'user_follows');
      const response = await post(t.app, `/api/users/${target()}/follow`, {}, cookie());
      expect(response.statusCode).toBe(status);
      expect(json(response).errors[0].message).toBe(message);
      expect(await countRows(t.db, 'user_follows')).toBe(before);
    });

    it('refuses an id that is not a number', async () => {
      const response = await post(t.app, '/api/users/abc/follow', {}, viewerCookie);
      expect(response.statusCode).toBe(400);
      expect(json(response).errors[0].message).toContain('id');
    });
  });

  describe('GET /users/find-name', () => {
    it('finds members by the start of their name, any case, blocked accounts left out', async () => {
      const body = json<FindNameResponse>(await get(t.app, '/api/users/find-name?username=AL'));
      expect(body.users.map((user) => user.username)).toEqual(['alfie', 'alice']);
      expect(body.users[1]).toMatchObject({ user_id: ids.alice, view_url: `/members/alice.${ids.alice}/` });
    });

    it('treats LIKE wildcards as plain characters', async () => {
      expect(json<FindNameResponse>(await get(t.app, '/api/users/find-name?username=a%25')).users).toEqual([]);
      expect(json<FindNameResponse>(await get(t.app, '/api/users/find-name?username=al_')).users).toEqual([]);
    });

    it.each(['a', '', '%20b%20', '@'])('refuses %j: more than 1 character is needed', async (text) => {
      const response = await get(t.app, `/api/users/find-name?username=${text}`);
      expect(response.statusCode).toBe(400);
      expect(json(response).errors[0].message).toBe(LOOKUP_TOO_SHORT);
    });

    it('refuses a missing username', async () => {
      const response = await get(t.app, '/api/users/find-name');
      expect(response.statusCode).toBe(400);
      expect(json(response).errors[0].message).toContain('username');
    });
  });

  describe('seedActivity', () => {
    it('writes profile posts and follows that the tabs can show', async () => {
      const seeded = await build({
        seed: async (db) => {
          const member = await makeUser(db, { username: 'member' });
          const others = await Promise.all(['dana', 'eli', 'fay'].map((username) => makeUser(db, { username })));
          const node = await makeNode(db, { title: 'General' });
          for (const [i, user] of others.entries()) await makeThread(db, { node_id: node, title: `Thread ${i}`, author: user, start: now - i * HOUR });
          await makeThread(db, { node_id: node, title: 'Mine', author: member });
          await seedActivity(db, now);
        },
      });
      try {
        const cookie = await loginAs(seeded.app, 'member', PASSWORD);
        const feed = json<NewsFeedResponse>(await get(seeded.app, '/api/users/news-feed', cookie));
        expect(feed.following_count).toBe(3);
        expect(feed.items.length).toBeGreaterThan(0);
        expect(feed.items.every((item) => item.User.username !== 'member')).toBe(true);
        const latest = json<LatestProfilePostsResponse>(await get(seeded.app, '/api/profile-posts/latest'));
        // 35 visible posts between members, and member's own note on their profile.
        expect(latest.pagination.total).toBe(36);
        const own = await seeded.db.selectFrom('profile_posts').select('username').whereRef('user_id', '=', 'profile_user_id').execute();
        expect(own).toEqual([{ username: 'member' }]);
        const comments = await seeded.db.selectFrom('profile_post_comments').select('profile_post_comment_id').execute();
        expect(comments.length).toBeGreaterThan(10);
      } finally {
        await seeded.close();
      }
    });
  });
});
