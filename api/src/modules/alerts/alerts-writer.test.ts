import { nowSeconds } from '../../clock';
import { makeUser } from '../../../test/fixtures';
import { build, type TestApp } from '../../../test/helper';
import { createAlerts, type NewAlert } from './alerts-writer';

describe('the one alerts writer', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  const alertsTo = (userId: number) => t.db.selectFrom('alerts').select(['from_user_id', 'action']).where('user_id', '=', userId).orderBy('alert_id').execute();

  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        for (const name of ['actor', 'grump', 'friend']) ids[name] = (await makeUser(db, { username: name })).user_id;
        await db.insertInto('user_ignores').values({ user_id: ids.grump, ignored_user_id: ids.actor, ignore_date: nowSeconds() }).execute();
      },
    });
  });
  afterAll(() => t.close());

  it('alerts nobody about themselves, nor a member who ignores the actor; the site’s own alerts reach everyone', async () => {
    const about = (userId: number, fromUserId: number | null): NewAlert => ({ user_id: userId, from_user_id: fromUserId, action: 'quote', content_type: 'post', content_id: 1 });
    const alerted = await t.db
      .transaction()
      .execute((trx) => createAlerts(trx, [about(ids.grump, ids.actor), about(ids.friend, ids.actor), about(ids.actor, ids.actor), about(ids.grump, ids.friend), about(ids.grump, null)], nowSeconds()));
    expect(alerted.sort()).toEqual([ids.grump, ids.friend].sort());
    expect(await alertsTo(ids.grump)).toEqual([
      { from_user_id: ids.friend, action: 'quote' },
      { from_user_id: null, action: 'quote' },
    ]);
    expect(await alertsTo(ids.friend)).toEqual([{ from_user_id: ids.actor, action: 'quote' }]);
    expect(await alertsTo(ids.actor)).toEqual([]);
  });
});
