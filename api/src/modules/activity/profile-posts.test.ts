import type {
  PostReactionsResponse,
  ProfilePostCommentResponse,
  ProfilePostCommentsResponse,
  ProfilePostResponse,
  ProfilePostWithComments,
  ProfileReactResponse,
  ReactionsReceivedResponse,
} from '@trailhead/shared-kernel/types';
import { PROFILE_LIMITED_MESSAGE } from '@trailhead/shared-kernel/types';
import { MAX_ID } from '@trailhead/shared-kernel/schemas';
import { seedDemo } from '../../seed';
import { makeUser, PASSWORD } from '../../../test/fixtures';
import { build, json, loginAs, type TestApp } from '../../../test/helper';
import { loginAll, send, userId, userRow, type Role } from '../posting/posting-test-kit';
import { rateLimitOf } from '../../http/rate-limits';
import { resolveAlertContent } from '../alerts/alert-content.repository';
import { profilePostsPage } from './profile-posts.service';

const LOGIN = 'You must log in or register to post here.';
const INSUFFICIENT = 'You have insufficient privileges to reply here.';
const EMPTY = 'Post message should not be empty';

describe('profile posts and comments', () => {
  let t: TestApp;
  let as: Record<Role | 'owner' | 'friend', string | undefined> & { visitor: undefined };
  const ids: Record<string, number> = {};

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: keyof typeof as, body?: unknown) =>
    send(t.app, { method, url, body, cookie: as[who] });
  const errorOf = (response: Parameters<typeof json>[0]) => json(response).errors[0].message as string;

  /** Everything a refused profile write could have touched. */
  async function snapshot() {
    const count = async (table: 'profile_posts' | 'profile_post_comments' | 'profile_reactions' | 'content_reports' | 'alerts') =>
      Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const sums = await t.db
      .selectFrom('users')
      .select((eb) => [eb.fn.sum<number>('reaction_score').as('scores')])
      .executeTakeFirstOrThrow();
    const content = await t.db
      .selectFrom('profile_posts')
      .select((eb) => [eb.fn.sum<number>('comment_count').as('comments'), eb.fn.sum<number>('reaction_score').as('scores')])
      .executeTakeFirstOrThrow();
    const states = await t.db.selectFrom('profile_posts').select(['profile_post_id', 'message_state', 'message_html']).orderBy('profile_post_id').execute();
    return {
      posts: await count('profile_posts'),
      comments: await count('profile_post_comments'),
      reactions: await count('profile_reactions'),
      reports: await count('content_reports'),
      alerts: await count('alerts'),
      userScores: Number(sums.scores),
      commentCounts: Number(content.comments),
      postScores: Number(content.scores),
      states: JSON.stringify(states),
    };
  }

  async function expectNothingWritten(before: Awaited<ReturnType<typeof snapshot>>) {
    expect(await snapshot()).toEqual(before);
  }

  async function alertsOf(username: string, action: string) {
    return t.db
      .selectFrom('alerts')
      .selectAll()
      .where('user_id', '=', await userId(t.db, username))
      .where('action', '=', action)
      .orderBy('alert_id', 'desc')
      .execute();
  }

  async function newPost(who: keyof typeof as, onto: number, html = '<p>Nice rig!</p>'): Promise<ProfilePostWithComments> {
    const response = await call('POST', '/api/profile-posts', who, { user_id: onto, message_html: html });
    expect(response.statusCode).toBe(200);
    return json<ProfilePostResponse>(response).profile_post;
  }

  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        await seedDemo(db);
        // A profile of one's own for these tests: no demo posts on it, default privacy.
        await makeUser(db, { username: 'owner', email_confirmed: true });
        await makeUser(db, { username: 'friend', email_confirmed: true });
      },
    });
    const roles = await loginAll(t.app);
    as = { ...roles, visitor: undefined, owner: await loginAs(t.app, 'owner', PASSWORD), friend: await loginAs(t.app, 'friend', PASSWORD) } as typeof as;
    for (const name of ['owner', 'friend', 'member', 'rookie', 'moderator', 'admin']) ids[name] = await userId(t.db, name);
  }, 60_000);
  afterAll(() => t.close());

  describe('POST /profile-posts', () => {
    it('writes on the profile, cleans the HTML, and alerts the owner (your_profile) and the mentioned (mention)', async () => {
      const post = await newPost('member', ids.owner, '<p>Hello @rookie, see you at the trailhead<script>alert(1)</script></p>');
      expect(post).toMatchObject({
        profile_user_id: ids.owner,
        user_id: ids.member,
        username: 'member',
        message_html: '<p>Hello @rookie, see you at the trailhead</p>',
        message_state: 'visible',
        comment_count: 0,
        comments: [],
        reactions: [],
        visitor_reaction_id: null,
        can_edit: true,
        can_delete: true,
        can_react: false,
        can_report: false,
        can_comment: true,
        can_moderate: false,
      });
      expect(post.view_url).toBe(`/members/owner.${ids.owner}/#profile-posts`);
      const stored = await t.db.selectFrom('profile_posts').selectAll().where('profile_post_id', '=', post.profile_post_id).executeTakeFirstOrThrow();
      expect(stored.message_parsed).toBe('Hello @rookie, see you at the trailhead');
      const [toOwner] = await alertsOf('owner', 'your_profile');
      expect(toOwner).toMatchObject({ from_user_id: ids.member, content_type: 'profile_post', content_id: post.profile_post_id });
      const [toRookie] = await alertsOf('rookie', 'mention');
      expect(toRookie).toMatchObject({ from_user_id: ids.member, content_type: 'profile_post', content_id: post.profile_post_id });
    });

    it('lets the owner write on their own profile, without alerting themselves', async () => {
      const before = (await alertsOf('owner', 'your_profile')).length;
      const post = await newPost('owner', ids.owner, '<p>My build thread is up.</p>');
      expect(post.user_id).toBe(ids.owner);
      expect(await alertsOf('owner', 'your_profile')).toHaveLength(before);
    });

    it.each([
      ['visitor', 401, LOGIN],
      ['newbie', 403, INSUFFICIENT],
      ['outlaw', 403, INSUFFICIENT],
    ] as const)('refuses %s (%i) and writes nothing', async (who, status, message) => {
      const before = await snapshot();
      const response = await call('POST', '/api/profile-posts', who, { user_id: ids.owner, message_html: '<p>Hi</p>' });
      expect(response.statusCode).toBe(status);
      expect(errorOf(response)).toBe(message);
      await expectNothingWritten(before);
    });

    it.each([
      ['an empty message', { message_html: '<p> </p>' }, 400, EMPTY],
      ['only a script', { message_html: '<script>alert(1)</script>' }, 400, EMPTY],
      ['no user_id', { message_html: '<p>Hi</p>' }, 400, 'user_id is required: the member whose profile to post on.'],
      ['a user_id past the largest id', { user_id: MAX_ID + 1, message_html: '<p>Hi</p>' }, 400, 'user_id must be a positive whole number.'],
      ['a user_id that is text', { user_id: 'abc', message_html: '<p>Hi</p>' }, 400, 'user_id must be a positive whole number.'],
      ['an unknown member', { user_id: MAX_ID, message_html: '<p>Hi</p>' }, 404, 'no user found'],
      ['a message that is not text', { message_html: { html: 1 } }, 400, 'message_html must be text (HTML).'],
      ['an attachment key nobody was given', { message_html: '<p>Hi</p>', attachment_key: 'nope' }, 400, 'No attachment found'],
    ])('refuses %s with a clear message and writes nothing', async (_name, body, status, message) => {
      const before = await snapshot();
      const payload = { user_id: ids.owner, ...body };
      if (!('user_id' in body) && _name === 'no user_id') delete (payload as Record<string, unknown>).user_id;
      const response = await call('POST', '/api/profile-posts', 'rookie', payload);
      expect(response.statusCode).toBe(status);
      expect(errorOf(response)).toBe(message);
      await expectNothingWritten(before);
    });

    it("follows the owner's allow_post_profile: none keeps members out, followed lets in only whom the owner follows", async () => {
      await t.db.updateTable('users').set({ allow_post_profile: 'none' }).where('user_id', '=', ids.friend).execute();
      let before = await snapshot();
      let response = await call('POST', '/api/profile-posts', 'rookie', { user_id: ids.friend, message_html: '<p>Hi</p>' });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toBe("You may not post on this member's profile.");
      await expectNothingWritten(before);
      // The owner and staff still may.
      await newPost('friend', ids.friend);
      await newPost('moderator', ids.friend);

      await t.db.updateTable('users').set({ allow_post_profile: 'followed' }).where('user_id', '=', ids.friend).execute();
      before = await snapshot();
      response = await call('POST', '/api/profile-posts', 'rookie', { user_id: ids.friend, message_html: '<p>Hi</p>' });
      expect(response.statusCode).toBe(403);
      await expectNothingWritten(before);
      await t.db.insertInto('user_follows').values({ user_id: ids.friend, follow_user_id: ids.rookie, follow_date: 1 }).execute();
      await newPost('rookie', ids.friend);
      await t.db.updateTable('users').set({ allow_post_profile: 'members' }).where('user_id', '=', ids.friend).execute();
    });

    it("follows the owner's allow_view_profile: those kept out read the spec's message", async () => {
      const post = await newPost('member', ids.friend);
      await t.db.updateTable('users').set({ allow_view_profile: 'none' }).where('user_id', '=', ids.friend).execute();
      try {
        for (const who of ['visitor', 'rookie', 'member'] as const) {
          const response = await call('GET', `/api/profile-posts/${post.profile_post_id}`, who);
          expect(response.statusCode).toBe(403);
          expect(errorOf(response)).toBe(PROFILE_LIMITED_MESSAGE);
        }
        const before = await snapshot();
        const response = await call('POST', '/api/profile-post-comments', 'rookie', { profile_post_id: post.profile_post_id, message_html: '<p>Hi</p>' });
        expect(response.statusCode).toBe(403);
        await expectNothingWritten(before);
        for (const who of ['friend', 'moderator', 'admin'] as const) {
          expect((await call('GET', `/api/profile-posts/${post.profile_post_id}`, who)).statusCode).toBe(200);
        }
      } finally {
        await t.db.updateTable('users').set({ allow_view_profile: 'everyone' }).where('user_id', '=', ids.friend).execute();
      }
    });
  });

  it('sends no alert to a member who ignores the writer (spec §4), while others still get theirs', async () => {
    await t.db.insertInto('user_ignores').values({ user_id: ids.friend, ignored_user_id: ids.rookie, ignore_date: 1 }).execute();
    try {
      const before = { friend: (await alertsOf('friend', 'your_profile')).length, admin: (await alertsOf('admin', 'mention')).length };
      const post = await newPost('rookie', ids.friend, '<p>Hey, and @admin too</p>');
      expect(await alertsOf('friend', 'your_profile')).toHaveLength(before.friend);
      expect(await alertsOf('admin', 'mention')).toHaveLength(before.admin + 1);
      // The post itself is there for everyone; hiding it is the page's business (ignored_user_ids).
      expect(json<ProfilePostResponse>(await call('GET', `/api/profile-posts/${post.profile_post_id}`, 'friend')).profile_post.user_id).toBe(ids.rookie);
    } finally {
      await t.db.deleteFrom('user_ignores').where('user_id', '=', ids.friend).execute();
    }
  });

  it("answers 'no user found' for the posts on a banned member's profile, except to staff", async () => {
    const banned = await makeUser(t.db, { username: 'gone', email_confirmed: true });
    const post = await newPost('member', banned.user_id);
    await t.db.updateTable('users').set({ account_state: 'banned' }).where('user_id', '=', banned.user_id).execute();
    const before = await snapshot();
    for (const who of ['visitor', 'rookie'] as const) {
      const response = await call('GET', `/api/profile-posts/${post.profile_post_id}`, who);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toBe('no user found');
    }
    expect((await call('POST', '/api/profile-posts', 'rookie', { user_id: banned.user_id, message_html: '<p>Hi</p>' })).statusCode).toBe(404);
    await expectNothingWritten(before);
    expect((await call('GET', `/api/profile-posts/${post.profile_post_id}`, 'moderator')).statusCode).toBe(200);
  });

  describe('comments', () => {
    it('adds comments, counts them, and alerts the post author and earlier commenters (other_commenter)', async () => {
      const post = await newPost('member', ids.owner, '<p>Who is coming to the canyon run?</p>');
      const first = await call('POST', '/api/profile-post-comments', 'rookie', { profile_post_id: post.profile_post_id, message_html: '<p>Me!</p>' });
      expect(first.statusCode).toBe(200);
      const comment = json<ProfilePostCommentResponse>(first).comment;
      expect(comment).toMatchObject({ profile_post_id: post.profile_post_id, username: 'rookie', message_html: '<p>Me!</p>', can_edit: true, can_react: false });
      let [toAuthor] = await alertsOf('member', 'other_commenter');
      expect(toAuthor).toMatchObject({ from_user_id: ids.rookie, content_type: 'profile_comment', content_id: comment.profile_post_comment_id });

      const second = await call('POST', '/api/profile-post-comments', 'admin', { profile_post_id: post.profile_post_id, message_html: '<p>Count me in, @owner</p>' });
      expect(second.statusCode).toBe(200);
      const secondId = json<ProfilePostCommentResponse>(second).comment.profile_post_comment_id;
      [toAuthor] = await alertsOf('member', 'other_commenter');
      const [toRookie] = await alertsOf('rookie', 'other_commenter');
      expect(toAuthor.content_id).toBe(secondId);
      expect(toRookie).toMatchObject({ from_user_id: ids.admin, content_id: secondId });
      const [mention] = await alertsOf('owner', 'mention');
      expect(mention).toMatchObject({ content_type: 'profile_comment', content_id: secondId });

      for (const text of ['Third', 'Fourth']) {
        expect((await call('POST', '/api/profile-post-comments', 'moderator', { profile_post_id: post.profile_post_id, message_html: `<p>${text}</p>` })).statusCode).toBe(200);
      }
      const seen = json<ProfilePostResponse>(await call('GET', `/api/profile-posts/${post.profile_post_id}`, 'visitor')).profile_post;
      expect(seen.comment_count).toBe(4);
      // The newest three, oldest first.
      expect(seen.comments.map((c) => c.message_html)).toEqual(['<p>Count me in, @owner</p>', '<p>Third</p>', '<p>Fourth</p>']);
      const all = json<ProfilePostCommentsResponse>(await call('GET', `/api/profile-posts/${post.profile_post_id}/comments`, 'visitor'));
      expect(all.comments.map((c) => c.username)).toEqual(['rookie', 'admin', 'moderator', 'moderator']);
      expect(all.pagination).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 4 });
      expect((await call('GET', `/api/profile-posts/${post.profile_post_id}/comments?page=2`, 'visitor')).statusCode).toBe(404);
    });

    it.each([
      ['visitor', 401],
      ['newbie', 403],
      ['outlaw', 403],
    ] as const)('refuses %s and writes nothing', async (who, status) => {
      const post = await newPost('member', ids.owner);
      const before = await snapshot();
      const response = await call('POST', '/api/profile-post-comments', who, { profile_post_id: post.profile_post_id, message_html: '<p>Hi</p>' });
      expect(response.statusCode).toBe(status);
      await expectNothingWritten(before);
    });

    it('refuses a comment on an unknown or deleted post, and an empty one', async () => {
      const post = await newPost('member', ids.owner);
      let before = await snapshot();
      let response = await call('POST', '/api/profile-post-comments', 'rookie', { profile_post_id: post.profile_post_id, message_html: '' });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toBe(EMPTY);
      response = await call('POST', '/api/profile-post-comments', 'rookie', { profile_post_id: MAX_ID, message_html: '<p>Hi</p>' });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toBe('no profile post found');
      await expectNothingWritten(before);
      expect((await call('DELETE', `/api/profile-posts/${post.profile_post_id}`, 'member', { reason: 'Typo' })).statusCode).toBe(200);
      before = await snapshot();
      response = await call('POST', '/api/profile-post-comments', 'rookie', { profile_post_id: post.profile_post_id, message_html: '<p>Hi</p>' });
      expect(response.statusCode).toBe(403);
      await expectNothingWritten(before);
    });
  });

  describe('editing', () => {
    it('lets the author edit, alerts only newly mentioned members, and refuses others (moderators may)', async () => {
      const post = await newPost('member', ids.owner, '<p>Hi @rookie</p>');
      const rookieMentions = (await alertsOf('rookie', 'mention')).length;
      let response = await call('POST', `/api/profile-posts/${post.profile_post_id}`, 'member', { message_html: '<p>Hi @rookie and @admin</p>' });
      expect(response.statusCode).toBe(200);
      const edited = json<ProfilePostResponse>(response).profile_post;
      expect(edited.message_html).toBe('<p>Hi @rookie and @admin</p>');
      expect(edited.last_edit_date).toEqual(expect.any(Number));
      expect(await alertsOf('rookie', 'mention')).toHaveLength(rookieMentions);
      expect((await alertsOf('admin', 'mention'))[0]).toMatchObject({ content_type: 'profile_post', content_id: post.profile_post_id });

      const before = await snapshot();
      for (const who of ['rookie', 'owner'] as const) {
        response = await call('POST', `/api/profile-posts/${post.profile_post_id}`, who, { message_html: '<p>Changed</p>' });
        expect(response.statusCode).toBe(403);
        expect(errorOf(response)).toBe('You may only edit your own posts.');
      }
      response = await call('POST', `/api/profile-posts/${post.profile_post_id}`, 'member', { message_html: '   ' });
      expect(response.statusCode).toBe(400);
      await expectNothingWritten(before);
      response = await call('POST', `/api/profile-posts/${post.profile_post_id}`, 'moderator', { message_html: '<p>Tidied by a moderator</p>' });
      expect(response.statusCode).toBe(200);
    });

    it('edits comments the same way', async () => {
      const post = await newPost('member', ids.owner);
      const comment = json<ProfilePostCommentResponse>(
        await call('POST', '/api/profile-post-comments', 'rookie', { profile_post_id: post.profile_post_id, message_html: '<p>First</p>' }),
      ).comment;
      const url = `/api/profile-post-comments/${comment.profile_post_comment_id}`;
      expect((await call('POST', url, 'member', { message_html: '<p>Not mine</p>' })).statusCode).toBe(403);
      const response = await call('POST', url, 'rookie', { message_html: '<p>First, edited</p>' });
      expect(response.statusCode).toBe(200);
      expect(json<ProfilePostCommentResponse>(response).comment).toMatchObject({ message_html: '<p>First, edited</p>', last_edit_date: expect.any(Number) });
      expect((await call('POST', '/api/profile-post-comments/999999', 'rookie', { message_html: '<p>x</p>' })).statusCode).toBe(404);
    });
  });

  describe('reactions', () => {
    it('toggles per spec §4 (add, same again removes, another replaces) and keeps every score in step', async () => {
      const post = await newPost('member', ids.owner);
      const url = `/api/profile-posts/${post.profile_post_id}/react`;
      const memberScore = (await userRow(t.db, 'member')).reaction_score;

      let response = await call('POST', url, 'rookie', { reaction_id: 1 });
      expect(response.statusCode).toBe(200);
      expect(json<ProfileReactResponse>(response)).toEqual({ action: 'added', reaction_score: 1, reactions: [{ reaction_id: 1, count: 1 }], visitor_reaction_id: 1 });
      expect((await userRow(t.db, 'member')).reaction_score).toBe(memberScore + 1);
      const [alert] = await alertsOf('member', 'reaction');
      expect(alert).toMatchObject({ from_user_id: ids.rookie, content_type: 'profile_post', content_id: post.profile_post_id });
      expect(JSON.parse(alert.extra_data)).toEqual({ reaction_id: 1 });

      response = await call('POST', url, 'rookie', { reaction_id: 2 });
      expect(json<ProfileReactResponse>(response)).toMatchObject({ action: 'replaced', reactions: [{ reaction_id: 2, count: 1 }], visitor_reaction_id: 2 });
      response = await call('POST', url, 'admin', { reaction_id: 2 });
      expect(json<ProfileReactResponse>(response).reactions).toEqual([{ reaction_id: 2, count: 2 }]);
      const alerts = (await alertsOf('member', 'reaction')).length;
      response = await call('POST', url, 'rookie', { reaction_id: 2 });
      expect(json<ProfileReactResponse>(response)).toMatchObject({ action: 'removed', visitor_reaction_id: null, reactions: [{ reaction_id: 2, count: 1 }] });
      // Rookie's reaction is gone, and so is the alert about it; the admin's stands.
      expect(await alertsOf('member', 'reaction')).toHaveLength(alerts - 1);
      expect((await alertsOf('member', 'reaction')).filter((a) => a.content_id === post.profile_post_id).map((a) => a.from_user_id)).toEqual([ids.admin]);
      const stored = await t.db.selectFrom('profile_posts').select('reaction_score').where('profile_post_id', '=', post.profile_post_id).executeTakeFirstOrThrow();
      expect(stored.reaction_score).toBe(json<ProfileReactResponse>(response).reaction_score);
      expect((await userRow(t.db, 'member')).reaction_score).toBe(memberScore + stored.reaction_score);

      const list = json<PostReactionsResponse>(await call('GET', `/api/profile-posts/${post.profile_post_id}/reactions`, 'visitor'));
      expect(list.reactions.map((r) => [r.User.username, r.reaction_id])).toEqual([['admin', 2]]);
      expect(json<PostReactionsResponse>(await call('GET', `/api/profile-posts/${post.profile_post_id}/reactions?reaction_id=1`, 'visitor')).reactions).toEqual([]);
      // The viewer's own reaction shows on the post.
      expect(json<ProfilePostResponse>(await call('GET', `/api/profile-posts/${post.profile_post_id}`, 'admin')).profile_post.visitor_reaction_id).toBe(2);
    });

    it('reacts to comments, with the comment author alerted', async () => {
      const post = await newPost('member', ids.owner);
      const comment = json<ProfilePostCommentResponse>(
        await call('POST', '/api/profile-post-comments', 'rookie', { profile_post_id: post.profile_post_id, message_html: '<p>Great</p>' }),
      ).comment;
      const response = await call('POST', `/api/profile-post-comments/${comment.profile_post_comment_id}/react`, 'member', { reaction_id: 3 });
      expect(json<ProfileReactResponse>(response)).toMatchObject({ action: 'added', reactions: [{ reaction_id: 3, count: 1 }] });
      expect((await alertsOf('rookie', 'reaction'))[0]).toMatchObject({ content_type: 'profile_comment', content_id: comment.profile_post_comment_id });
      const seen = json<ProfilePostResponse>(await call('GET', `/api/profile-posts/${post.profile_post_id}`, 'member')).profile_post;
      expect(seen.comments[0]).toMatchObject({ reaction_score: expect.any(Number), visitor_reaction_id: 3, reactions: [{ reaction_id: 3, count: 1 }] });
    });

    it('refuses reacting to one\'s own content, unknown reactions, and those who may not post; writes nothing', async () => {
      const post = await newPost('member', ids.owner);
      const url = `/api/profile-posts/${post.profile_post_id}/react`;
      const before = await snapshot();
      let response = await call('POST', url, 'member', { reaction_id: 1 });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toBe('You cannot react to your own post.');
      response = await call('POST', url, 'rookie', { reaction_id: 99 });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatch(/^Could not react to post! reaction_id must be one of: 1, 2, 3, 4, 5, 6/);
      response = await call('POST', url, 'rookie', {});
      expect(response.statusCode).toBe(400);
      for (const [who, status] of [['visitor', 401], ['newbie', 403], ['outlaw', 403]] as const) {
        expect((await call('POST', url, who, { reaction_id: 1 })).statusCode).toBe(status);
      }
      expect((await call('POST', '/api/profile-posts/999999/react', 'rookie', { reaction_id: 1 })).statusCode).toBe(404);
      await expectNothingWritten(before);
    });
  });

  describe('reports', () => {
    it('files a report of a post or comment of others, never one\'s own', async () => {
      const post = await newPost('member', ids.owner);
      let before = await snapshot();
      let response = await call('POST', `/api/profile-posts/${post.profile_post_id}/report`, 'member', { message: 'Spam spam spam' });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toBe('You cannot report your own post.');
      response = await call('POST', `/api/profile-posts/${post.profile_post_id}/report`, 'rookie', { message: 'no' });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toBe('Please say what is wrong (at least 3 characters).');
      expect((await call('POST', `/api/profile-posts/${post.profile_post_id}/report`, 'visitor', { message: 'Spam spam' })).statusCode).toBe(401);
      await expectNothingWritten(before);

      response = await call('POST', `/api/profile-posts/${post.profile_post_id}/report`, 'rookie', { message: 'Selling parts in the wrong place' });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({ reported: true });
      const report = await t.db.selectFrom('content_reports').selectAll().orderBy('report_id', 'desc').executeTakeFirstOrThrow();
      expect(report).toMatchObject({ content_type: 'profile_post', content_id: post.profile_post_id, user_id: ids.rookie, message: 'Selling parts in the wrong place' });

      const comment = json<ProfilePostCommentResponse>(
        await call('POST', '/api/profile-post-comments', 'rookie', { profile_post_id: post.profile_post_id, message_html: '<p>Buy my winch</p>' }),
      ).comment;
      before = await snapshot();
      expect((await call('POST', `/api/profile-post-comments/${comment.profile_post_comment_id}/report`, 'rookie', { message: 'Oops, mine' })).statusCode).toBe(403);
      await expectNothingWritten(before);
      expect((await call('POST', `/api/profile-post-comments/${comment.profile_post_comment_id}/report`, 'member', { message: 'Advertising' })).statusCode).toBe(200);
    });
  });

  describe('deleting', () => {
    /** The moderators' trail of one piece of profile content. */
    const trailOf = (type: 'profile_post' | 'profile_comment', id: number) =>
      t.db.selectFrom('moderation_log').select(['user_id', 'action', 'reason']).where('content_type', '=', type).where('content_id', '=', id).orderBy('log_id').execute();

    it('soft-deletes for the author or the profile owner: others see it deleted without its text, moderators with the reason', async () => {
      const post = await newPost('member', ids.owner, '<p>Something I regret</p>');
      let before = await snapshot();
      let response = await call('DELETE', `/api/profile-posts/${post.profile_post_id}`, 'rookie', { reason: 'Not mine' });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toBe('You may only delete your own posts, or posts on your own profile.');
      response = await call('DELETE', `/api/profile-posts/${post.profile_post_id}`, 'member', { hard_delete: true });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toBe('Only moderators may delete permanently or alert the author.');
      response = await call('DELETE', `/api/profile-posts/${post.profile_post_id}`, 'owner', { author_alert: true });
      expect(response.statusCode).toBe(403);
      await expectNothingWritten(before);

      response = await call('DELETE', `/api/profile-posts/${post.profile_post_id}`, 'owner', { reason: 'Off topic' });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toMatchObject({ hard_delete: false, profile_post: { message_state: 'deleted', message_html: '', delete_reason: null, can_edit: false } });
      const asRookie = json<ProfilePostResponse>(await call('GET', `/api/profile-posts/${post.profile_post_id}`, 'rookie')).profile_post;
      expect(asRookie).toMatchObject({ message_state: 'deleted', message_html: '', delete_reason: null, can_react: false, can_comment: false });
      const asModerator = json<ProfilePostResponse>(await call('GET', `/api/profile-posts/${post.profile_post_id}`, 'moderator')).profile_post;
      expect(asModerator).toMatchObject({ message_html: '<p>Something I regret</p>', delete_reason: 'Off topic', can_moderate: true });
      expect(await trailOf('profile_post', post.profile_post_id)).toEqual([{ user_id: ids.owner, action: 'soft_delete', reason: 'Off topic' }]);
      before = await snapshot();
      expect((await call('POST', `/api/profile-posts/${post.profile_post_id}/react`, 'rookie', { reaction_id: 1 })).statusCode).toBe(403);
      expect((await call('POST', `/api/profile-posts/${post.profile_post_id}`, 'member', { message_html: '<p>Back</p>' })).statusCode).toBe(403);
      await expectNothingWritten(before);
    });

    it('hard-deletes for moderators, with its comments and reactions, the scores put back and the author alerted with the reason', async () => {
      const post = await newPost('member', ids.owner, '<p>Buy cheap parts at spam.example</p>');
      const comment = json<ProfilePostCommentResponse>(
        await call('POST', '/api/profile-post-comments', 'rookie', { profile_post_id: post.profile_post_id, message_html: '<p>Reported</p>' }),
      ).comment;
      const memberScore = (await userRow(t.db, 'member')).reaction_score;
      const rookieScore = (await userRow(t.db, 'rookie')).reaction_score;
      await call('POST', `/api/profile-posts/${post.profile_post_id}/react`, 'admin', { reaction_id: 1 });
      await call('POST', `/api/profile-post-comments/${comment.profile_post_comment_id}/react`, 'admin', { reaction_id: 2 });
      expect((await userRow(t.db, 'rookie')).reaction_score).toBeGreaterThan(rookieScore);

      const response = await call('DELETE', `/api/profile-posts/${post.profile_post_id}`, 'moderator', {
        hard_delete: true,
        reason: 'Spam',
        author_alert: true,
        author_alert_reason: 'No advertising on profiles, please.',
      });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({ hard_delete: true });
      expect(await t.db.selectFrom('profile_posts').select('profile_post_id').where('profile_post_id', '=', post.profile_post_id).execute()).toEqual([]);
      expect(await t.db.selectFrom('profile_post_comments').select('profile_post_comment_id').where('profile_post_id', '=', post.profile_post_id).execute()).toEqual([]);
      const left = await t.db
        .selectFrom('profile_reactions')
        .select('content_id')
        .where((eb) => eb.or([
          eb.and([eb('content_type', '=', 'profile_post'), eb('content_id', '=', post.profile_post_id)]),
          eb.and([eb('content_type', '=', 'profile_comment'), eb('content_id', '=', comment.profile_post_comment_id)]),
        ]))
        .execute();
      expect(left).toEqual([]);
      expect((await userRow(t.db, 'member')).reaction_score).toBe(memberScore);
      expect((await userRow(t.db, 'rookie')).reaction_score).toBe(rookieScore);
      const [alert] = await alertsOf('member', 'post_delete');
      expect(alert).toMatchObject({ from_user_id: ids.moderator, content_type: 'profile_post', content_id: post.profile_post_id });
      expect(JSON.parse(alert.extra_data)).toEqual({ reason: 'No advertising on profiles, please.', title: "owner's profile" });
      expect((await call('GET', `/api/profile-posts/${post.profile_post_id}`, 'moderator')).statusCode).toBe(404);
      expect(await trailOf('profile_post', post.profile_post_id)).toEqual([{ user_id: ids.moderator, action: 'hard_delete', reason: 'Spam' }]);
    });

    it('deletes comments: soft by their author (the count drops), hard by moderators', async () => {
      const post = await newPost('member', ids.owner);
      const add = async (text: string) =>
        json<ProfilePostCommentResponse>(await call('POST', '/api/profile-post-comments', 'rookie', { profile_post_id: post.profile_post_id, message_html: `<p>${text}</p>` })).comment;
      const first = await add('one');
      const second = await add('two');
      expect((await call('DELETE', `/api/profile-post-comments/${first.profile_post_comment_id}`, 'member')).statusCode).toBe(403);
      let response = await call('DELETE', `/api/profile-post-comments/${first.profile_post_comment_id}`, 'rookie', { reason: 'Double' });
      expect(json(response)).toMatchObject({ hard_delete: false, comment: { message_state: 'deleted', message_html: '' } });
      response = await call('DELETE', `/api/profile-post-comments/${second.profile_post_comment_id}?hard_delete=1`, 'admin');
      expect(json(response)).toEqual({ hard_delete: true });
      const seen = json<ProfilePostResponse>(await call('GET', `/api/profile-posts/${post.profile_post_id}`, 'visitor')).profile_post;
      expect(seen.comment_count).toBe(0);
      expect(seen.comments.map((c) => [c.profile_post_comment_id, c.message_state])).toEqual([[first.profile_post_comment_id, 'deleted']]);
      expect(await trailOf('profile_comment', first.profile_post_comment_id)).toEqual([{ user_id: ids.rookie, action: 'soft_delete', reason: 'Double' }]);
      expect(await trailOf('profile_comment', second.profile_post_comment_id)).toEqual([{ user_id: ids.admin, action: 'hard_delete', reason: '' }]);
    });
  });

  describe('bad ids', () => {
    it.each(['/api/profile-posts/0', '/api/profile-posts/abc', `/api/profile-posts/${MAX_ID + 1}`, '/api/profile-post-comments/-1'])('answers 400 for %s', async (url) => {
      expect((await call('GET', url, 'visitor')).statusCode).toBe(400);
    });
    it('answers 404 for unknown posts and comments', async () => {
      expect(errorOf(await call('GET', `/api/profile-posts/${MAX_ID}`, 'visitor'))).toBe('no profile post found');
      expect(errorOf(await call('GET', `/api/profile-post-comments/${MAX_ID}`, 'visitor'))).toBe('no comment found');
    });
  });

  describe('profilePostsPage (GET /users/{id}?withPosts=1)', () => {
    it('pages the posts newest first with rights per viewer, reactions and the newest comments', async () => {
      const fresh = await makeUser(t.db, { username: 'paged', email_confirmed: true });
      for (let i = 0; i < 22; i++) await newPost(i % 2 ? 'member' : 'rookie', fresh.user_id, `<p>Post ${i}</p>`);
      const member = await userRow(t.db, 'member');
      const page1 = await profilePostsPage(t.db, member, fresh.user_id, 1);
      expect(page1.pagination).toEqual({ current_page: 1, last_page: 2, per_page: 20, total: 22 });
      expect(page1.profile_posts[0].message_html).toBe('<p>Post 21</p>');
      expect(page1.profile_posts[0]).toMatchObject({ username: 'member', can_edit: true, can_react: false });
      expect(page1.profile_posts[1]).toMatchObject({ username: 'rookie', can_edit: false, can_react: true, can_report: true });
      const asVisitor = await profilePostsPage(t.db, null, fresh.user_id, 2);
      expect(asVisitor.profile_posts).toHaveLength(2);
      expect(asVisitor.profile_posts[0]).toMatchObject({ can_edit: false, can_delete: false, can_react: false, can_comment: false });
      await expect(profilePostsPage(t.db, null, fresh.user_id, 3)).rejects.toMatchObject({ statusCode: 404 });
    });

    it('reads a page in a fixed handful of queries, however many posts and comments it holds', async () => {
      const busy = await makeUser(t.db, { username: 'busy', email_confirmed: true });
      for (let i = 0; i < 20; i++) {
        const post = await newPost('member', busy.user_id, `<p>Busy ${i}</p>`);
        for (const who of ['rookie', 'admin'] as const) {
          await call('POST', '/api/profile-post-comments', who, { profile_post_id: post.profile_post_id, message_html: '<p>Reply</p>' });
        }
        await call('POST', `/api/profile-posts/${post.profile_post_id}/react`, 'rookie', { reaction_id: 1 });
      }
      let queries = 0;
      const counting = t.db.withPlugin({
        transformQuery: (args) => {
          queries++;
          return args.node;
        },
        transformResult: async (args) => args.result,
      });
      const page = await profilePostsPage(counting, await userRow(t.db, 'rookie'), busy.user_id, 1);
      expect(page.profile_posts).toHaveLength(20);
      expect(page.profile_posts.every((post) => post.comments.length === 2 && post.reactions.length === 1 && post.visitor_reaction_id === 1)).toBe(true);
      expect(queries).toBeLessThanOrEqual(8);
    });

    it('shares a page between viewers for a moment, yet shows every write at once and each viewer their own reaction', async () => {
      const shared = await makeUser(t.db, { username: 'shared', email_confirmed: true });
      const first = await newPost('member', shared.user_id, '<p>First</p>');
      const read = async (who: keyof typeof as) => {
        const response = await call('GET', `/api/users/${shared.user_id}?withPosts=1`, who);
        expect(response.statusCode).toBe(200);
        return json<{ profile_posts: ProfilePostWithComments[] }>(response).profile_posts;
      };
      expect((await read('rookie')).map((post) => post.message_html)).toEqual(['<p>First</p>']);
      await newPost('admin', shared.user_id, '<p>Second</p>');
      expect((await read('rookie')).map((post) => post.message_html)).toEqual(['<p>Second</p>', '<p>First</p>']);
      expect((await call('POST', `/api/profile-posts/${first.profile_post_id}/react`, 'rookie', { reaction_id: 2 })).statusCode).toBe(200);
      const [, seenByRookie] = await read('rookie');
      const [, seenByAdmin] = await read('admin');
      expect(seenByRookie).toMatchObject({ reactions: [{ reaction_id: 2, count: 1 }], visitor_reaction_id: 2 });
      expect(seenByAdmin).toMatchObject({ reactions: [{ reaction_id: 2, count: 1 }], visitor_reaction_id: null });
      await call('POST', '/api/profile-post-comments', 'admin', { profile_post_id: first.profile_post_id, message_html: '<p>A comment</p>' });
      expect((await read('rookie'))[1].comments.map((comment) => comment.message_html)).toEqual(['<p>A comment</p>']);
    });
  });

  describe('GET /me/reactions', () => {
    it('lists reactions received on forum posts and profile content, newest first, filtered by reaction', async () => {
      const target = await makeUser(t.db, { username: 'receiver', email_confirmed: true });
      const cookie = await loginAs(t.app, 'receiver', PASSWORD);
      const onProfile = json<ProfilePostResponse>(
        await send(t.app, { method: 'POST', url: '/api/profile-posts', cookie, body: { user_id: ids.owner, message_html: '<p>Profile words</p>' } }),
      ).profile_post;
      await call('POST', `/api/profile-posts/${onProfile.profile_post_id}/react`, 'rookie', { reaction_id: 2 });
      const threadId = (await t.db.selectFrom('threads').select('thread_id').where('discussion_open', '=', true).where('discussion_state', '=', 'visible').where('discussion_type', '=', 'discussion').orderBy('thread_id').executeTakeFirstOrThrow()).thread_id;
      const reply = json(await send(t.app, { method: 'POST', url: '/api/posts', cookie, body: { thread_id: threadId, message_html: '<p>Forum words</p>' } })).post;
      await call('POST', `/api/posts/${reply.post_id}/react`, 'member', { reaction_id: 1 });

      const response = await send(t.app, { method: 'GET', url: '/api/me/reactions', cookie });
      expect(response.statusCode).toBe(200);
      const body = json<ReactionsReceivedResponse>(response);
      expect(body.pagination.total).toBe(2);
      expect(body.reactions.map((r) => [r.content_type, r.reaction_id, r.User.username, r.snippet])).toEqual(
        expect.arrayContaining([
          ['post', 1, 'member', 'Forum words'],
          ['profile_post', 2, 'rookie', 'Profile words'],
        ]),
      );
      const profileOne = body.reactions.find((r) => r.content_type === 'profile_post')!;
      expect(profileOne).toMatchObject({ title: "owner's profile", view_url: `/members/owner.${ids.owner}/#profile-posts`, content_id: onProfile.profile_post_id });
      const filtered = json<ReactionsReceivedResponse>(await send(t.app, { method: 'GET', url: '/api/me/reactions?reaction_id=2', cookie }));
      expect(filtered.reactions.map((r) => r.content_type)).toEqual(['profile_post']);
      expect(target.user_id).toBeGreaterThan(0);
      expect((await call('GET', '/api/me/reactions', 'visitor')).statusCode).toBe(401);
      expect((await send(t.app, { method: 'GET', url: '/api/me/reactions?page=2', cookie })).statusCode).toBe(404);
      expect((await send(t.app, { method: 'GET', url: '/api/me/reactions?reaction_id=abc', cookie })).statusCode).toBe(400);
    });
  });

  describe('alerts and limits', () => {
    it("resolves alerts about profile posts and comments to the owner's profile", async () => {
      const post = await newPost('member', ids.owner, '<p>Trail report from the pass</p>');
      const comment = json<ProfilePostCommentResponse>(
        await call('POST', '/api/profile-post-comments', 'rookie', { profile_post_id: post.profile_post_id, message_html: '<p>Thanks!</p>' }),
      ).comment;
      const found = await resolveAlertContent(t.db, [
        { content_type: 'profile_post', content_id: post.profile_post_id },
        { content_type: 'profile_comment', content_id: comment.profile_post_comment_id },
      ]);
      const profile = {
        view_url: `/members/owner.${ids.owner}/#profile-posts`,
        title: "owner's profile",
        ProfileUser: { username: 'owner', view_url: `/members/owner.${ids.owner}/` },
      };
      expect(found.get(`profile_post:${post.profile_post_id}`)).toEqual({ ...profile, message: 'Trail report from the pass' });
      expect(found.get(`profile_comment:${comment.profile_post_comment_id}`)).toEqual({ ...profile, message: 'Thanks!' });
      // The alerts page shows them.
      const alerts = json(await call('GET', '/api/alerts', 'member')).alerts as { action: string; Content: { title: string } | null }[];
      expect(alerts.find((alert) => alert.action === 'other_commenter')?.Content?.title).toBe("owner's profile");
    });

    it('limits profile post and comment writes like forum posts', () => {
      for (const url of ['/api/profile-posts', '/api/profile-posts/:id', '/api/profile-post-comments', '/api/profile-post-comments/:id']) {
        expect(rateLimitOf('POST', url)?.name).toBe('posting');
      }
      expect(rateLimitOf('POST', '/api/profile-post-comments/:id/react')?.name).toBe('reactions');
    });
  });
});
