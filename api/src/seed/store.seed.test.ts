import { makeUser } from '../../test/fixtures';
import { build, type TestApp } from '../../test/helper';
import { seedStore } from './store.seed';

let t: TestApp;
afterAll(async () => {
  await t.close();
});

it('links the points programme for some members and enters the member, not rookie, in the SEMA 2025 giveaway', async () => {
  t = await build({
    seed: async (db) => {
      for (const username of ['member', 'rookie', 'DesertRat_AZ']) await makeUser(db, { username });
      await seedStore(db, 1_800_000_000);
    },
  });
  const users = await t.db.selectFrom('users').select(['username', 'fpr_email', 'fpr_points_pending_total']).orderBy('username').execute();
  expect(users.map((u) => [u.username, u.fpr_email, Number(u.fpr_points_pending_total)])).toEqual([
    ['DesertRat_AZ', 'maria.lopez@points.example', 380],
    ['member', 'casey.walker@points.example', 1240],
    ['rookie', null, 0],
  ]);
  const entrants = await t.db.selectFrom('giveaway_entries').innerJoin('users', 'users.user_id', 'giveaway_entries.user_id').select('username').where('giveaway_id', '=', 'sema-2025').execute();
  expect(entrants.map((e) => e.username).sort()).toEqual(['DesertRat_AZ', 'member']);
});
