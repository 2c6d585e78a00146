// The demo awards: categories of requestable and given-only awards, holders whose trophy points
// and alerts are those of a real grant, and rookie's request waiting in the moderators' queue.
import type { AwardCategoriesResponse, AwardRequestsResponse } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { makeUser, PASSWORD } from '../../../test/fixtures';
import { build, get, json, loginAs, type TestApp } from '../../../test/helper';
import { seedAwards } from './awards.seed';

describe('seedAwards', () => {
  let t: TestApp;
  const now = nowSeconds();

  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        await makeUser(db, { username: 'moderator', is_moderator: true, is_staff: true });
        await makeUser(db, { username: 'member', membership_code: 'premium_membership', trophy_points: 100 });
        await makeUser(db, { username: 'rookie', membership_code: 'free_membership' });
        await makeUser(db, { username: 'RockCrawlerJim' });
        await seedAwards(db, now);
      },
    });
  });
  afterAll(async () => t?.close());

  it('never dates an award before its holder joined', async () => {
    const early = await t.db
      .selectFrom('user_awards')
      .innerJoin('users', 'users.user_id', 'user_awards.user_id')
      .select(['users.username', 'user_awards.award_date', 'users.register_date'])
      .whereRef('user_awards.award_date', '<', 'users.register_date')
      .execute();
    expect(early).toEqual([]);
  });

  it('makes categories of three to five awards, some requestable and some given only', async () => {
    const { categories } = json<AwardCategoriesResponse>(await get(t.app, '/api/awards/categories'));
    expect(categories.map((c) => c.title)).toEqual(['Trail', 'Community', 'Builds', 'Events']);
    for (const category of categories) expect(category.awards.length).toBeGreaterThanOrEqual(3);
    for (const category of categories) expect(category.awards.length).toBeLessThanOrEqual(5);
    const all = categories.flatMap((c) => c.awards);
    expect(all.some((a) => a.can_request)).toBe(true);
    expect(all.some((a) => !a.can_request)).toBe(true);
    for (const award of all) expect(award.points).toBeGreaterThanOrEqual(5);
    for (const award of all) expect(award.points).toBeLessThanOrEqual(50);
  });

  it('gives the demo member two awards, with their points and alerts', async () => {
    const member = await t.db.selectFrom('users').select(['user_id', 'trophy_points']).where('username', '=', 'member').executeTakeFirstOrThrow();
    const held = await t.db
      .selectFrom('user_awards')
      .innerJoin('awards', 'awards.award_id', 'user_awards.award_id')
      .select(['awards.title', 'awards.points'])
      .where('user_awards.user_id', '=', member.user_id)
      .execute();
    expect(held).toHaveLength(2);
    expect(member.trophy_points).toBe(100 + held.reduce((sum, award) => sum + award.points, 0));
    const alerts = await t.db.selectFrom('alerts').select('action').where('user_id', '=', member.user_id).where('action', '=', 'award').execute();
    expect(alerts).toHaveLength(2);
  });

  it("leaves rookie's request in the moderators' queue", async () => {
    const cookie = await loginAs(t.app, 'moderator', PASSWORD);
    const { requests } = json<AwardRequestsResponse>(await get(t.app, '/api/awards/requests', cookie));
    expect(requests.map((r) => [r.User.username, r.request_state])).toEqual([['rookie', 'pending']]);
    expect(requests[0].award.can_request).toBe(true);
  });
});
