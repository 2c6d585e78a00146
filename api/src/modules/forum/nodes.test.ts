import type { ForumResponse, ForumThreadsResponse, NodesResponse } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import type { UserRow } from '../../db/tables/users.table';
import { makeNode, makeThread, makeUser, PASSWORD } from '../../../test/fixtures';
import { build, get, json, loginAs, type TestApp } from '../../../test/helper';

describe('forum nodes', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  let poster: UserRow;
  const now = nowSeconds();

  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        const author = await makeUser(db, { username: 'starter' });
        poster = await makeUser(db, { username: 'poster', avatar_url: '/avatars/poster.png' });
        ids.community = await makeNode(db, { title: 'Community', node_type_id: 'Category', display_order: 10 });
        ids.tech = await makeNode(db, { title: 'Tech', node_type_id: 'Category', display_order: 20 });
        ids.trails = await makeNode(db, { title: 'Trail Reports', parent_node_id: ids.community, display_order: 20 });
        ids.intros = await makeNode(db, { title: 'Introductions', parent_node_id: ids.community, display_order: 10 });
        ids.store = await makeNode(db, {
          title: 'Gear Store',
          parent_node_id: ids.community,
          display_order: 30,
          node_type_id: 'LinkForum',
          redirect_url: 'https://store.example.com',
        });
        ids.empty = await makeNode(db, { title: 'Empty Forum', parent_node_id: ids.tech, display_order: 10, vehicle_type_id: 2 });
        ids.oldThread = await makeThread(db, { node_id: ids.trails, title: 'Old trip', author, posts: 3, start: now - 50 * 86_400 });
        ids.newThread = await makeThread(db, {
          node_id: ids.intros,
          title: 'Hello from Moab',
          author,
          posts: 4,
          start: now - 5 * 3600,
          repliers: [poster],
        });
        await makeThread(db, { node_id: ids.trails, title: 'Rubicon run', author, posts: 2, start: now - 10 * 86_400 });
      },
    });
  });
  afterAll(() => t.close());

  it('lists every node with the tree_map of children in display order', async () => {
    const body = json<NodesResponse>(await get(t.app, '/api/nodes/all'));
    expect(body.nodes).toHaveLength(6);
    expect(body.tree_map).toEqual({
      '0': [ids.community, ids.tech],
      [String(ids.community)]: [ids.intros, ids.trails, ids.store],
      [String(ids.tech)]: [ids.empty],
    });
  });

  it('gives forums their own counts and last post, with links', async () => {
    const { nodes } = json<NodesResponse>(await get(t.app, '/api/nodes/all'));
    const intros = nodes.find((n) => n.node_id === ids.intros);
    expect(intros).toMatchObject({
      node_type_id: 'Forum',
      parent_node_id: ids.community,
      title: 'Introductions',
      view_url: `/forums/introductions-n.${ids.intros}/`,
      type_data: {
        discussion_count: 1,
        message_count: 4,
        last_post_date: now - 5 * 3600 + 3 * 3600,
        last_post_username: 'poster',
        last_post_user_avatar: '/avatars/poster.png',
        last_thread_title: 'Hello from Moab',
        last_post_user_view_url: `/members/poster.${poster.user_id}/`,
        is_unread: false,
      },
    });
    const lastPost = await t.db.selectFrom('posts').select('post_id').where('thread_id', '=', ids.newThread).where('position', '=', 4).executeTakeFirstOrThrow();
    expect(intros?.type_data.last_post_view_url).toBe(`/threads/hello-from-moab-t.${ids.newThread}/#post-${lastPost.post_id}`);
  });

  it('sums the children into a category and takes their newest post', async () => {
    const { nodes } = json<NodesResponse>(await get(t.app, '/api/nodes/all'));
    const community = nodes.find((n) => n.node_id === ids.community);
    expect(community?.type_data).toMatchObject({ discussion_count: 3, message_count: 9, last_thread_title: 'Hello from Moab' });
    const tech = nodes.find((n) => n.node_id === ids.tech);
    expect(tech?.type_data).toMatchObject({ discussion_count: 0, message_count: 0, last_post_date: null, last_post_view_url: null });
    const store = nodes.find((n) => n.node_id === ids.store);
    expect(store).toMatchObject({ node_type_id: 'LinkForum', redirect_url: 'https://store.example.com' });
  });

  it('marks recent activity unread for a member until they have read its threads, never for a visitor', async () => {
    const cookie = await loginAs(t.app, 'starter', PASSWORD);
    const unread = (body: NodesResponse, id: number) => body.nodes.find((n) => n.node_id === id)?.type_data.is_unread;
    const before = json<NodesResponse>(await get(t.app, '/api/nodes/all', cookie));
    expect(unread(before, ids.intros)).toBe(true);
    expect(unread(before, ids.community)).toBe(true);
    // Trail Reports' newest post (the Rubicon run, 10 days old) is inside the 30-day read-marking window.
    expect(unread(before, ids.trails)).toBe(true);
    expect(unread(json(await get(t.app, '/api/nodes/all')), ids.intros)).toBe(false);

    expect((await get(t.app, `/api/forums/${ids.intros}/threads`, cookie)).statusCode).toBe(200);
    expect(unread(json<NodesResponse>(await get(t.app, '/api/nodes/all', cookie)), ids.intros)).toBe(true);
    for (const thread of json<ForumThreadsResponse>(await get(t.app, `/api/forums/${ids.intros}/threads`, cookie)).threads.filter((row) => row.is_unread)) {
      expect((await get(t.app, `/api/threads/${thread.thread_id}/posts?page=${Math.ceil((thread.reply_count + 1) / 20)}`, cookie)).statusCode).toBe(200);
    }
    const after = json<NodesResponse>(await get(t.app, '/api/nodes/all', cookie));
    expect(unread(after, ids.intros)).toBe(false);
    expect(unread(after, ids.trails)).toBe(true);
  });

  it('GET /forums/{id} returns the forum and its breadcrumbs', async () => {
    const body = json<ForumResponse>(await get(t.app, `/api/forums/${ids.trails}`));
    expect(body.forum).toMatchObject({ node_id: ids.trails, title: 'Trail Reports', type_data: { discussion_count: 2, message_count: 5 } });
    expect(body.breadcrumbs).toEqual([{ node_id: ids.community, title: 'Community', view_url: `/forums/community-n.${ids.community}/` }]);
  });

  it.each([
    ['a missing forum', () => 999999],
    ['a category', () => ids.community],
    ['a link forum', () => ids.store],
  ])('GET /forums/{id} answers 404 for %s', async (_label, id) => {
    for (const url of [`/api/forums/${id()}`, `/api/forums/${id()}/threads`]) {
      const response = await get(t.app, url);
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ errors: [{ code: 'not_found', message: 'no forum information found' }] });
    }
  });

  it('GET /forums/{id}/threads on an empty forum is an empty first page', async () => {
    const body = json<ForumThreadsResponse>(await get(t.app, `/api/forums/${ids.empty}/threads`));
    expect(body.threads).toEqual([]);
    expect(body.pagination).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 0 });
  });

  it.each(['/api/forums/abc', '/api/forums/0', '/api/forums/-3', '/api/forums/1.5/threads'])('rejects the id in %s with a 400', async (url) => {
    const response = await get(t.app, url);
    expect(response.statusCode).toBe(400);
    expect(json(response).errors[0]).toMatchObject({ code: 'invalid_parameter', message: expect.stringContaining("'id'") });
  });
});
