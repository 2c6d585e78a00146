import { nowSeconds } from '../../clock';
import { makeUser, PASSWORD } from '../../../test/fixtures';
import { build, json, loginAs, post, type TestApp } from '../../../test/helper';

describe("POST /users/{id}/follow: the 'following' alert", () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  const followingAlerts = (userId: number) =>
    t.db.selectFrom('alerts').select(['from_user_id', 'content_type', 'content_id', 'is_viewed']).where('user_id', '=', userId).where('action', '=', 'following').execute();

  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        for (const name of ['fan', 'star', 'grump']) ids[name] = (await makeUser(db, { username: name })).user_id;
        await db.insertInto('user_ignores').values({ user_id: ids.grump, ignored_user_id: ids.fan, ignore_date: nowSeconds() }).execute();
      },
    });
  });
  afterAll(() => t.close());

  it("tells the followed member who follows them, and updates their bell's count", async () => {
    const counts = jest.spyOn(t.app.live, 'publishCounts');
    const response = await post(t.app, `/api/users/${ids.star}/follow`, {}, await loginAs(t.app, 'fan', PASSWORD));
    expect(json(response)).toEqual({ user_id: ids.star, is_followed: true });
    expect(await followingAlerts(ids.star)).toEqual([{ from_user_id: ids.fan, content_type: 'user', content_id: ids.fan, is_viewed: expect.anything() }]);
    expect(counts).toHaveBeenCalledWith(ids.star);
    counts.mockRestore();
  });

  it('writes nothing on unfollowing, nor again on following back within a day', async () => {
    const cookie = await loginAs(t.app, 'fan', PASSWORD);
    expect(json(await post(t.app, `/api/users/${ids.star}/follow`, {}, cookie)).is_followed).toBe(false);
    expect(json(await post(t.app, `/api/users/${ids.star}/follow`, {}, cookie)).is_followed).toBe(true);
    expect(await followingAlerts(ids.star)).toHaveLength(1);
  });

  it('does not alert a member who ignores the follower', async () => {
    expect(json(await post(t.app, `/api/users/${ids.grump}/follow`, {}, await loginAs(t.app, 'fan', PASSWORD))).is_followed).toBe(true);
    expect(await followingAlerts(ids.grump)).toEqual([]);
  });
});
