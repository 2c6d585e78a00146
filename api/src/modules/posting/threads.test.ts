import type {
  CreateThreadResponse,
  DraftResponse,
  ThreadEnvelope,
  ThreadListResponse,
  ThreadPostsResponse,
} from '@trailhead/shared-kernel/types';
import { seedDemo } from '../../seed';
import { LONG_THREAD_TITLE } from '../../seed/forum.data';
import { CLOSED_STICKY_TITLE } from '../../seed/posting.seed';
import { build, json, type TestApp } from '../../../test/helper';
import { loginAll, nodeOf, send, snapshot, threadOf, userId, userRow, type Role } from './posting-test-kit';

const LOGIN = 'You must log in or register to post here.';
const INSUFFICIENT = 'You have insufficient privileges to reply here.';

describe('threads: create, update, move, delete, watch, lists, drafts', () => {
  let t: TestApp;
  let as: Record<Role, string>;
  let forumId: number;
  let otherForumId: number;
  let categoryId: number;
  let linkForumId: number;
  let newsForumId: number;
  let prefixId: number;

  const create = (cookie: string | undefined, body: unknown, headers?: Record<string, string>) =>
    send(t.app, { method: 'POST', url: '/api/threads', body, cookie, headers });

  async function newThread(role: Role, title = 'Best recovery strap for a mid-size rig?', node = forumId) {
    const response = await create(as[role], { node_id: node, title, message_html: '<p>Looking for advice on straps.</p>' });
    expect(response.statusCode).toBe(200);
    return json<CreateThreadResponse>(response);
  }

  beforeAll(async () => {
    t = await build({ seed: (db) => seedDemo(db) });
    as = await loginAll(t.app);
    const nodes = await t.db.selectFrom('nodes').selectAll().orderBy('node_id').execute();
    const forums = nodes.filter((node) => node.node_type_id === 'Forum' && node.discussion_type === 'discussion');
    forumId = forums[0].node_id;
    otherForumId = forums[1].node_id;
    categoryId = nodes.find((node) => node.node_type_id === 'Category')!.node_id;
    linkForumId = nodes.find((node) => node.node_type_id === 'LinkForum')!.node_id;
    newsForumId = nodes.find((node) => node.discussion_type === 'article')!.node_id;
    prefixId = (await t.db.selectFrom('thread_prefixes').select('prefix_id').orderBy('prefix_id').executeTakeFirstOrThrow()).prefix_id;
  });
  afterAll(() => t.close());

  describe('POST /threads', () => {
    it('creates the thread and its first post, with every counter moved', async () => {
      const node = await nodeOf(t.db, forumId);
      const member = await userRow(t.db, 'member');
      const response = await create(as.member, {
        node_id: forumId,
        title: '  Winch   line care  ',
        message_html: '<p>Synthetic or steel? <script>x()</script></p>',
        prefix_id: prefixId,
      });
      expect(response.statusCode).toBe(200);
      const { thread, post } = json<CreateThreadResponse>(response);
      expect(thread).toMatchObject({
        node_id: forumId,
        title: 'Winch line care',
        discussion_type: 'discussion',
        prefix: { prefix_id: prefixId },
        username: 'member',
        reply_count: 0,
        discussion_open: true,
        sticky: false,
        discussion_state: 'visible',
        is_watched: true,
        can_reply: true,
        can_edit: true,
        can_moderate: false,
        view_url: `/threads/winch-line-care-t.${thread.thread_id}/`,
      });
      expect(post).toMatchObject({ thread_id: thread.thread_id, position: 1, message_html: '<p>Synthetic or steel? </p>' });
      expect(await threadOf(t.db, thread.thread_id)).toMatchObject({ first_post_id: post.post_id, last_post_id: post.post_id });
      expect(await nodeOf(t.db, forumId)).toMatchObject({
        discussion_count: node.discussion_count + 1,
        message_count: node.message_count + 1,
        last_thread_id: thread.thread_id,
        last_thread_title: 'Winch line care',
        last_post_id: post.post_id,
      });
      expect((await userRow(t.db, 'member')).message_count).toBe(member.message_count + 1);
      const list = json(await send(t.app, { method: 'GET', url: `/api/forums/${forumId}/threads?simplified=1` }));
      expect(list.threads[0].thread_id).toBe(thread.thread_id);
    });

    it('accepts a urlencoded form too', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/threads',
        headers: { cookie: as.rookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ node_id: String(forumId), title: 'Form thread', message_html: '<p>sent as a form</p>' }).toString(),
      });
      expect(response.statusCode).toBe(200);
      expect(json<CreateThreadResponse>(response).thread).toMatchObject({ title: 'Form thread', username: 'rookie' });
    });

    it('accepts a multipart form (FormData) too', async () => {
      const boundary = '----trailhead';
      const fields = { node_id: String(forumId), title: 'Multipart thread', message_html: '<p>sent as FormData</p>' };
      const payload =
        Object.entries(fields)
          .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
          .join('') + `--${boundary}--\r\n`;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/threads',
        headers: { cookie: as.rookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(response.statusCode).toBe(200);
      expect(json<CreateThreadResponse>(response).thread).toMatchObject({ title: 'Multipart thread' });
      expect(json<CreateThreadResponse>(response).post.message_html).toBe('<p>sent as FormData</p>');
    });

    it.each([
      ['a visitor', undefined, { node_id: 0 }, 401, LOGIN],
      ['newbie (unconfirmed)', 'newbie', {}, 403, INSUFFICIENT],
      ['outlaw (banned)', 'outlaw', {}, 403, INSUFFICIENT],
      ['a category', 'member', { node_id: 'category' }, 403, INSUFFICIENT],
      ['a link forum', 'member', { node_id: 'link' }, 403, INSUFFICIENT],
      ['a member in the news forum', 'member', { node_id: 'news' }, 403, INSUFFICIENT],
      ['an article by a member', 'member', { discussion_type: 'article' }, 403, 'Only moderators and admins may publish articles.'],
      ['an empty title', 'member', { title: '   ' }, 400, 'Please enter a title for the thread.'],
      ['a missing title', 'member', { title: undefined }, 400, 'Please enter a title for the thread.'],
      ['a 151-character title', 'member', { title: 'x'.repeat(151) }, 400, 'The title is too long: at most 150 characters (it has 151).'],
      ['an empty message', 'member', { message_html: '<p><br></p>' }, 400, 'Post message should not be empty'],
      ['an unknown prefix', 'member', { prefix_id: 9999 }, 400, 'no prefix found'],
      ['an unknown forum', 'member', { node_id: 999999 }, 404, 'no forum information found'],
      ['no forum', 'member', { node_id: undefined }, 400, 'node_id is required: the forum to post the thread in.'],
      ['a bad discussion type', 'member', { discussion_type: 'poll' }, 400, 'discussion_type must be one of: article, discussion, event, tlg_group, redirect.'],
      ['a redirect', 'admin', { discussion_type: 'redirect' }, 400, 'A new thread can be a discussion, article, event, not a redirect.'],
    ])('refuses %s with a clear message and writes nothing', async (_label, role, overrides, status, message) => {
      const nodeIds: Record<string, number> = { category: categoryId, link: linkForumId, news: newsForumId };
      const body: Record<string, unknown> = { node_id: forumId, title: 'A fine title', message_html: '<p>words</p>', ...overrides };
      if (typeof body.node_id === 'string') body.node_id = nodeIds[body.node_id];
      const before = await snapshot(t.db);
      const response = await create(role ? as[role as Role] : undefined, body);
      expect([response.statusCode, json(response).errors[0].message]).toEqual([status, message]);
      expect(await snapshot(t.db)).toEqual(before);
    });

    it('lets moderators and admins publish news articles', async () => {
      const { thread } = await newThread('admin', 'Trailhead 2.6.1 is out', newsForumId);
      expect(thread.discussion_type).toBe('article');
    });

    it('deletes the matching new-thread draft once the thread exists', async () => {
      const draft = { node_id: forumId, discussion_type: 'discussion', title: 'Half done', message_html: '<p>half</p>' };
      expect((await send(t.app, { method: 'POST', url: '/api/threads/draft', cookie: as.member, body: draft })).statusCode).toBe(200);
      await newThread('member', 'Now finished');
      const after = json<DraftResponse>(await send(t.app, { method: 'GET', url: `/api/threads/draft?node_id=${forumId}&discussion_type=discussion`, cookie: as.member }));
      expect(after.draft).toBeNull();
    });

    it('with one Idempotency-Key creates one thread, even for concurrent submits', async () => {
      const body = { node_id: forumId, title: 'Submitted twice', message_html: '<p>retry</p>' };
      const headers = { 'Idempotency-Key': 'thread-key-1' };
      const before = await snapshot(t.db);
      const responses = await Promise.all([create(as.member, body, headers), create(as.member, body, headers), create(as.member, body, headers)]);
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
      expect(new Set(responses.map((response) => json<CreateThreadResponse>(response).thread.thread_id)).size).toBe(1);
      const again = json<CreateThreadResponse>(await create(as.member, body, headers));
      expect(again.thread.thread_id).toBe(json<CreateThreadResponse>(responses[0]).thread.thread_id);
      const after = await snapshot(t.db);
      expect([after.threads, after.posts]).toEqual([before.threads + 1, before.posts + 1]);
    });
  });

  describe('POST /threads/{id}', () => {
    const update = (id: number, cookie: string | undefined, body: unknown) => send(t.app, { method: 'POST', url: `/api/threads/${id}`, cookie, body });

    it('lets the author change title and prefix, and nothing else', async () => {
      const { thread } = await newThread('rookie', 'Old title');
      const response = await update(thread.thread_id, as.rookie, { title: 'New title', prefix_id: prefixId });
      expect(response.statusCode).toBe(200);
      expect(json<ThreadEnvelope>(response).thread).toMatchObject({ title: 'New title', prefix: { prefix_id: prefixId }, view_url: `/threads/new-title-t.${thread.thread_id}/` });
      expect((await nodeOf(t.db, forumId)).last_thread_title).toBe('New title');
      const cleared = json<ThreadEnvelope>(await update(thread.thread_id, as.rookie, { prefix_id: null }));
      expect(cleared.thread.prefix).toBeNull();
      const before = await snapshot(t.db);
      const refusals: [string | undefined, unknown, number, string][] = [
        [as.rookie, { sticky: true }, 403, 'Only moderators may move, open, close or stick threads.'],
        [as.rookie, { node_id: otherForumId }, 403, 'Only moderators may move, open, close or stick threads.'],
        [as.rookie, { discussion_open: false }, 403, 'Only moderators may move, open, close or stick threads.'],
        [as.member, { title: 'Hijacked' }, 403, 'You may only edit your own threads.'],
        [undefined, { title: 'x' }, 401, LOGIN],
        [as.rookie, { title: '' }, 400, 'Please enter a title for the thread.'],
        [as.rookie, { title: 'y'.repeat(151) }, 400, 'The title is too long: at most 150 characters (it has 151).'],
        [as.rookie, { prefix_id: 777 }, 400, 'no prefix found'],
        [as.rookie, { sticky: 'maybe' }, 400, 'sticky must be true or false.'],
      ];
      for (const [cookie, body, status, message] of refusals) {
        const refused = await update(thread.thread_id, cookie, body);
        expect([refused.statusCode, json(refused).errors[0].message]).toEqual([status, message]);
      }
      expect(await snapshot(t.db)).toEqual(before);
      expect((await threadOf(t.db, thread.thread_id)).title).toBe('New title');
    });

    it('lets moderators move (alerting the author with the reason), close and stick', async () => {
      const { thread } = await newThread('rookie', 'In the wrong place');
      const from = await nodeOf(t.db, forumId);
      const to = await nodeOf(t.db, otherForumId);
      const response = await update(thread.thread_id, as.moderator, { node_id: otherForumId, reason: 'A better fit over there', discussion_open: false, sticky: true });
      expect(response.statusCode).toBe(200);
      expect(json<ThreadEnvelope>(response).thread).toMatchObject({ node_id: otherForumId, discussion_open: false, sticky: true, vehicle_type_id: to.vehicle_type_id });
      expect((await nodeOf(t.db, forumId)).discussion_count).toBe(from.discussion_count - 1);
      expect((await nodeOf(t.db, otherForumId)).discussion_count).toBe(to.discussion_count + 1);
      const alert = await t.db.selectFrom('alerts').selectAll().orderBy('alert_id', 'desc').executeTakeFirstOrThrow();
      expect(alert).toMatchObject({ user_id: await userId(t.db, 'rookie'), action: 'thread_move', content_type: 'thread', content_id: thread.thread_id });
      expect(JSON.parse(alert.extra_data)).toEqual({ reason: 'A better fit over there' });
      const rookieView = json(await send(t.app, { method: 'GET', url: `/api/threads/${thread.thread_id}`, cookie: as.rookie })).thread;
      expect(rookieView).toMatchObject({ can_reply: false, reply_error: 'Not open for further replies.' });
      const into = await update(thread.thread_id, as.moderator, { node_id: categoryId });
      expect([into.statusCode, json(into).errors[0].message]).toEqual([400, expect.stringContaining('Threads can only be moved into a forum')]);
    });
  });

  describe('DELETE /threads/{id}', () => {
    const del = (id: number, cookie: string | undefined, body: unknown = {}) => send(t.app, { method: 'DELETE', url: `/api/threads/${id}`, cookie, body });

    it('soft delete hides the thread from members and lists but not from moderators', async () => {
      const { thread } = await newThread('member', 'Soon gone');
      const node = await nodeOf(t.db, forumId);
      const response = await del(thread.thread_id, as.moderator, { reason: 'Duplicate', author_alert: true });
      expect(json(response)).toMatchObject({ hard_delete: false, thread: { discussion_state: 'deleted' } });
      expect((await send(t.app, { method: 'GET', url: `/api/threads/${thread.thread_id}`, cookie: as.member })).statusCode).toBe(404);
      expect((await send(t.app, { method: 'GET', url: `/api/threads/${thread.thread_id}/posts`, cookie: as.moderator })).statusCode).toBe(200);
      expect((await nodeOf(t.db, forumId)).discussion_count).toBe(node.discussion_count - 1);
      const memberList = json(await send(t.app, { method: 'GET', url: `/api/forums/${forumId}/threads?simplified=1`, cookie: as.member }));
      expect(memberList.threads.map((row: { thread_id: number }) => row.thread_id)).not.toContain(thread.thread_id);
      const moderatorList = json(await send(t.app, { method: 'GET', url: `/api/forums/${forumId}/threads?simplified=1&order=post_date`, cookie: as.moderator }));
      expect(moderatorList.threads.find((row: { thread_id: number }) => row.thread_id === thread.thread_id)).toMatchObject({ discussion_state: 'deleted' });
      const alert = await t.db.selectFrom('alerts').selectAll().orderBy('alert_id', 'desc').executeTakeFirstOrThrow();
      expect(alert).toMatchObject({ user_id: await userId(t.db, 'member'), action: 'post_delete', content_id: thread.thread_id });
    });

    it('hard delete removes thread and posts and fixes the counts', async () => {
      const { thread } = await newThread('rookie', 'Spam thread');
      await send(t.app, { method: 'POST', url: '/api/posts', cookie: as.member, body: { thread_id: thread.thread_id, message_html: '<p>reply</p>' } });
      const before = await snapshot(t.db);
      const node = await nodeOf(t.db, forumId);
      const response = await del(thread.thread_id, as.admin, { hard_delete: true, reason: 'spam' });
      expect(json(response)).toEqual({ hard_delete: true });
      const after = await snapshot(t.db);
      expect([after.threads, after.posts, after.userMessages]).toEqual([before.threads - 1, before.posts - 2, before.userMessages - 2]);
      expect((await nodeOf(t.db, forumId)).message_count).toBe(node.message_count - 2);
      expect((await send(t.app, { method: 'GET', url: `/api/threads/${thread.thread_id}`, cookie: as.admin })).statusCode).toBe(404);
    });

    it('lets the author soft-delete but not hard-delete; refuses others', async () => {
      const { thread } = await newThread('rookie', 'My own thread');
      const before = await snapshot(t.db);
      const refusals: [string | undefined, unknown, number, string][] = [
        [as.rookie, { hard_delete: true }, 403, 'Only moderators may delete permanently or alert the author.'],
        [as.member, {}, 403, 'You may only delete your own threads.'],
        [undefined, {}, 401, LOGIN],
      ];
      for (const [cookie, body, status, message] of refusals) {
        const refused = await del(thread.thread_id, cookie, body);
        expect([refused.statusCode, json(refused).errors[0].message]).toEqual([status, message]);
      }
      expect(await snapshot(t.db)).toEqual(before);
      expect(json(await del(thread.thread_id, as.rookie))).toEqual({ hard_delete: false });
      expect((await del(999999, as.admin)).statusCode).toBe(404);
    });
  });

  describe('watch, watched, recent and all threads', () => {
    it('watch and unwatch flip is_watched; GET /threads/watched lists them', async () => {
      const { thread } = await newThread('admin', 'Watch me');
      const watch = (path: string, cookie?: string) => send(t.app, { method: 'POST', url: `/api/threads/${thread.thread_id}/${path}`, cookie });
      expect(json(await watch('watch', as.rookie))).toMatchObject({ is_watched: true });
      expect(json(await watch('watch', as.rookie))).toMatchObject({ is_watched: true });
      const watched = json<ThreadListResponse>(await send(t.app, { method: 'GET', url: '/api/threads/watched', cookie: as.rookie }));
      expect(watched.threads[0]).toMatchObject({ thread_id: thread.thread_id, is_watched: true });
      const page = json<ThreadPostsResponse>(await send(t.app, { method: 'GET', url: `/api/threads/${thread.thread_id}/posts`, cookie: as.rookie }));
      expect(page.thread.is_watched).toBe(true);
      expect(json(await watch('unwatch', as.rookie))).toEqual({ is_watched: false, watch_email: false });
      const after = json<ThreadListResponse>(await send(t.app, { method: 'GET', url: '/api/threads/watched', cookie: as.rookie }));
      expect(after.threads.map((row) => row.thread_id)).not.toContain(thread.thread_id);
      expect((await watch('watch')).statusCode).toBe(401);
      expect((await send(t.app, { method: 'GET', url: '/api/threads/watched' })).statusCode).toBe(401);
      expect((await send(t.app, { method: 'POST', url: '/api/threads/999999/watch', cookie: as.rookie })).statusCode).toBe(404);
    });

    it('the demo has watched threads for member (the photo thread among them) and closed threads', async () => {
      const watched = json<ThreadListResponse>(await send(t.app, { method: 'GET', url: '/api/threads/watched', cookie: as.member }));
      expect(watched.pagination.total).toBeGreaterThanOrEqual(5);
      expect(watched.threads.every((thread) => thread.is_watched)).toBe(true);
      const photo = await t.db.selectFrom('threads').select('thread_id').where('title', '=', LONG_THREAD_TITLE).executeTakeFirstOrThrow();
      const page = json<ThreadPostsResponse>(await send(t.app, { method: 'GET', url: `/api/threads/${photo.thread_id}/posts`, cookie: as.member }));
      expect(page.thread.is_watched).toBe(true);
      expect(page.posts.some((post) => post.reactions.length > 0)).toBe(true);
      const closed = await t.db.selectFrom('threads').select(['thread_id', 'title']).where('discussion_open', '=', false).execute();
      expect(closed.map((row) => row.title)).toContain(CLOSED_STICKY_TITLE);
      expect(closed.length).toBeGreaterThanOrEqual(2);
      expect(await t.db.selectFrom('post_reports').select('report_id').execute()).not.toHaveLength(0);
    });

    it('GET /threads/recent lists the newest threads of a type and vehicle', async () => {
      const { thread } = await newThread('member', 'Freshest thread');
      const recent = json(await send(t.app, { method: 'GET', url: '/api/threads/recent?discussion_type=discussion' }));
      expect(recent.threads[0].thread_id).toBe(thread.thread_id);
      expect(recent.threads.length).toBeLessThanOrEqual(10);
      const vehicle = (await t.db.selectFrom('vehicle_types').select('vehicle_type_id').where('vehicle_type_id', '>', 0).executeTakeFirstOrThrow()).vehicle_type_id;
      const byVehicle = json(await send(t.app, { method: 'GET', url: `/api/threads/recent?vehicle_type_id=${vehicle}` }));
      expect(byVehicle.threads.every((row: { vehicle_type_id: number }) => row.vehicle_type_id === vehicle)).toBe(true);
      const bad = await send(t.app, { method: 'GET', url: '/api/threads/recent?discussion_type=poll' });
      expect(bad.statusCode).toBe(400);
    });

    it('GET /threads filters by type and prefix, 20 a page', async () => {
      const all = json<ThreadListResponse>(await send(t.app, { method: 'GET', url: '/api/threads' }));
      expect(all.threads.length).toBe(20);
      const articles = json<ThreadListResponse>(await send(t.app, { method: 'GET', url: '/api/threads?thread_type=article' }));
      expect(articles.threads.length).toBeGreaterThan(0);
      expect(articles.threads.every((thread) => thread.discussion_type === 'article')).toBe(true);
      const prefixed = json<ThreadListResponse>(await send(t.app, { method: 'GET', url: `/api/threads?thread_prefix_id=${prefixId}` }));
      expect(prefixed.threads.every((thread) => thread.prefix?.prefix_id === prefixId)).toBe(true);
      const far = await send(t.app, { method: 'GET', url: '/api/threads?page=9999' });
      expect(far.statusCode).toBe(404);
    });
  });

  describe('drafts', () => {
    const draftUrl = (query: string) => `/api/threads/draft?${query}`;

    it('keeps one reply draft per member and thread: save, overwrite, read, clear', async () => {
      const { thread } = await newThread('admin', 'Draft target');
      const save = (cookie: string, message: string) =>
        send(t.app, { method: 'POST', url: '/api/threads/draft', cookie, body: { thread_id: thread.thread_id, message_html: message } });
      expect(json<DraftResponse>(await save(as.member, '<p>first <img src=x onerror=alert(1)></p>')).draft).toMatchObject({ thread_id: thread.thread_id, message_html: '<p>first </p>' });
      await save(as.member, '<p>second</p>');
      await save(as.rookie, '<p>rookie draft</p>');
      expect(await t.db.selectFrom('drafts').select('draft_id').where('thread_id', '=', thread.thread_id).execute()).toHaveLength(2);
      const read = json<DraftResponse>(await send(t.app, { method: 'GET', url: draftUrl(`thread_id=${thread.thread_id}`), cookie: as.member }));
      expect(read.draft).toMatchObject({ message_html: '<p>second</p>', node_id: null, updated_at: expect.any(Number) });
      // Posting the reply deletes the member's draft, not the rookie's.
      await send(t.app, { method: 'POST', url: '/api/posts', cookie: as.member, body: { thread_id: thread.thread_id, message_html: '<p>second</p>' } });
      expect(json<DraftResponse>(await send(t.app, { method: 'GET', url: draftUrl(`thread_id=${thread.thread_id}`), cookie: as.member })).draft).toBeNull();
      expect(json<DraftResponse>(await send(t.app, { method: 'GET', url: draftUrl(`thread_id=${thread.thread_id}`), cookie: as.rookie })).draft).not.toBeNull();
      const cleared = await send(t.app, { method: 'DELETE', url: draftUrl(`thread_id=${thread.thread_id}`), cookie: as.rookie });
      expect(json(cleared)).toEqual({ draft: null });
      expect(json<DraftResponse>(await send(t.app, { method: 'GET', url: draftUrl(`thread_id=${thread.thread_id}`), cookie: as.rookie })).draft).toBeNull();
    });

    it('keeps new-thread drafts per forum and discussion type', async () => {
      const body = { node_id: otherForumId, discussion_type: 'discussion', title: 'Draft title', message_html: '', prefix_id: prefixId };
      const saved = json<DraftResponse>(await send(t.app, { method: 'POST', url: '/api/threads/draft', cookie: as.member, body }));
      expect(saved.draft).toMatchObject({ node_id: otherForumId, thread_id: null, title: 'Draft title', prefix_id: prefixId, message_html: '' });
      const other = json<DraftResponse>(await send(t.app, { method: 'GET', url: draftUrl(`node_id=${otherForumId}&discussion_type=event`), cookie: as.member }));
      expect(other.draft).toBeNull();
    });

    it('refuses visitors, unknown places and bad fields, writing nothing', async () => {
      const before = await snapshot(t.db);
      const cases: [string | undefined, unknown, number, string][] = [
        [undefined, { node_id: forumId }, 401, 'Please login in to see the content of the page.'],
        [as.outlaw, { node_id: forumId }, 403, 'Your account has been blocked.'],
        [as.member, {}, 400, 'Give thread_id (a reply draft) or node_id (a new-thread draft).'],
        [as.member, { thread_id: 999999 }, 404, 'no thread found'],
        [as.member, { node_id: 999999 }, 400, 'no forum information found'],
        [as.member, { node_id: forumId, title: 'z'.repeat(151) }, 400, 'title is too long: at most 150 characters.'],
        [as.member, { node_id: forumId, prefix_id: 4242 }, 400, 'no prefix found'],
      ];
      for (const [cookie, body, status, message] of cases) {
        const response = await send(t.app, { method: 'POST', url: '/api/threads/draft', cookie, body });
        expect([response.statusCode, json(response).errors[0].message]).toEqual([status, message]);
      }
      expect(await snapshot(t.db)).toEqual(before);
    });
  });
});
