import type { LeaderboardResponse, MemberProfileResponse, UserProfile } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../clock';
import { build, get, json, loginAs, type TestApp } from '../../test/helper';
import { DEMO_PASSWORD, seedDemo } from './index';

describe('the demo profiles', () => {
  let t: TestApp;
  const now = nowSeconds();
  beforeAll(async () => {
    t = await build({ seed: (db) => seedDemo(db, { now }), settings: { defaultTimezone: 'America/Denver' } });
  });
  afterAll(() => t.close());

  it('gives every member a birth date with birth_month_day in step, and three or more birthdays today', async () => {
    const users = await t.db.selectFrom('users').select(['username', 'birth_date', 'birth_month_day']).execute();
    // A deleted member (the demo has one) has neither.
    for (const user of users) expect({ user: user.username, monthDay: user.birth_month_day }).toEqual({ user: user.username, monthDay: user.birth_date?.slice(5) ?? null });
    const { entries } = json<LeaderboardResponse>(await get(t.app, '/api/users/leaderboard/birthday'));
    expect(entries.length).toBeGreaterThanOrEqual(3);
    expect(entries.some((entry) => entry.value !== null)).toBe(true);
  });

  it('gives most members a vehicle, about texts and websites', async () => {
    const total = (await t.db.selectFrom('users').select('user_id').execute()).length;
    const withVehicle = await t.db.selectFrom('user_vehicles').select('user_id').distinct().execute();
    expect(withVehicle.length).toBeGreaterThan(total / 2);
    const withAbout = await t.db.selectFrom('users').select('user_id').where('about', 'is not', null).execute();
    expect(withAbout.length).toBeGreaterThan(total / 2);
    expect((await t.db.selectFrom('users').select('user_id').where('website', 'is not', null).execute()).length).toBeGreaterThan(3);
  });

  it("has member follow several posters and ignore one member who posts in a thread member can see", async () => {
    const cookie = await loginAs(t.app, 'member', DEMO_PASSWORD);
    const me = json<UserProfile>(await get(t.app, '/api/me', cookie));
    expect(me.ignored_user_ids).toHaveLength(1);
    const ignored = me.ignored_user_ids![0];
    const posts = await t.db
      .selectFrom('posts')
      .innerJoin('threads', 'threads.thread_id', 'posts.thread_id')
      .select('threads.thread_id')
      .where('posts.user_id', '=', ignored)
      .where('posts.message_state', '=', 'visible')
      .where('threads.discussion_state', '=', 'visible')
      .where('threads.club_id', 'is', null)
      .execute();
    expect(posts.length).toBeGreaterThan(0);
    const thread = await get(t.app, `/api/threads/${posts[0].thread_id}`, cookie);
    expect(thread.statusCode).toBe(200);
    const profile = json<MemberProfileResponse>(await get(t.app, `/api/users/${me.user_id}?following=1`, cookie));
    expect(profile.user.following_count).toBeGreaterThanOrEqual(3);
  });

  it("has one member who limits their profile to members and one to those they follow (member among them)", async () => {
    const membersOnly = await t.db.selectFrom('users').select('user_id').where('allow_view_profile', '=', 'members').execute();
    const followedOnly = await t.db.selectFrom('users').select('user_id').where('allow_view_profile', '=', 'followed').execute();
    expect(membersOnly).toHaveLength(1);
    expect(followedOnly).toHaveLength(1);
    const visitorView = json<MemberProfileResponse>(await get(t.app, `/api/users/${membersOnly[0].user_id}`));
    expect(visitorView.user.can_view_profile).toBe(false);
    const cookie = await loginAs(t.app, 'member', DEMO_PASSWORD);
    expect(json<MemberProfileResponse>(await get(t.app, `/api/users/${followedOnly[0].user_id}`, cookie)).user.can_view_profile).toBe(true);
    const rookie = await loginAs(t.app, 'rookie', DEMO_PASSWORD);
    expect(json<MemberProfileResponse>(await get(t.app, `/api/users/${followedOnly[0].user_id}`, rookie)).user.can_view_profile).toBe(false);
  });
});
