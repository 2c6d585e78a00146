import type { Post, PostResponse, ReactResponse, ThreadPostsResponse } from '@trailhead/shared-kernel/types';
import { seedDemo } from '../../seed';
import { LONG_THREAD_TITLE } from '../../seed/forum.data';
import { build, json, type TestApp } from '../../../test/helper';
import { DANGEROUS_HTML, XSS_PAYLOADS } from '../../../test/xss-corpus';
import { loginAll, nodeOf, send, snapshot, threadOf, userId, userRow, type Role } from './posting-test-kit';

const LOGIN = 'You must log in or register to post here.';
const INSUFFICIENT = 'You have insufficient privileges to reply here.';
const CLOSED = 'Not open for further replies.';

describe('posts: create, edit, react, delete, report', () => {
  let t: TestApp;
  let as: Record<Role, string>;
  /** An open thread started by someone who is none of the demo accounts. */
  let threadId: number;
  let longThread: number;

  const reply = (cookie: string | undefined, body: unknown, headers?: Record<string, string>) =>
    send(t.app, { method: 'POST', url: '/api/posts', body, cookie, headers });

  async function newReply(role: Role, html = '<p>A reply with some words</p>', thread = threadId): Promise<Post> {
    const response = await reply(as[role], { thread_id: thread, message_html: html });
    expect(response.statusCode).toBe(200);
    return json<PostResponse>(response).post;
  }

  beforeAll(async () => {
    t = await build({ seed: (db) => seedDemo(db) });
    as = await loginAll(t.app);
    const roleIds = await Promise.all(['admin', 'moderator', 'member', 'rookie', 'newbie', 'outlaw'].map((name) => userId(t.db, name)));
    const row = await t.db
      .selectFrom('threads')
      .select('thread_id')
      .where('discussion_type', '=', 'discussion')
      .where('sticky', '=', false)
      .where('discussion_open', '=', true)
      .where('user_id', 'not in', roleIds)
      .where('reply_count', '>=', 3)
      .orderBy('thread_id')
      .executeTakeFirstOrThrow();
    threadId = row.thread_id;
    longThread = (await t.db.selectFrom('threads').select('thread_id').where('title', '=', LONG_THREAD_TITLE).executeTakeFirstOrThrow()).thread_id;
  });
  afterAll(() => t.close());

  describe('POST /posts', () => {
    it('adds the reply at the end and moves every counter in one go', async () => {
      const thread = await threadOf(t.db, threadId);
      const node = await nodeOf(t.db, thread.node_id);
      const member = await userRow(t.db, 'member');
      const post = await newReply('member', '<p>Aired down to 15 psi and it <b>walked</b> right up.</p>');
      expect(post).toMatchObject({
        thread_id: threadId,
        username: 'member',
        position: thread.reply_count + 2,
        message_html: '<p>Aired down to 15 psi and it <b>walked</b> right up.</p>',
        message_parsed: 'Aired down to 15 psi and it walked right up.',
        message_state: 'visible',
        reactions: [],
        visitor_reaction_id: null,
        can_edit: true,
        can_delete: true,
        can_react: false,
        can_moderate: false,
      });
      const after = await threadOf(t.db, threadId);
      expect(after).toMatchObject({ reply_count: thread.reply_count + 1, last_post_id: post.post_id, last_post_username: 'member' });
      expect(await nodeOf(t.db, thread.node_id)).toMatchObject({
        message_count: node.message_count + 1,
        discussion_count: node.discussion_count,
        last_post_id: post.post_id,
        last_thread_id: threadId,
      });
      expect((await userRow(t.db, 'member')).message_count).toBe(member.message_count + 1);
      // The new post is on the thread's last page and findable by search.
      const lastPage = Math.ceil((after.reply_count + 1) / 20);
      const page = json<ThreadPostsResponse>(await send(t.app, { method: 'GET', url: `/api/threads/${threadId}/posts?page=${lastPage}` }));
      expect(page.posts.at(-1)?.post_id).toBe(post.post_id);
      const search = json(await send(t.app, { method: 'GET', url: '/api/search?keywords=psi%20walked' }));
      expect(JSON.stringify(search)).toContain(`"post_id":${post.post_id}`);
    });

    it.each([
      ['visitor', undefined, 401, LOGIN],
      ['newbie (unconfirmed)', 'newbie', 403, INSUFFICIENT],
      ['outlaw (banned)', 'outlaw', 403, INSUFFICIENT],
    ])('refuses a %s with the spec message and writes nothing', async (_label, role, status, message) => {
      const before = await snapshot(t.db);
      const response = await reply(role ? as[role as Role] : undefined, { thread_id: threadId, message_html: '<p>hello</p>' });
      expect(response.statusCode).toBe(status);
      expect(json(response).errors[0].message).toBe(message);
      expect(await snapshot(t.db)).toEqual(before);
    });

    it.each(['rookie', 'member', 'moderator', 'admin'] as const)('lets %s reply', async (role) => {
      expect((await newReply(role)).username).toBe(role);
    });

    it.each([
      [{ thread_id: 0, message_html: '<p>x</p>' }, 400, 'thread_id must be a positive whole number.'],
      [{ message_html: '<p>x</p>' }, 400, 'thread_id is required: the thread to reply to.'],
      [{ thread_id: 999999, message_html: '<p>x</p>' }, 404, 'no thread found'],
      [{ thread_id: 'T', message_html: '<p>x</p>' }, 400, 'thread_id must be a positive whole number.'],
      [{ thread_id: 1 }, 400, 'Post message should not be empty'],
      [{ thread_id: 1, message_html: '' }, 400, 'Post message should not be empty'],
      [{ thread_id: 1, message_html: '<p> &nbsp; </p><p><br></p>' }, 400, 'Post message should not be empty'],
      [{ thread_id: 1, message_html: '<script>alert(1)</script>' }, 400, 'Post message should not be empty'],
      [{ thread_id: 1, message_html: 42 }, 400, 'message_html must be text (HTML).'],
      [{ thread_id: 1, message_html: 'x'.repeat(100_001), label: 'a message of 100001 characters' }, 400, 'The message is too long: at most 100000 characters of HTML.'],
      [{ thread_id: 1, message_html: '<p>x</p>', attachment_key: '../../etc' }, 400, 'attachment_key must be the key given by POST /attachments/new-key.'],
    ].map(([body, status, message]) => [(body as { label?: string }).label ?? JSON.stringify(body), body, status, message] as const))(
      'refuses %s with a clear message, writing nothing',
      async (_label, body, status, message) => {
      const before = await snapshot(t.db);
      const payload = { ...(body as object) } as Record<string, unknown>;
      delete payload.label;
      if (payload.thread_id === 1) payload.thread_id = threadId;
      const response = await reply(as.member, payload);
      expect(response.statusCode).toBe(status);
      expect(json(response).errors[0].message).toBe(message);
      expect(await snapshot(t.db)).toEqual(before);
      },
    );

    it('numbers concurrent replies (and a hard delete among them) without gaps or clashes', async () => {
      const before = await threadOf(t.db, threadId);
      const victim = await newReply('rookie', '<p>about to go</p>');
      const responses = await Promise.all([
        ...Array.from({ length: 6 }, (_, i) => reply(i % 2 ? as.member : as.admin, { thread_id: threadId, message_html: `<p>burst ${i}</p>` })),
        send(t.app, { method: 'DELETE', url: `/api/posts/${victim.post_id}`, cookie: as.moderator, body: { hard_delete: true } }),
      ]);
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 200]);
      const after = await threadOf(t.db, threadId);
      expect(after.reply_count).toBe(before.reply_count + 6);
      const positions = (await t.db.selectFrom('posts').select('position').where('thread_id', '=', threadId).orderBy('position').execute()).map((row) => row.position);
      expect(positions).toEqual(Array.from({ length: after.reply_count + 1 }, (_, i) => i + 1));
    });

    it('counts an image alone as content', async () => {
      const post = await newReply('member', '<p><img src="https://images.example/rig.jpg" alt="my rig"></p>');
      expect(post.message_html).toBe('<p><img src="https://images.example/rig.jpg" alt="my rig" /></p>');
    });

    it('refuses a reply to a closed thread, except from moderators', async () => {
      await t.db.updateTable('threads').set({ discussion_open: false }).where('thread_id', '=', threadId).execute();
      try {
        const before = await snapshot(t.db);
        const response = await reply(as.member, { thread_id: threadId, message_html: '<p>late</p>' });
        expect(response.statusCode).toBe(403);
        expect(json(response).errors[0].message).toBe(CLOSED);
        expect(await snapshot(t.db)).toEqual(before);
        const thread = json(await send(t.app, { method: 'GET', url: `/api/threads/${threadId}`, cookie: as.member })).thread;
        expect(thread).toMatchObject({ can_reply: false, reply_error: CLOSED, discussion_open: false });
        expect((await newReply('moderator')).username).toBe('moderator');
      } finally {
        await t.db.updateTable('threads').set({ discussion_open: true }).where('thread_id', '=', threadId).execute();
      }
    });

    it('answers 404 no thread found for a soft-deleted thread', async () => {
      await t.db.updateTable('threads').set({ discussion_state: 'deleted' }).where('thread_id', '=', threadId).execute();
      try {
        const response = await reply(as.moderator, { thread_id: threadId, message_html: '<p>x</p>' });
        expect(response.statusCode).toBe(404);
        expect(json(response).errors[0].message).toBe('no thread found');
      } finally {
        await t.db.updateTable('threads').set({ discussion_state: 'visible' }).where('thread_id', '=', threadId).execute();
      }
    });
  });

  describe('viewer fields on thread pages', () => {
    it('tell each role what it may do', async () => {
      const own = await newReply('rookie', '<p>rookie here</p>');
      const page = async (role?: Role) => {
        const thread = await threadOf(t.db, threadId);
        const lastPage = Math.ceil((thread.reply_count + 1) / 20);
        const body = json<ThreadPostsResponse>(
          await send(t.app, { method: 'GET', url: `/api/threads/${threadId}/posts?page=${lastPage}`, cookie: role ? as[role] : undefined }),
        );
        return { thread: body.thread, post: body.posts.find((post) => post.post_id === own.post_id)! };
      };
      const visitor = await page();
      expect(visitor.thread).toMatchObject({ can_reply: false, reply_error: LOGIN, can_edit: false, can_moderate: false, is_watched: false });
      expect(visitor.post).toMatchObject({ can_edit: false, can_delete: false, can_react: false, can_report: false });
      const newbie = await page('newbie');
      expect(newbie.thread).toMatchObject({ can_reply: false, reply_error: INSUFFICIENT });
      const rookie = await page('rookie');
      expect(rookie.thread).toMatchObject({ can_reply: true, reply_error: null });
      expect(rookie.post).toMatchObject({ can_edit: true, can_delete: true, can_react: false, can_report: false, can_moderate: false });
      const member = await page('member');
      expect(member.post).toMatchObject({ can_edit: false, can_delete: false, can_react: true, can_report: true });
      const moderator = await page('moderator');
      expect(moderator.thread).toMatchObject({ can_reply: true, can_edit: true, can_delete: true, can_moderate: true });
      expect(moderator.post).toMatchObject({ can_edit: true, can_delete: true, can_moderate: true });
    });
  });

  describe('thread pages shared between readers (page micro-cache)', () => {
    const lastPage = async (cookie?: string) => {
      const thread = await threadOf(t.db, threadId);
      const page = Math.ceil((thread.reply_count + 1) / 20);
      return json<ThreadPostsResponse>(await send(t.app, { method: 'GET', url: `/api/threads/${threadId}/posts?page=${page}`, cookie }));
    };

    it('each reader still gets their own reaction and rights on the same page', async () => {
      const post = await newReply('rookie', '<p>shared page</p>');
      await lastPage(as.member);
      expect((await send(t.app, { method: 'POST', url: `/api/posts/${post.post_id}/react`, cookie: as.member, body: { reaction_id: 2 } })).statusCode).toBe(200);
      const [member, moderator, visitor] = [await lastPage(as.member), await lastPage(as.moderator), await lastPage()];
      const of = (body: ThreadPostsResponse) => body.posts.find((candidate) => candidate.post_id === post.post_id)!;
      expect(of(member)).toMatchObject({ visitor_reaction_id: 2, reactions: [{ reaction_id: 2, count: 1 }], can_react: true });
      expect(of(moderator)).toMatchObject({ visitor_reaction_id: null, reactions: [{ reaction_id: 2, count: 1 }], can_moderate: true });
      expect(of(visitor)).toMatchObject({ visitor_reaction_id: null, reactions: [{ reaction_id: 2, count: 1 }], can_react: false });
    });

    it('a write through the API shows on the next read at once: reply, edit, reaction, deletion', async () => {
      const post = await newReply('rookie', '<p>before</p>');
      const of = async () => (await lastPage(as.member)).posts.find((candidate) => candidate.post_id === post.post_id);
      expect((await of())?.message_html).toBe('<p>before</p>');
      await send(t.app, { method: 'POST', url: `/api/posts/${post.post_id}`, cookie: as.rookie, body: { message_html: '<p>after</p>' } });
      expect((await of())?.message_html).toBe('<p>after</p>');
      await send(t.app, { method: 'POST', url: `/api/posts/${post.post_id}/react`, cookie: as.moderator, body: { reaction_id: 1 } });
      expect((await of())?.reactions).toEqual([{ reaction_id: 1, count: 1 }]);
      const next = await newReply('member', '<p>one more</p>');
      expect((await lastPage(as.member)).posts.map((candidate) => candidate.post_id)).toContain(next.post_id);
      await send(t.app, { method: 'DELETE', url: `/api/posts/${post.post_id}`, cookie: as.moderator, body: { reason: 'test' } });
      expect((await of())?.message_state).toBe('deleted');
    });
  });

  describe('POST /posts/{id} (edit)', () => {
    it('lets the author edit, records the edit date, keeps search in step', async () => {
      const post = await newReply('member', '<p>first words</p>');
      const response = await send(t.app, { method: 'POST', url: `/api/posts/${post.post_id}`, cookie: as.member, body: { message_html: '<p>second thoughts about lockers</p>' } });
      expect(response.statusCode).toBe(200);
      const edited = json<PostResponse>(response).post;
      expect(edited).toMatchObject({ post_id: post.post_id, position: post.position, message_parsed: 'second thoughts about lockers' });
      expect(edited.last_edit_date).toEqual(expect.any(Number));
      const search = json(await send(t.app, { method: 'GET', url: '/api/search?keywords=thoughts%20lockers' }));
      expect(JSON.stringify(search)).toContain(`"post_id":${post.post_id}`);
    });

    it('refuses others (but not moderators), empty messages and unknown posts', async () => {
      const post = await newReply('member', '<p>mine</p>');
      const edit = (cookie: string | undefined, html: string, id = post.post_id) =>
        send(t.app, { method: 'POST', url: `/api/posts/${id}`, cookie, body: { message_html: html } });
      const before = await snapshot(t.db);
      const cases: [string | undefined, string, number, string, number?][] = [
        [undefined, '<p>x</p>', 401, LOGIN],
        [as.rookie, '<p>x</p>', 403, 'You may only edit your own posts.'],
        [as.outlaw, '<p>x</p>', 403, INSUFFICIENT],
        [as.member, '<p></p>', 400, 'Post message should not be empty'],
        [as.member, '<p>x</p>', 404, 'no post found', 999999],
      ];
      for (const [cookie, html, status, message, id] of cases) {
        const response = await edit(cookie, html, id);
        expect([response.statusCode, json(response).errors[0].message]).toEqual([status, message]);
      }
      expect(await snapshot(t.db)).toEqual(before);
      const stored = await t.db.selectFrom('posts').select('message_html').where('post_id', '=', post.post_id).executeTakeFirstOrThrow();
      expect(stored.message_html).toBe('<p>mine</p>');
      const byModerator = await edit(as.moderator, '<p>tidied by a moderator</p>');
      expect(byModerator.statusCode).toBe(200);
    });
  });

  describe('XSS corpus', () => {
    it(`keeps nothing executable from ${XSS_PAYLOADS.length} payloads, on create and on edit`, async () => {
      expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
      const anchor = await newReply('member', '<p>anchor for edits</p>');
      for (const payload of XSS_PAYLOADS) {
        const html = `<p>ok</p>${payload}`;
        const created = await reply(as.member, { thread_id: threadId, message_html: html });
        expect(created.statusCode).toBe(200);
        const edited = await send(t.app, { method: 'POST', url: `/api/posts/${anchor.post_id}`, cookie: as.member, body: { message_html: html } });
        expect(edited.statusCode).toBe(200);
        const ids = [json<PostResponse>(created).post.post_id, anchor.post_id];
        const stored = await t.db.selectFrom('posts').select('message_html').where('post_id', 'in', ids).execute();
        for (const { message_html } of stored) {
          for (const pattern of DANGEROUS_HTML) {
            if (pattern.test(message_html)) throw new Error(`payload ${payload} left ${message_html} (matches ${pattern})`);
          }
        }
      }
    });

    it('keeps the allowed formatting and forces safe link attributes', async () => {
      const post = await newReply(
        'member',
        '<p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code></p><ul><li>one</li></ul><ol><li>two</li></ol><pre>pre</pre>' +
          '<p><a href="https://kestrel.example/a" target="_blank" rel="opener">link</a> <a href="mailto:a@b.example">mail</a></p>' +
          '<blockquote data-quote="rookie" data-post-id="12">quoted</blockquote><span class="mention other" data-user-id="3">@rookie</span>' +
          '<img src="/api/attachments/7/data" width="640" height="480" alt="pic">',
      );
      expect(post.message_html).toBe(
        '<p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code></p><ul><li>one</li></ul><ol><li>two</li></ol><pre>pre</pre>' +
          '<p><a href="https://kestrel.example/a" target="_blank" rel="nofollow ugc noopener">link</a> <a href="mailto:a@b.example" rel="nofollow ugc noopener">mail</a></p>' +
          '<blockquote data-quote="rookie" data-post-id="12">quoted</blockquote><span class="mention" data-user-id="3">@rookie</span>' +
          '<img src="/api/attachments/7/data" width="640" height="480" alt="pic" />',
      );
    });
  });

  describe('alerts of a reply', () => {
    it('alerts watchers (not the poster), the quoted member and mentioned members, once each', async () => {
      const [memberId, rookieId, moderatorId, adminId] = await Promise.all(['member', 'rookie', 'moderator', 'admin'].map((name) => userId(t.db, name)));
      for (const cookie of [as.member, as.rookie, as.admin]) {
        expect((await send(t.app, { method: 'POST', url: `/api/threads/${threadId}/watch`, cookie })).statusCode).toBe(200);
      }
      const since = (await t.db.selectFrom('alerts').select((eb) => eb.fn.max('alert_id').as('max')).executeTakeFirstOrThrow()).max ?? 0;
      const post = await newReply(
        'admin',
        '<blockquote data-quote="Rookie">you said</blockquote><p>Thanks @moderator and @member, and @nobody_here_xyz.</p>',
      );
      const alerts = await t.db.selectFrom('alerts').selectAll().where('alert_id', '>', since).orderBy('alert_id').execute();
      const got = alerts.map((alert) => [alert.user_id, alert.action, alert.content_type, alert.content_id, alert.from_user_id]);
      expect(got).toEqual(
        expect.arrayContaining([
          [rookieId, 'quote', 'post', post.post_id, adminId],
          [moderatorId, 'mention', 'post', post.post_id, adminId],
          [memberId, 'mention', 'post', post.post_id, adminId],
        ]),
      );
      // Every other watcher (the demo community watches threads it wrote in) hears of it as a reply, once.
      const watching = await t.db.selectFrom('thread_watches').select('user_id').where('thread_id', '=', threadId).execute();
      const others = watching.map((row) => row.user_id).filter((id) => ![adminId, rookieId, moderatorId, memberId].includes(id));
      expect(got.filter((alert) => alert[1] === 'insert').map((alert) => alert[0]).sort()).toEqual(others.sort());
      expect(got).toHaveLength(3 + others.length);
      // A plain reply alerts the watchers (insert), never the poster.
      const since2 = alerts.at(-1)!.alert_id;
      await newReply('rookie', '<p>plain reply</p>');
      const watchAlerts = await t.db.selectFrom('alerts').select(['user_id', 'action']).where('alert_id', '>', since2).orderBy('user_id').execute();
      // Those who watched by hand, and those whose earlier replies in this file watched it (interaction_watch_state).
      const watchers = await t.db.selectFrom('thread_watches').select('user_id').where('thread_id', '=', threadId).where('user_id', '!=', rookieId).orderBy('user_id').execute();
      expect(watchers.map((row) => row.user_id)).toEqual(expect.arrayContaining([memberId, adminId]));
      expect(watchAlerts).toEqual(watchers.map((row) => ({ user_id: row.user_id, action: 'insert' })));
      const memberAlerts = json(await send(t.app, { method: 'GET', url: '/api/alerts', cookie: as.member })).alerts;
      expect(memberAlerts[0]).toMatchObject({ action: 'insert', FromUser: { username: 'rookie' } });
    });
  });

  describe('POST /posts/{id}/react', () => {
    it('adds, replaces and removes, keeping every score right and alerting the author', async () => {
      const post = await newReply('rookie', '<p>react to me</p>');
      const react = (reaction_id: unknown, cookie = as.member) =>
        send(t.app, { method: 'POST', url: `/api/posts/${post.post_id}/react`, cookie, body: { reaction_id } });
      const scores = await t.db.selectFrom('reactions').select(['reaction_id', 'score']).execute();
      const score = (id: number) => scores.find((row) => row.reaction_id === id)!.score;
      const rookieBefore = (await userRow(t.db, 'rookie')).reaction_score;

      const added = json<ReactResponse>(await react(1));
      expect(added.action).toBe('added');
      expect(added.post).toMatchObject({ reactions: [{ reaction_id: 1, count: 1 }], visitor_reaction_id: 1, reaction_score: score(1) });
      expect((await userRow(t.db, 'rookie')).reaction_score).toBe(rookieBefore + score(1));
      const alert = await t.db.selectFrom('alerts').selectAll().orderBy('alert_id', 'desc').executeTakeFirstOrThrow();
      expect(alert).toMatchObject({ user_id: await userId(t.db, 'rookie'), action: 'reaction', content_id: post.post_id, extra_data: '{"reaction_id":1}' });

      // The author's alerts follow the reactions: one per member, naming the one that stands.
      const reactionAlerts = async () =>
        (
          await t.db
            .selectFrom('alerts')
            .innerJoin('users', 'users.user_id', 'alerts.from_user_id')
            .select(['users.username', 'alerts.extra_data'])
            .where('action', '=', 'reaction')
            .where('content_type', '=', 'post')
            .where('content_id', '=', post.post_id)
            .orderBy('alert_id')
            .execute()
        ).map((row) => `${row.username} ${row.extra_data}`);

      const replaced = json<ReactResponse>(await react(6));
      expect(replaced.action).toBe('replaced');
      expect(replaced.post).toMatchObject({ reactions: [{ reaction_id: 6, count: 1 }], visitor_reaction_id: 6, reaction_score: score(6) });
      expect((await userRow(t.db, 'rookie')).reaction_score).toBe(rookieBefore + score(6));
      expect(await reactionAlerts()).toEqual(['member {"reaction_id":6}']);

      const byAdmin = json<ReactResponse>(await react(2, as.admin));
      expect(byAdmin.post.reactions).toEqual([
        { reaction_id: 2, count: 1 },
        { reaction_id: 6, count: 1 },
      ]);
      expect(byAdmin.post.visitor_reaction_id).toBe(2);

      const removed = json<ReactResponse>(await react(6));
      expect(removed.action).toBe('removed');
      expect(removed.post).toMatchObject({ reactions: [{ reaction_id: 2, count: 1 }], visitor_reaction_id: null, reaction_score: score(2) });
      expect((await userRow(t.db, 'rookie')).reaction_score).toBe(rookieBefore + score(2));
      expect(await reactionAlerts()).toEqual(['admin {"reaction_id":2}']);

      const list = json(await send(t.app, { method: 'GET', url: `/api/posts/${post.post_id}/reactions` }));
      expect(list.reactions).toEqual([expect.objectContaining({ reaction_id: 2, User: expect.objectContaining({ username: 'admin' }) })]);
      expect(list.pagination).toMatchObject({ total: 1 });
      expect(json(await send(t.app, { method: 'GET', url: `/api/posts/${post.post_id}/reactions?reaction_id=1` })).reactions).toEqual([]);
      // The thread page (read by position range) agrees, for the reactor and for others.
      const lastPage = Math.ceil(post.position / 20);
      const onPage = async (cookie?: string) =>
        json<ThreadPostsResponse>(await send(t.app, { method: 'GET', url: `/api/threads/${threadId}/posts?page=${lastPage}`, cookie })).posts.find(
          (row) => row.post_id === post.post_id,
        );
      expect(await onPage(as.admin)).toMatchObject({ reactions: [{ reaction_id: 2, count: 1 }], visitor_reaction_id: 2 });
      expect(await onPage(as.member)).toMatchObject({ reactions: [{ reaction_id: 2, count: 1 }], visitor_reaction_id: null });
      expect(await onPage()).toMatchObject({ reactions: [{ reaction_id: 2, count: 1 }], visitor_reaction_id: null });
    });

    it('survives a double click: two concurrent identical reactions add then remove', async () => {
      const post = await newReply('rookie', '<p>double click</p>');
      const responses = await Promise.all(
        [1, 2].map(() => send(t.app, { method: 'POST', url: `/api/posts/${post.post_id}/react`, cookie: as.member, body: { reaction_id: 3 } })),
      );
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
      expect(responses.map((response) => json<ReactResponse>(response).action).sort()).toEqual(['added', 'removed']);
      const stored = await t.db.selectFrom('posts').select('reaction_score').where('post_id', '=', post.post_id).executeTakeFirstOrThrow();
      expect(stored.reaction_score).toBe(0);
    });

    it('keeps the thread first_post_reaction_score in step', async () => {
      const thread = await threadOf(t.db, threadId);
      const firstPost = thread.first_post_id!;
      const author = (await t.db.selectFrom('posts').select('user_id').where('post_id', '=', firstPost).executeTakeFirstOrThrow()).user_id;
      const cookie = author === (await userId(t.db, 'admin')) ? as.moderator : as.admin;
      const response = json<ReactResponse>(await send(t.app, { method: 'POST', url: `/api/posts/${firstPost}/react`, cookie, body: { reaction_id: 2 } }));
      const after = await threadOf(t.db, threadId);
      expect(after.first_post_reaction_score).toBe(response.post.reaction_score);
    });

    it('refuses own posts, bad reactions, visitors and blocked accounts, writing nothing', async () => {
      const post = await newReply('member', '<p>no self-love</p>');
      const before = await snapshot(t.db);
      const cases: [string | undefined, unknown, number, string][] = [
        [as.member, 1, 403, 'You cannot react to your own post.'],
        [as.rookie, 99, 400, 'Could not react to post! reaction_id must be one of: 1, 2, 3, 4, 5, 6.'],
        [as.rookie, undefined, 400, 'reaction_id is required: the reaction to add, change to or remove.'],
        [undefined, 1, 401, LOGIN],
        [as.outlaw, 1, 403, INSUFFICIENT],
        [as.newbie, 1, 403, INSUFFICIENT],
      ];
      for (const [cookie, reaction_id, status, message] of cases) {
        const response = await send(t.app, { method: 'POST', url: `/api/posts/${post.post_id}/react`, cookie, body: { reaction_id } });
        expect([response.statusCode, json(response).errors[0].message]).toEqual([status, message]);
      }
      expect(await snapshot(t.db)).toEqual(before);
    });
  });

  describe('DELETE /posts/{id}', () => {
    const del = (id: number, cookie: string | undefined, body: unknown = {}) => send(t.app, { method: 'DELETE', url: `/api/posts/${id}`, cookie, body });

    it('soft-deletes in place: members see an empty post, moderators the text and the reason', async () => {
      const post = await newReply('rookie', '<p>regrettable words</p>');
      const rookieCount = (await userRow(t.db, 'rookie')).message_count;
      const response = await del(post.post_id, as.moderator, { reason: 'Off topic', author_alert: true, author_alert_reason: 'Please stay on topic' });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toMatchObject({ hard_delete: false, post: { message_state: 'deleted', message_html: '<p>regrettable words</p>', delete_reason: 'Off topic' } });
      const asMember = json<PostResponse>(await send(t.app, { method: 'GET', url: `/api/posts/${post.post_id}`, cookie: as.member })).post;
      expect(asMember).toMatchObject({ message_state: 'deleted', message_html: '', message_parsed: '', delete_reason: null, position: post.position, can_react: false });
      expect((await userRow(t.db, 'rookie')).message_count).toBe(rookieCount - 1);
      const alert = await t.db.selectFrom('alerts').selectAll().orderBy('alert_id', 'desc').executeTakeFirstOrThrow();
      expect(alert).toMatchObject({ user_id: await userId(t.db, 'rookie'), action: 'post_delete', content_type: 'thread', content_id: threadId });
      expect(JSON.parse(alert.extra_data)).toMatchObject({ reason: 'Please stay on topic' });
      const rookieAlerts = json(await send(t.app, { method: 'GET', url: '/api/alerts', cookie: as.rookie })).alerts;
      expect(rookieAlerts[0]).toMatchObject({ action: 'post_delete', extra_data: { reason: 'Please stay on topic' }, FromUser: { username: 'moderator' } });
      // Soft-deleted posts drop out of search.
      expect(JSON.stringify(json(await send(t.app, { method: 'GET', url: '/api/search?keywords=regrettable' })))).not.toContain(`"post_id":${post.post_id}`);
    });

    it('lets authors soft-delete their own posts but not hard-delete or alert', async () => {
      const post = await newReply('member', '<p>oops</p>');
      const before = await snapshot(t.db);
      for (const body of [{ hard_delete: true }, { author_alert: true }]) {
        const response = await del(post.post_id, as.member, body);
        expect([response.statusCode, json(response).errors[0].message]).toEqual([403, 'Only moderators may delete permanently or alert the author.']);
      }
      const others = await del(post.post_id, as.rookie);
      expect([others.statusCode, json(others).errors[0].message]).toEqual([403, 'You may only delete your own posts.']);
      const visitor = await del(post.post_id, undefined);
      expect([visitor.statusCode, json(visitor).errors[0].message]).toEqual([401, LOGIN]);
      const firstPost = (await threadOf(t.db, threadId)).first_post_id!;
      const first = await del(firstPost, as.admin, { hard_delete: true });
      expect([first.statusCode, json(first).errors[0].message]).toEqual([400, 'The first post of a thread cannot be deleted on its own: delete the thread instead.']);
      expect(await snapshot(t.db)).toEqual(before);
      const own = await del(post.post_id, as.member, { reason: 'double post' });
      expect(json(own)).toMatchObject({ hard_delete: false, post: { message_state: 'deleted', message_html: '', can_edit: false } });
    });

    it('hard delete renumbers the positions 1..n so every page still reads right', async () => {
      const before = await threadOf(t.db, longThread);
      const node = await nodeOf(t.db, before.node_id);
      const victim = await t.db.selectFrom('posts').selectAll().where('thread_id', '=', longThread).where('position', '=', 5).executeTakeFirstOrThrow();
      const next = await t.db.selectFrom('posts').select('post_id').where('thread_id', '=', longThread).where('position', '=', 6).executeTakeFirstOrThrow();
      const author = await t.db.selectFrom('users').select(['message_count', 'reaction_score']).where('user_id', '=', victim.user_id).executeTakeFirstOrThrow();
      const response = await del(victim.post_id, as.moderator, { hard_delete: true, reason: 'spam' });
      expect(json(response)).toEqual({ hard_delete: true });
      expect(await t.db.selectFrom('posts').select('post_id').where('post_id', '=', victim.post_id).executeTakeFirst()).toBeUndefined();
      const positions = (await t.db.selectFrom('posts').select('position').where('thread_id', '=', longThread).orderBy('position').execute()).map((row) => row.position);
      expect(positions).toEqual(Array.from({ length: before.reply_count }, (_, i) => i + 1));
      const after = await threadOf(t.db, longThread);
      expect(after.reply_count).toBe(before.reply_count - 1);
      expect((await nodeOf(t.db, before.node_id)).message_count).toBe(node.message_count - 1);
      const authorAfter = await t.db.selectFrom('users').select(['message_count', 'reaction_score']).where('user_id', '=', victim.user_id).executeTakeFirstOrThrow();
      expect(authorAfter).toEqual({ message_count: author.message_count - 1, reaction_score: author.reaction_score - victim.reaction_score });
      const page1 = json<ThreadPostsResponse>(await send(t.app, { method: 'GET', url: `/api/threads/${longThread}/posts` }));
      expect(page1.posts.map((post) => post.position)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect(page1.posts[4].post_id).toBe(next.post_id);
      const total = before.reply_count;
      const lastPage = Math.ceil(total / 20);
      const last = json<ThreadPostsResponse>(await send(t.app, { method: 'GET', url: `/api/threads/${longThread}/posts?page=${lastPage}` }));
      expect(last.pagination.total).toBe(total);
      expect(last.posts.at(-1)).toMatchObject({ position: total, post_id: after.last_post_id });
    });

    it('hard-deleting the last post moves the thread and forum last post back', async () => {
      const post = await newReply('member', '<p>to be removed</p>');
      const thread = await threadOf(t.db, threadId);
      expect(thread.last_post_id).toBe(post.post_id);
      expect((await del(post.post_id, as.admin, { hard_delete: true })).statusCode).toBe(200);
      const after = await threadOf(t.db, threadId);
      expect(after.reply_count).toBe(thread.reply_count - 1);
      expect(after.last_post_id).not.toBe(post.post_id);
      expect((await nodeOf(t.db, thread.node_id)).last_post_id).not.toBe(post.post_id);
    });
  });

  describe('POST /posts/{id}/report', () => {
    it('stores the report for the moderators; a message is required', async () => {
      const post = await newReply('rookie', '<p>questionable</p>');
      const report = (cookie: string | undefined, body: unknown) => send(t.app, { method: 'POST', url: `/api/posts/${post.post_id}/report`, cookie, body });
      const before = await snapshot(t.db);
      const refusals: [string | undefined, unknown, number, string][] = [
        [as.member, {}, 400, 'Please say what is wrong with this post.'],
        [as.member, { message: '   ' }, 400, 'Please say what is wrong with this post.'],
        [as.member, { message: 'x'.repeat(2001) }, 400, 'The report is too long: at most 2000 characters.'],
        [as.rookie, { message: 'mine' }, 403, 'You cannot report your own post.'],
        [undefined, { message: 'spam' }, 401, LOGIN],
      ];
      for (const [cookie, body, status, message] of refusals) {
        const response = await report(cookie, body);
        expect([response.statusCode, json(response).errors[0].message]).toEqual([status, message]);
      }
      expect(await snapshot(t.db)).toEqual(before);
      const ok = await report(as.member, { message: 'Selling stolen parts' });
      expect(ok.statusCode).toBe(200);
      const stored = await t.db.selectFrom('post_reports').selectAll().where('post_id', '=', post.post_id).execute();
      expect(stored).toEqual([expect.objectContaining({ user_id: await userId(t.db, 'member'), message: 'Selling stolen parts', report_state: 'open' })]);
    });
  });

  describe('GET /posts/{id}', () => {
    it('returns the post, or 404 for unknown ones', async () => {
      const post = await newReply('member', '<p>fetch me</p>');
      const body = json<PostResponse>(await send(t.app, { method: 'GET', url: `/api/posts/${post.post_id}` }));
      expect(body.post).toMatchObject({ post_id: post.post_id, message_parsed: 'fetch me', can_edit: false });
      const missing = await send(t.app, { method: 'GET', url: '/api/posts/999999' });
      expect([missing.statusCode, json(missing).errors[0].message]).toEqual([404, 'no post found']);
    });
  });

  describe('Idempotency-Key', () => {
    it('a retried submit returns the first post and writes nothing more', async () => {
      const headers = { 'idempotency-key': 'reply-retry-1' };
      const first = await reply(as.member, { thread_id: threadId, message_html: '<p>only once</p>' }, headers);
      const before = await snapshot(t.db);
      const again = await reply(as.member, { thread_id: threadId, message_html: '<p>only once</p>' }, headers);
      expect(again.statusCode).toBe(200);
      expect(json<PostResponse>(again).post.post_id).toBe(json<PostResponse>(first).post.post_id);
      expect(await snapshot(t.db)).toEqual(before);
      // Still the same answer once the thread has closed in between.
      await t.db.updateTable('threads').set({ discussion_open: false }).where('thread_id', '=', threadId).execute();
      const closed = await reply(as.member, { thread_id: threadId, message_html: '<p>only once</p>' }, headers);
      await t.db.updateTable('threads').set({ discussion_open: true }).where('thread_id', '=', threadId).execute();
      expect(json<PostResponse>(closed).post.post_id).toBe(json<PostResponse>(first).post.post_id);
      // Another member's key space is their own.
      const other = await reply(as.rookie, { thread_id: threadId, message_html: '<p>mine</p>' }, headers);
      expect(json<PostResponse>(other).post.post_id).not.toBe(json<PostResponse>(first).post.post_id);
    });

    it('two concurrent submits with one key create exactly one post', async () => {
      const headers = { 'idempotency-key': 'reply-race-1' };
      const before = await snapshot(t.db);
      const responses = await Promise.all(
        Array.from({ length: 4 }, () => reply(as.member, { thread_id: threadId, message_html: '<p>racing</p>' }, headers)),
      );
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
      const ids = new Set(responses.map((response) => json<PostResponse>(response).post.post_id));
      expect(ids.size).toBe(1);
      const after = await snapshot(t.db);
      expect(after.posts).toBe(before.posts + 1);
      expect(after.replies).toBe(before.replies + 1);
    });

    it('refuses a malformed key', async () => {
      const response = await reply(as.member, { thread_id: threadId, message_html: '<p>x</p>' }, { 'idempotency-key': 'x'.repeat(129) });
      expect([response.statusCode, json(response).errors[0].message]).toEqual([400, 'The Idempotency-Key header must be 1 to 128 visible ASCII characters.']);
    });
  });
});
