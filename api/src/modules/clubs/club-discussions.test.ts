import type { ClubDetailResponse, ClubDiscussionResponse, ClubDiscussionsResponse, ThreadPostsResponse, ThreadResponse } from '@trailhead/shared-kernel/types';
import type { Database } from '../../db/tables';
import { PASSWORD, watchesByCreationState } from '../../../test/fixtures';
import { build, countRows, get, json, loginAs, post, type TestApp } from '../../../test/helper';
import { POST_EMPTY_MESSAGE } from '../posting/posting-input';
import { CLUB_MESSAGES, POSTING_MESSAGES } from '@trailhead/shared-kernel/constants';
import { CLUB_ROLES, clubLastActivity, makeClubWorld, type ClubRole, type ClubWorld } from './club-events.fixtures';

describe('club discussions (GET and POST /clubs/{id}/discussions, replies through the forum)', () => {
  let t: TestApp;
  let world: ClubWorld;
  const as = {} as Record<ClubRole, string>;
  const tables: Array<keyof Database> = ['threads', 'posts', 'nodes', 'thread_watches', 'alerts'];
  const counts = async () => Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await countRows(t.db, table)])));
  const errorOf = (reply: { body: string }) => json(reply as never).errors[0];
  const start = async (cookie: string, title: string, message = `<p>${title}: who is in?</p>`) => {
    const reply = await post(t.app, `/api/clubs/${world.clubId}/discussions`, { title, message }, cookie);
    expect(reply.statusCode).toBe(200);
    return json<ClubDiscussionResponse>(reply).thread;
  };

  beforeAll(async () => {
    t = await build({ seed: async (db) => void (world = await makeClubWorld(db)) });
    for (const role of CLUB_ROLES) as[role] = await loginAs(t.app, role, PASSWORD);
  });
  afterAll(() => t.close());

  describe('POST /clubs/{id}/discussions', () => {
    it('a club member starts one: a tlg_group thread of the club in the “Club discussions” forum, sanitised, the club’s activity bumped', async () => {
      const before = await clubLastActivity(t.db, world.clubId);
      const thread = await start(as.clubber, 'Winter tyres?', '<p>Which <b>tyres</b> for snow?<script>alert(1)</script><img src=x onerror=alert(1)></p>');
      expect(thread).toMatchObject({
        title: 'Winter tyres?',
        view_url: `/threads/winter-tyres-t.${thread.thread_id}/`,
        club_view_url: `/clubs/moab-crew/discussions/winter-tyres.${thread.thread_id}`,
        reply_count: 0,
        User: { username: 'clubber' },
      });
      const row = await t.db
        .selectFrom('threads')
        .innerJoin('nodes', 'nodes.node_id', 'threads.node_id')
        .select(['threads.club_id', 'threads.discussion_type', 'nodes.title as forum', 'nodes.discussion_type as forum_type', 'threads.first_post_id'])
        .where('thread_id', '=', thread.thread_id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ club_id: world.clubId, discussion_type: 'tlg_group', forum: 'Club discussions', forum_type: 'tlg_group' });
      const first = await t.db.selectFrom('posts').select('message_html').where('post_id', '=', row.first_post_id!).executeTakeFirstOrThrow();
      expect(first.message_html).toContain('<b>tyres</b>');
      expect(first.message_html).not.toMatch(/script|onerror/);
      expect(await clubLastActivity(t.db, world.clubId)).toBeGreaterThan(before);
    });

    it("the starter watches it as their creation_watch_state says: e-mail, no e-mail, or not at all", async () => {
      const clubber = await t.db.selectFrom('users').select('user_id').where('username', '=', 'clubber').executeTakeFirstOrThrow();
      const watches = await watchesByCreationState(t.db, clubber.user_id, async (title) => (await start(as.clubber, title)).thread_id);
      expect(watches).toEqual({ watch_email: { email: true }, watch_no_email: { email: false }, none: null });
    });

    it('the forum is made once: later discussions, by moderators and admins too, go into the same one', async () => {
      const nodes = await countRows(t.db, 'nodes');
      for (const role of ['moderator', 'admin', 'owner'] as const) await start(as[role], `Started by ${role}`);
      expect(await countRows(t.db, 'nodes')).toBe(nodes);
    });

    it.each([
      ['a visitor', undefined, 401, 'Please login in to see the content of the page.'],
      ['a banned account', 'outlaw', 403, 'Your account has been blocked.'],
      ['an incomplete account', 'newbie', 403, CLUB_MESSAGES.accountIncomplete],
      ['a free member who is not in the club', 'rookie', 403, CLUB_MESSAGES.notMember],
      ['a paid member who is not in the club', 'member', 403, CLUB_MESSAGES.notMember],
      ['a member banned from the club', 'banned', 403, CLUB_MESSAGES.banned],
    ] as const)('refuses %s and writes nothing', async (_who, role, status, message) => {
      const before = await counts();
      const reply = await post(t.app, `/api/clubs/${world.clubId}/discussions`, { title: 'Let me in', message: '<p>Hello</p>' }, role ? as[role] : undefined);
      expect(reply.statusCode).toBe(status);
      expect(errorOf(reply).message).toBe(message);
      expect(await counts()).toEqual(before);
    });

    it('bad input: no title, a huge title, an empty message, a message that is not text; unknown, pending and huge clubs', async () => {
      const before = await counts();
      const url = `/api/clubs/${world.clubId}/discussions`;
      const noTitle = await post(t.app, url, { title: '  ', message: '<p>Hi</p>' }, as.clubber);
      expect(noTitle.statusCode).toBe(400);
      expect(errorOf(noTitle).message).toBe('Please enter a title for the thread.');
      expect((await post(t.app, url, { title: 'x'.repeat(151), message: '<p>Hi</p>' }, as.clubber)).statusCode).toBe(400);
      const empty = await post(t.app, url, { title: 'Empty', message: '<p> <script>x</script></p>' }, as.clubber);
      expect(empty.statusCode).toBe(400);
      expect(errorOf(empty).message).toBe(POST_EMPTY_MESSAGE);
      expect((await post(t.app, url, { title: 'Odd', message: { html: 1 } }, as.clubber)).statusCode).toBe(400);
      expect((await post(t.app, '/api/clubs/999999/discussions', { title: 'Nowhere', message: '<p>Hi</p>' }, as.clubber)).statusCode).toBe(404);
      expect((await post(t.app, '/api/clubs/99999999999/discussions', { title: 'Nowhere', message: '<p>Hi</p>' }, as.clubber)).statusCode).toBe(400);
      const pending = await post(t.app, `/api/clubs/${world.pendingClubId}/discussions`, { title: 'Hidden', message: '<p>Hi</p>' }, as.member);
      expect(pending.statusCode).toBe(404);
      expect(errorOf(pending).message).toBe(CLUB_MESSAGES.notFound);
      // Its owner and the moderators see it, but nobody writes in it before review: a discussion
      // would be listed in the "Club discussions" forum while its club is not public.
      for (const role of ['owner', 'moderator', 'admin'] as const) {
        const refused = await post(t.app, `/api/clubs/${world.pendingClubId}/discussions`, { title: 'Early plans', message: '<p>Hi</p>' }, as[role]);
        expect([role, refused.statusCode, errorOf(refused).message]).toEqual([role, 409, CLUB_MESSAGES.notApproved]);
      }
      expect(json<ClubDetailResponse>(await get(t.app, '/api/clubs/waiting-club', as.moderator)).club.can_post).toBe(false);
      expect(await counts()).toEqual(before);
    });

    it('accepts an urlencoded form', async () => {
      const reply = await t.app.inject({
        method: 'POST',
        url: `/api/clubs/${world.clubId}/discussions`,
        headers: { cookie: as.clubber, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'title=Form+thread&message=%3Cp%3EHello%3C%2Fp%3E',
      });
      expect(reply.statusCode).toBe(200);
      expect(json<ClubDiscussionResponse>(reply).thread.title).toBe('Form thread');
    });

    it('the forum’s own new-thread call cannot start a thread in the club discussions forum (it would belong to no club)', async () => {
      const node = await t.db.selectFrom('nodes').select('node_id').where('discussion_type', '=', 'tlg_group').executeTakeFirstOrThrow();
      const before = await counts();
      const reply = await post(t.app, '/api/threads', { node_id: node.node_id, title: 'Side door', message_html: '<p>Hi</p>' }, as.member);
      expect(reply.statusCode).toBe(403);
      expect(errorOf(reply).message).toBe(POSTING_MESSAGES.insufficient);
      expect(await counts()).toEqual(before);
    });
  });

  describe('GET /clubs/{idOrSlug}/discussions', () => {
    it('lists the club’s discussions newest activity first, paged, by slug or id, to anyone who may see the club', async () => {
      const older = await start(as.clubber, 'Older talk');
      const newer = await start(as.clubber, 'Newer talk');
      // A reply brings the older one back to the top.
      await t.db.updateTable('threads').set({ last_post_date: 2_000_000_000 }).where('thread_id', '=', older.thread_id).execute();
      const list = json<ClubDiscussionsResponse>(await get(t.app, '/api/clubs/moab-crew/discussions'));
      expect(list.threads[0].thread_id).toBe(older.thread_id);
      expect(list.threads.map((thread) => thread.thread_id)).toContain(newer.thread_id);
      expect(list.pagination).toMatchObject({ current_page: 1, total: list.threads.length });
      expect(json<ClubDiscussionsResponse>(await get(t.app, `/api/clubs/${world.clubId}/discussions`, as.rookie)).threads.length).toBe(list.threads.length);
      const beyond = json<ClubDiscussionsResponse>(await get(t.app, '/api/clubs/moab-crew/discussions?page=50'));
      expect(beyond.threads).toEqual([]);
      expect((await get(t.app, '/api/clubs/moab-crew/discussions?page=0')).statusCode).toBe(400);
    });

    it('a club waiting for review: 404 but to its owner and moderators; an unknown club: 404; its event threads are not discussions', async () => {
      expect((await get(t.app, '/api/clubs/waiting-club/discussions')).statusCode).toBe(404);
      expect(errorOf(await get(t.app, '/api/clubs/waiting-club/discussions', as.member)).message).toBe(CLUB_MESSAGES.notFound);
      expect(json<ClubDiscussionsResponse>(await get(t.app, '/api/clubs/waiting-club/discussions', as.owner)).threads).toEqual([]);
      expect((await get(t.app, '/api/clubs/waiting-club/discussions', as.moderator)).statusCode).toBe(200);
      expect((await get(t.app, '/api/clubs/nope/discussions')).statusCode).toBe(404);
      await t.db.updateTable('threads').set({ club_id: world.pendingClubId, discussion_type: 'event' }).where('title', '=', 'Started by admin').execute();
      expect(json<ClubDiscussionsResponse>(await get(t.app, '/api/clubs/waiting-club/discussions', as.owner)).threads).toEqual([]);
      // …nor counted as discussions on the club's page (its About tab links the count to the list).
      expect(json<ClubDetailResponse>(await get(t.app, '/api/clubs/waiting-club', as.owner)).club.discussion_count).toBe(0);
    });
  });

  describe('replying to a club discussion (POST /posts, the forum’s reply call)', () => {
    it('club members and moderators reply (the club’s activity moves); everyone reads it at its forum URL', async () => {
      const thread = await start(as.owner, 'Reply here');
      await t.db.updateTable('clubs').set({ last_activity: 1_000 }).where('club_id', '=', world.clubId).execute();
      for (const role of ['clubber', 'moderator', 'admin'] as const) {
        const reply = await post(t.app, '/api/posts', { thread_id: thread.thread_id, message_html: `<p>Reply of ${role}</p>` }, as[role]);
        expect(reply.statusCode).toBe(200);
      }
      expect(await clubLastActivity(t.db, world.clubId)).toBeGreaterThan(1_000);
      const page = json<ThreadPostsResponse>(await get(t.app, `/api/threads/${thread.thread_id}/posts`));
      expect(page.posts.map((p) => p.username)).toEqual(['owner', 'clubber', 'moderator', 'admin']);
    });

    it('the thread says who may reply as the reply call decides: can_reply for members and moderators, the club’s reason for others', async () => {
      const thread = await t.db.selectFrom('threads').select('thread_id').where('title', '=', 'Reply here').executeTakeFirstOrThrow();
      const seen = async (cookie?: string) => json<ThreadResponse>(await get(t.app, `/api/threads/${thread.thread_id}`, cookie)).thread;
      for (const role of ['clubber', 'owner', 'moderator'] as const) expect(await seen(as[role])).toMatchObject({ can_reply: true, reply_error: null });
      expect(await seen(as.member)).toMatchObject({ can_reply: false, reply_error: CLUB_MESSAGES.notMember });
      expect(await seen(as.banned)).toMatchObject({ can_reply: false, reply_error: CLUB_MESSAGES.banned });
      expect(await seen()).toMatchObject({ can_reply: false, reply_error: POSTING_MESSAGES.login });

      // Listed among its forum's threads, it says the same to each.
      const { node_id } = await t.db.selectFrom('threads').select('node_id').where('thread_id', '=', thread.thread_id).executeTakeFirstOrThrow();
      const listed = async (cookie: string) =>
        json<{ threads: ThreadResponse['thread'][] }>(await get(t.app, `/api/forums/${node_id}/threads?page=1`, cookie)).threads.find((item) => item.thread_id === thread.thread_id);
      for (const role of ['clubber', 'owner', 'moderator'] as const) expect([role, await listed(as[role])]).toMatchObject([role, { can_reply: true, reply_error: null }]);
      expect(await listed(as.member)).toMatchObject({ can_reply: false, reply_error: CLUB_MESSAGES.notMember });
      expect(await listed(as.banned)).toMatchObject({ can_reply: false, reply_error: CLUB_MESSAGES.banned });
    });

    it.each([
      ['a free member who is not in the club', 'rookie', 403, CLUB_MESSAGES.notMember],
      ['a paid member who is not in the club', 'member', 403, CLUB_MESSAGES.notMember],
      ['a member banned from the club', 'banned', 403, CLUB_MESSAGES.banned],
      ['an incomplete account', 'newbie', 403, POSTING_MESSAGES.insufficient],
      ['a banned account', 'outlaw', 403, POSTING_MESSAGES.insufficient],
      ['a visitor', undefined, 401, POSTING_MESSAGES.login],
    ] as const)('refuses %s with the club’s message, writing nothing', async (_who, role, status, message) => {
      const thread = await t.db.selectFrom('threads').select('thread_id').where('title', '=', 'Reply here').executeTakeFirstOrThrow();
      const before = await counts();
      const activity = await clubLastActivity(t.db, world.clubId);
      const reply = await post(t.app, '/api/posts', { thread_id: thread.thread_id, message_html: '<p>Let me in</p>' }, role ? as[role] : undefined);
      expect(reply.statusCode).toBe(status);
      expect(errorOf(reply).message).toBe(message);
      expect(await counts()).toEqual(before);
      expect(await clubLastActivity(t.db, world.clubId)).toBe(activity);
    });

    it('a club event’s discussion takes replies from the club’s members only as well', async () => {
      const start = Math.floor(Date.now() / 1000) + 10 * 86_400;
      const made = await post(
        t.app,
        `/api/clubs/${world.clubId}/events`,
        { title: 'Club ride', description: '<p>Ride</p>', kind: 'ride', start_date: start, end_date: start + 3600, timezone: 'America/Denver', region: 'rocky-mountains', location_name: 'Moab', rigs_no: 0, vehicle_type_id: 0, visibility: 'everyone' },
        as.clubber,
      );
      expect(made.statusCode).toBe(200);
      const threadId = json(made).event.thread_id as number;
      expect((await post(t.app, '/api/posts', { thread_id: threadId, message_html: '<p>Outsider</p>' }, as.member)).statusCode).toBe(403);
      expect((await post(t.app, '/api/posts', { thread_id: threadId, message_html: '<p>Insider</p>' }, as.owner)).statusCode).toBe(200);
    });
  });
});
