import type {
  FindNameResponse,
  IgnoreResponse,
  MemberCard,
  MemberListResponse,
  MemberProfileResponse,
  MembersByNumberResponse,
  UserAwardsResponse,
  UserProfile,
} from '@trailhead/shared-kernel/types';
import { PROFILE_LIMITED_MESSAGE } from '@trailhead/shared-kernel/types';
import { MEMBER_MESSAGES } from '@trailhead/shared-kernel/schemas';
import type { UserRow } from '../../db/tables/users.table';
import { nowSeconds } from '../../clock';
import { makeNode, makeThread, makeUser, PASSWORD } from '../../../test/fixtures';
import { build, countRows, get, json, loginAs, post, type TestApp } from '../../../test/helper';

describe('member profiles', () => {
  let t: TestApp;
  const now = nowSeconds();
  const cookies: Record<string, string> = {};
  const users: Record<string, UserRow> = {};
  const ROLES = ['rookie', 'member', 'moderator', 'admin', 'newbie', 'outlaw'] as const;

  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        users.rookie = await makeUser(db, { username: 'rookie', membership_code: 'free_membership' });
        users.member = await makeUser(db, { username: 'member', membership_code: 'premium_membership' });
        users.moderator = await makeUser(db, { username: 'moderator', is_moderator: true, is_staff: true });
        users.admin = await makeUser(db, { username: 'admin', is_admin: true, is_staff: true });
        users.newbie = await makeUser(db, { username: 'newbie', account_state: 'account_incomplete', email_confirmed: false });
        users.outlaw = await makeUser(db, { username: 'outlaw', account_state: 'banned' });
        users.rider = await makeUser(db, {
          username: 'rider',
          first_name: 'Rita',
          last_name: 'Rider',
          show_first_last_name: true,
          about: 'Trails every weekend.',
          website: 'https://rita.example',
          birth_date: '1990-04-07',
          birth_month_day: '04-07',
          show_dob_date: true,
          show_dob_year: false,
          banner_url: '/banners/rita.jpg',
          banner_position_y: 30,
          trophy_points: 30,
          message_count: 3,
          last_activity: now - 60,
        });
        users.limited = await makeUser(db, { username: 'limited', allow_view_profile: 'members', about: 'Members only.' });
        users.picky = await makeUser(db, { username: 'picky', allow_view_profile: 'followed', about: 'Friends only.', allow_send_personal_conversation: 'none' });
        users.hermit = await makeUser(db, { username: 'hermit', activity_visible: false, visible_online: false, last_activity: now - 30, show_first_last_name: true, allow_view_identities: 'none' });
        const { vehicle_type_id } = await db
          .insertInto('vehicle_types')
          .values({ title: 'Trekker', slug_url: 'trekker', nav_icon_image_url: null, logo_image_url: null, display_order: 1 })
          .returning('vehicle_type_id')
          .executeTakeFirstOrThrow();
        await db.insertInto('user_vehicles').values({ user_id: users.rider.user_id, vehicle_type_id, model_year: 2021, model: 'Trekker', trim_name: 'Rubicon', vin: 'SECRETVIN', is_default: true }).execute();
        // Admin-defined fields: rider answers a personal, a checkbox, a contact and a preference field; limited answers one too.
        await db
          .insertInto('custom_fields')
          .values([
            { field_id: 'occupation', title: 'Occupation', description: '', field_type: 'textbox', display_group: 'personal', is_required: false, choices: null, display_order: 10 },
            { field_id: 'interests', title: 'Favourite terrain', description: '', field_type: 'checkbox', display_group: 'personal', is_required: false, choices: JSON.stringify({ rocks: 'Rock crawling', sand: 'Dunes and sand' }), display_order: 20 },
            { field_id: 'instagram', title: 'Instagram', description: '', field_type: 'textbox', display_group: 'contact', is_required: false, choices: null, display_order: 30 },
            { field_id: 'trail_reports', title: 'Trail reports by e-mail', description: '', field_type: 'radio', display_group: 'preferences', is_required: false, choices: JSON.stringify({ yes: 'Yes' }), display_order: 40 },
          ] as never)
          .execute();
        await db
          .insertInto('user_field_values')
          .values([
            { user_id: users.rider.user_id, field_id: 'occupation', field_value: 'Welder' },
            { user_id: users.rider.user_id, field_id: 'interests', field_value: JSON.stringify(['sand', 'rocks', 'gone']) },
            { user_id: users.rider.user_id, field_id: 'instagram', field_value: 'rita_rides' },
            { user_id: users.rider.user_id, field_id: 'trail_reports', field_value: 'yes' },
            { user_id: users.limited.user_id, field_id: 'occupation', field_value: 'Ranger' },
          ])
          .execute();
        // picky follows member: member may see picky's profile, rookie may not.
        await db.insertInto('user_follows').values({ user_id: users.picky.user_id, follow_user_id: users.member.user_id, follow_date: now - 100 }).execute();
        for (const follower of [users.member, users.rookie]) {
          await db.insertInto('user_follows').values({ user_id: follower.user_id, follow_user_id: users.rider.user_id, follow_date: now - 50 }).execute();
        }
        await db.insertInto('user_follows').values({ user_id: users.rider.user_id, follow_user_id: users.admin.user_id, follow_date: now - 40 }).execute();
        const node = await makeNode(db, { title: 'Trail talk' });
        await makeThread(db, { node_id: node, title: 'Winch line care', author: users.rider, posts: 2, repliers: [users.member], start: now - 7200 });
        await makeThread(db, { node_id: node, title: 'Tyre pressures', author: users.member, posts: 2, repliers: [users.rider], start: now - 3600 });
        // Before outlaw was banned: a thread of theirs, answered by member.
        const banned = await makeNode(db, { title: 'Old threads' });
        await makeThread(db, { node_id: banned, title: 'Before the ban', author: users.outlaw, posts: 2, repliers: [users.member], start: now - 1800 });
        const { award_category_id } = await db.insertInto('award_categories').values({ title: 'Trail' }).returning('award_category_id').executeTakeFirstOrThrow();
        const { award_id } = await db.insertInto('awards').values({ award_category_id, title: 'Trail boss', points: 30 }).returning('award_id').executeTakeFirstOrThrow();
        await db.insertInto('user_awards').values({ award_id, user_id: users.rider.user_id, award_date: now - 10 }).execute();
        // rider reacts to admin's post on member's profile and to rookie's comment on it: the activity names member's profile.
        await db.insertInto('reactions').values({ reaction_id: 1, title: 'Like', text_color: '#00f', image_url: '/like.png', sprite_x: 0, sprite_y: 0, score: 1, display_order: 1 }).execute();
        const { profile_post_id } = await db
          .insertInto('profile_posts')
          .values({ profile_user_id: users.member.user_id, user_id: users.admin.user_id, username: 'admin', post_date: now - 20, message_html: 'Welcome', vehicle_type_id: null, attachment_key: null, last_edit_date: null, delete_reason: null, deleted_by: null })
          .returning('profile_post_id')
          .executeTakeFirstOrThrow();
        const { profile_post_comment_id } = await db
          .insertInto('profile_post_comments')
          .values({ profile_post_id, user_id: users.rookie.user_id, username: 'rookie', comment_date: now - 15, message_html: 'Thanks', attachment_key: null, last_edit_date: null, delete_reason: null })
          .returning('profile_post_comment_id')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('profile_reactions')
          .values([
            { content_type: 'profile_post', content_id: profile_post_id, user_id: users.rider.user_id, reaction_id: 1, reaction_date: now - 5, content_user_id: users.admin.user_id },
            { content_type: 'profile_comment', content_id: profile_post_comment_id, user_id: users.rider.user_id, reaction_id: 1, reaction_date: now - 4, content_user_id: users.rookie.user_id },
          ])
          .execute();
      },
    });
    for (const role of [...ROLES, 'rider', 'limited', 'picky']) cookies[role] = await loginAs(t.app, role, PASSWORD);
  });
  afterAll(() => t.close());

  const profile = async (id: number, who?: string, query = '') => {
    const response = await get(t.app, `/api/users/${id}${query}`, who ? cookies[who] : undefined);
    expect(response.statusCode).toBe(200);
    return json<MemberProfileResponse>(response);
  };

  describe('GET /users/{id}', () => {
    it("shows a visitor the member's profile with its banner, vehicles, level and counts, never the VIN or e-mail", async () => {
      const { user } = await profile(users.rider.user_id);
      expect(user).toMatchObject({
        username: 'rider',
        view_url: `/members/rider.${users.rider.user_id}/`,
        banner_urls: { l: '/banners/rita.jpg' },
        banner_position_y: 30,
        first_name: 'Rita',
        last_name: 'Rider',
        about: 'Trails every weekend.',
        website: 'https://rita.example',
        birthday: { month: 4, day: 7, year: null },
        follower_count: 2,
        following_count: 1,
        award_count: 1,
        level: 3,
        can_view_profile: true,
        can_follow: false,
        can_ignore: false,
        can_converse: false,
        can_report: false,
        is_followed: false,
        is_ignored: false,
        last_activity: now - 60,
        is_online: true,
      });
      expect(user.vehicles).toEqual([
        { user_vehicle_id: expect.any(Number), vehicle_type_id: expect.any(Number), vehicle_type_title: 'Trekker', model_year: 2021, model: 'Trekker', trim: 'Rubicon', is_default: true },
      ]);
      // The admin-defined fields in words, by group, in their order; a preference is the member's own business.
      expect(user.custom_fields.personal).toMatchObject({ occupation: { title: 'Occupation', value: 'Welder' }, interests: { title: 'Favourite terrain', value: 'Rock crawling, Dunes and sand' } });
      expect(user.custom_fields.contact).toEqual({ instagram: { title: 'Instagram', value: 'rita_rides' } });
      expect(JSON.stringify(user.custom_fields)).not.toContain('trail_reports');
      expect(JSON.stringify(user)).not.toContain('SECRETVIN');
      expect(user).not.toHaveProperty('email');
    });

    it('tells a follower is_followed true to the database, and gives them the buttons', async () => {
      const { user } = await profile(users.rider.user_id, 'member');
      expect(user).toMatchObject({ is_followed: true, is_ignored: false, can_follow: true, can_ignore: true, can_converse: true, can_report: true, can_post_on_profile: true });
      expect((await profile(users.rider.user_id, 'moderator')).user.is_followed).toBe(false);
    });

    it('shows a follow at once in both profiles although profiles are shared a few seconds', async () => {
      const before = await profile(users.hermit.user_id, 'rookie', '?followers=1');
      const rookieBefore = (await profile(users.rookie.user_id, undefined, '?following=1')).user.following_count;
      expect((await post(t.app, `/api/users/${users.hermit.user_id}/follow`, {}, cookies.rookie)).statusCode).toBe(200);
      const after = await profile(users.hermit.user_id, 'rookie', '?followers=1');
      expect(after.user).toMatchObject({ follower_count: before.user.follower_count + 1, is_followed: true });
      expect(after.followers?.map((u) => u.username)).toContain('rookie');
      expect((await profile(users.rookie.user_id, undefined, '?following=1')).user.following_count).toBe(rookieBefore + 1);
      await post(t.app, `/api/users/${users.hermit.user_id}/follow`, {}, cookies.rookie);
      expect((await profile(users.hermit.user_id, 'rookie')).user).toMatchObject({ follower_count: before.user.follower_count, is_followed: false });
    });

    it('gives no follow, ignore or conversation button to the member themself, a newbie or a banned account; staff cannot be ignored', async () => {
      for (const who of ['rider', 'newbie', 'outlaw']) {
        const { user } = await profile(users.rider.user_id, who);
        expect({ who, follow: user.can_follow, ignore: user.can_ignore, converse: user.can_converse }).toEqual({ who, follow: false, ignore: false, converse: false });
      }
      expect((await profile(users.moderator.user_id, 'member')).user).toMatchObject({ can_follow: true, can_ignore: false, can_converse: true });
    });

    it('returns each fetch option asked for: followers, following, trophies, postings, latest activity, profile posts', async () => {
      const body = await profile(users.rider.user_id, 'member', '?followers=1&following=1&withTrophies=1&postings=1&latestActivity=1&withPosts=1');
      expect(body.followers?.map((u) => u.username).sort()).toEqual(['member', 'rookie']);
      expect(body.following?.map((u) => u.username)).toEqual(['admin']);
      expect(body.trophies).toEqual(expect.any(Array));
      expect(body.postings?.map((p) => [p.content_type, p.thread.title])).toEqual([
        ['post', 'Tyre pressures'],
        ['thread', 'Winch line care'],
      ]);
      // The profile's member is said once (user), not again in every posting, and a posting's thread
      // only as far as its link needs: the answer stays small with every option on.
      const [posting] = body.postings ?? [];
      expect(Object.keys(posting).sort()).toEqual(['content_type', 'node_title', 'post_date', 'post_id', 'snippet', 'thread', 'view_url']);
      expect(body.latest_activity?.every((item) => item.User.user_id === users.rider.user_id)).toBe(true);
      expect(posting.thread).toEqual({ thread_id: expect.any(Number), node_id: expect.any(Number), title: 'Tyre pressures', view_url: `/threads/tyre-pressures-t.${posting.thread.thread_id}/` });
      expect(body.latest_activity?.map((a) => a.text)).toEqual(
        expect.arrayContaining(['replied to the thread Tyre pressures', 'started the thread Winch line care', 'received the award Trail boss']),
      );
      // Reactions on profile content name the profile they are on, not the content's author; each
      // sentence ends with its title, which the page makes the link (so the name is not said twice).
      const profileReactions = body.latest_activity?.filter((a) => a.text.includes("'s profile")).map((a) => [a.text, a.title, a.view_url]);
      expect(profileReactions).toEqual([
        ["reacted with Like on member's profile", "member's profile", `/members/member.${users.member.user_id}/#profile-posts`],
        ["reacted with Like on member's profile", "member's profile", `/members/member.${users.member.user_id}/#profile-posts`],
      ]);
      for (const item of body.latest_activity ?? []) expect(item.text.endsWith(item.title)).toBe(true);
      expect(body.profile_posts).toEqual(expect.any(Array));
      expect(body.pagination).toMatchObject({ current_page: 1 });
      const plain = await profile(users.rider.user_id, 'member');
      expect(Object.keys(plain)).toEqual(['user']);
    });

    it("keeps a 'members' profile from visitors and unconfirmed accounts with the spec's message fields only", async () => {
      for (const who of [undefined, 'newbie', 'outlaw']) {
        const body = await profile(users.limited.user_id, who, '?followers=1&latestActivity=1');
        expect(body.user).toMatchObject({ username: 'limited', can_view_profile: false, about: null, last_activity: null, vehicles: [], follower_count: 0, birthday: null });
        expect(body.user.custom_fields).toEqual({ personal: {}, contact: {} });
        expect(body.followers).toBeUndefined();
        expect(body.latest_activity).toBeUndefined();
      }
      for (const who of ['rookie', 'member', 'moderator', 'limited']) {
        expect((await profile(users.limited.user_id, who)).user).toMatchObject({ can_view_profile: true, about: 'Members only.', custom_fields: { personal: { occupation: { value: 'Ranger' } } } });
      }
      const refused = await get(t.app, `/api/users/${users.limited.user_id}/followers`);
      expect(refused.statusCode).toBe(403);
      expect(json(refused).errors[0]).toEqual({ code: 'profile_limited', message: PROFILE_LIMITED_MESSAGE });
    });

    it("shows a 'followed' profile only to members its owner follows, the owner and staff; conversations 'none' even to them", async () => {
      expect((await profile(users.picky.user_id, 'rookie')).user.can_view_profile).toBe(false);
      expect((await profile(users.picky.user_id, 'member')).user).toMatchObject({ can_view_profile: true, about: 'Friends only.', can_converse: false });
      expect((await profile(users.picky.user_id, 'picky')).user.can_view_profile).toBe(true);
      expect((await profile(users.picky.user_id, 'admin')).user).toMatchObject({ can_view_profile: true, can_converse: true });
    });

    it('hides last activity, online state and names as the member chose, except from staff', async () => {
      const seen = await profile(users.hermit.user_id, 'member', '?latestActivity=1');
      expect(seen.user).toMatchObject({ last_activity: null, is_online: false, first_name: null, last_name: null });
      expect(seen.user.custom_fields.personal).not.toHaveProperty('first_name');
      expect(seen.latest_activity).toEqual([]);
      expect((await profile(users.hermit.user_id, 'moderator')).user).toMatchObject({ last_activity: now - 30, is_online: true, first_name: 'Test' });
      // show_first_last_name off (makeUser's default): no names for others.
      expect((await profile(users.member.user_id, 'rookie')).user.first_name).toBeNull();
    });

    it("answers 'no user found' for unknown ids and for banned accounts (except to staff); refuses ids past MAX_ID", async () => {
      for (const [url, who] of [[`/api/users/999999`, undefined], [`/api/users/${users.outlaw.user_id}`, 'member'], [`/api/users/${users.outlaw.user_id}/card`, undefined]] as const) {
        const response = await get(t.app, url, who ? cookies[who] : undefined);
        expect(response.statusCode).toBe(404);
        expect(json(response).errors[0].message).toBe('no user found');
      }
      expect((await get(t.app, `/api/users/${users.outlaw.user_id}`, cookies.moderator)).statusCode).toBe(200);
      // Where their content stays, their name says so (is_blocked): pages draw it without a link to that 404.
      const thread = json(await get(t.app, '/api/threads?page=1')).threads.find((row: { title: string }) => row.title === 'Before the ban');
      const { posts } = json(await get(t.app, `/api/threads/${thread.thread_id}/posts`, cookies.member));
      expect(posts.map((p: { User: { username: string; is_blocked?: boolean } }) => [p.User.username, p.User.is_blocked ?? false])).toEqual([
        ['outlaw', true],
        ['member', false],
      ]);
      for (const bad of ['2147483648', '0', 'abc', '1?followers=2', '1?page=0']) {
        const response = await get(t.app, `/api/users/${bad}`);
        expect({ bad, status: response.statusCode }).toEqual({ bad, status: 400 });
      }
    });
  });

  describe('GET /users/{id}/card', () => {
    it('gives the popup its fields with the per-viewer flags', async () => {
      const response = await get(t.app, `/api/users/${users.rider.user_id}/card`, cookies.member);
      // A follow or ignore changes the flags at once: the browser must ask again, never answer from its cache.
      expect(response.headers['cache-control']).toBe('private, no-cache');
      const card = json<MemberCard>(response);
      expect(card.user).toMatchObject({ username: 'rider', is_followed: true, can_follow: true, can_ignore: true, can_converse: true, can_view_profile: true, trophy_points: 30 });
      expect(Object.keys(card.user)).not.toContain('about');
      const visitor = json<MemberCard>(await get(t.app, `/api/users/${users.rider.user_id}/card`));
      expect(visitor.user).toMatchObject({ is_followed: false, can_follow: false });
    });
  });

  describe('POST /users/{id}/ignore', () => {
    it('toggles, shows in GET /me and /users/{me}/ignoring, and stays apart from following', async () => {
      const first = await post(t.app, `/api/users/${users.rider.user_id}/ignore`, {}, cookies.member);
      expect(json<IgnoreResponse>(first)).toEqual({ user_id: users.rider.user_id, is_ignored: true });
      expect((await profile(users.rider.user_id, 'member')).user).toMatchObject({ is_ignored: true, is_followed: true });
      expect(json<UserProfile>(await get(t.app, '/api/me', cookies.member)).ignored_user_ids).toEqual([users.rider.user_id]);
      const list = json<MemberListResponse>(await get(t.app, `/api/users/${users.member.user_id}/ignoring`, cookies.member));
      expect(list.users.map((u) => u.username)).toEqual(['rider']);
      const second = await post(t.app, `/api/users/${users.rider.user_id}/ignore`, {}, cookies.member);
      expect(json<IgnoreResponse>(second).is_ignored).toBe(false);
      expect(json<UserProfile>(await get(t.app, '/api/me', cookies.member)).ignored_user_ids).toEqual([]);
    });

    it.each([
      ['a visitor', undefined, 401],
      ['an unconfirmed account', 'newbie', 403],
      ['a banned account', 'outlaw', 403],
    ])('refuses %s and writes nothing', async (_label, who, status) => {
      const response = await post(t.app, `/api/users/${users.rider.user_id}/ignore`, {}, who ? cookies[who] : undefined);
      expect(response.statusCode).toBe(status);
      expect(await countRows(t.db, 'user_ignores')).toBe(0);
    });

    it('refuses ignoring oneself, staff, unknown and banned members', async () => {
      const cases = [
        [users.member.user_id, 400, 'You cannot ignore yourself.'],
        [users.moderator.user_id, 403, 'Staff members cannot be ignored.'],
        [999999, 404, 'no user found'],
        [users.outlaw.user_id, 404, 'no user found'],
      ] as const;
      for (const [id, status, message] of cases) {
        const response = await post(t.app, `/api/users/${id}/ignore`, {}, cookies.member);
        expect({ status: response.statusCode, message: json(response).errors[0].message }).toEqual({ status, message });
      }
      expect(await countRows(t.db, 'user_ignores')).toBe(0);
    });
  });

  describe('GET /users/{id}/ignoring', () => {
    it("is the viewer's own list only", async () => {
      expect((await get(t.app, `/api/users/${users.member.user_id}/ignoring`)).statusCode).toBe(401);
      const other = await get(t.app, `/api/users/${users.member.user_id}/ignoring`, cookies.rookie);
      expect(other.statusCode).toBe(403);
      expect(json(other).errors[0].message).toBe('You may only see the members you ignore yourself.');
      expect((await get(t.app, `/api/users/${users.member.user_id}/ignoring`, cookies.admin)).statusCode).toBe(403);
      expect((await get(t.app, `/api/users/${users.member.user_id}/ignoring?page=2`, cookies.member)).statusCode).toBe(404);
    });
  });

  describe('POST /users/{id}/report', () => {
    it('records a report with the message', async () => {
      const response = await post(t.app, `/api/users/${users.rider.user_id}/report`, { message: '  Spam in my inbox  ' }, cookies.rookie);
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({ reported: true });
      const row = await t.db.selectFrom('content_reports').selectAll().where('content_type', '=', 'user').executeTakeFirstOrThrow();
      expect(row).toMatchObject({ content_id: users.rider.user_id, user_id: users.rookie.user_id, message: 'Spam in my inbox', report_state: 'open' });
      await t.db.deleteFrom('content_reports').execute();
    });

    it.each([
      ['no message', {}, 400, MEMBER_MESSAGES.reportMessage],
      ['a short message', { message: 'no' }, 400, MEMBER_MESSAGES.reportMessage],
      ['a huge message', { message: 'x'.repeat(1001) }, 400, MEMBER_MESSAGES.reportTooLong],
      ['a message that is no text', { message: { toString: 'x' } }, 400, MEMBER_MESSAGES.reportMessage],
    ])('refuses %s and writes nothing', async (_label, body, status, message) => {
      const response = await post(t.app, `/api/users/${users.rider.user_id}/report`, body, cookies.rookie);
      expect(response.statusCode).toBe(status);
      expect(json(response).errors[0].message).toBe(message);
      expect(await countRows(t.db, 'content_reports')).toBe(0);
    });

    it('refuses reporting oneself, visitors, unconfirmed and banned accounts', async () => {
      const self = await post(t.app, `/api/users/${users.rookie.user_id}/report`, { message: 'Report me' }, cookies.rookie);
      expect(self.statusCode).toBe(400);
      expect(json(self).errors[0].message).toBe('You cannot report yourself.');
      expect((await post(t.app, `/api/users/${users.rider.user_id}/report`, { message: 'Spam!' })).statusCode).toBe(401);
      expect((await post(t.app, `/api/users/${users.rider.user_id}/report`, { message: 'Spam!' }, cookies.newbie)).statusCode).toBe(403);
      expect((await post(t.app, `/api/users/${users.rider.user_id}/report`, { message: 'Spam!' }, cookies.outlaw)).statusCode).toBe(403);
      expect(await countRows(t.db, 'content_reports')).toBe(0);
    });
  });

  describe('lists', () => {
    it('GET /users/{id}/followers and /following page the members, newest first', async () => {
      const followers = json<MemberListResponse>(await get(t.app, `/api/users/${users.rider.user_id}/followers`));
      expect(followers.users.map((u) => u.username).sort()).toEqual(['member', 'rookie']);
      expect(followers.pagination).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 2 });
      const following = json<MemberListResponse>(await get(t.app, `/api/users/${users.rider.user_id}/following`));
      expect(following.users.map((u) => u.username)).toEqual(['admin']);
      expect((await get(t.app, `/api/users/${users.rider.user_id}/following?page=3`)).statusCode).toBe(404);
    });

    it('GET /users/{id}/awards gives the awards with the points and level', async () => {
      const body = json<UserAwardsResponse>(await get(t.app, `/api/users/${users.rider.user_id}/awards`));
      expect(body).toMatchObject({ trophy_points: 30, level: 3 });
      expect(body.awards).toEqual(expect.any(Array));
      expect((await get(t.app, `/api/users/${users.limited.user_id}/awards`)).statusCode).toBe(403);
    });

    it('GET /users {contact_search} finds valid members by the start of the name', async () => {
      const body = json<FindNameResponse>(await get(t.app, '/api/users?contact_search=ri'));
      expect(body.users.map((u) => u.username)).toEqual(['rider']);
      expect(json<FindNameResponse>(await get(t.app, '/api/users?contact_search=out')).users).toEqual([]);
      expect(json<FindNameResponse>(await get(t.app, '/api/users?contact_search=%25%25')).users).toEqual([]);
      expect((await get(t.app, '/api/users?contact_search=r')).statusCode).toBe(400);
      expect((await get(t.app, '/api/users')).statusCode).toBe(400);
      expect((await get(t.app, `/api/users?contact_search=${'r'.repeat(101)}`)).statusCode).toBe(400);
    });

    it('GET /users/find-members-by-number lists members with that many messages or more, fewest first', async () => {
      await t.db.updateTable('users').set({ message_count: 50 }).where('username', '=', 'member').execute();
      const body = json<MembersByNumberResponse>(await get(t.app, '/api/users/find-members-by-number?number=3'));
      expect(body.users.map((u) => [u.username, u.message_count])).toEqual([
        ['rider', 3],
        ['member', 50],
      ]);
      expect(body.pagination.total).toBe(2);
      for (const bad of ['', '?number=-1', '?number=abc', '?number=10000000000', '?number=1&page=0']) {
        expect((await get(t.app, `/api/users/find-members-by-number${bad}`)).statusCode).toBe(400);
      }
    });
  });
});
