import type { AlertsResponse } from '@trailhead/shared-kernel/types';
import { build, get, json, loginAs, type TestApp } from '../../test/helper';
import { resolveAlertContent } from '../modules/alerts/alert-content.repository';
import { ALERT_CATALOGUE } from './alerts.seed';
import { DEMO_PASSWORD, seedDemo } from './index';

describe('the demo alerts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ seed: (db) => seedDemo(db) });
  });
  afterAll(() => t.close());

  const memberId = async () => (await t.db.selectFrom('users').select('user_id').where('username', '=', 'member').executeTakeFirstOrThrow()).user_id;

  it('give member one alert of every kind and variant of spec §3', async () => {
    const rows = await t.db.selectFrom('alerts').select(['action', 'content_type', 'extra_data']).where('user_id', '=', await memberId()).execute();
    const kinds = new Set(rows.map((row) => `${row.action}:${row.content_type}`));
    const missing = ALERT_CATALOGUE.filter((entry) => !kinds.has(`${entry.action}:${entry.content_type}`)).map((entry) => entry.variant);
    expect(missing).toEqual([]);
    expect([...new Set(ALERT_CATALOGUE.map((entry) => entry.action))].sort()).toEqual(
      [
        'af_as_level_up', 'award', 'event_cancel', 'event_invite', 'following', 'forumwatch_insert', 'from_admin', 'insert', 'mention', 'other',
        'other_commenter', 'post_delete', 'quote', 'reaction', 'subscription_downgrade', 'subscription_update', 'thread_move', 'your_post', 'your_profile',
      ].sort(),
    );
    // A moved thread with its reason, and one without.
    const moves = rows.filter((row) => row.action === 'thread_move').map((row) => JSON.parse(row.extra_data).reason);
    expect(moves).toEqual(expect.arrayContaining([expect.any(String), undefined]));
  });

  it('come from nobody the recipient ignores (the alerts writer sends them none)', async () => {
    const fromIgnored = await t.db
      .selectFrom('alerts')
      .innerJoin('user_ignores', (join) => join.onRef('user_ignores.user_id', '=', 'alerts.user_id').onRef('user_ignores.ignored_user_id', '=', 'alerts.from_user_id'))
      .select(['alerts.alert_id', 'alerts.action'])
      .execute();
    expect(fromIgnored).toEqual([]);
  });

  it('point at content that exists (all but the admins’ notes, which carry their own title)', async () => {
    const rows = await t.db.selectFrom('alerts').select(['action', 'content_type', 'content_id']).where('user_id', '=', await memberId()).execute();
    const content = await resolveAlertContent(t.db, rows, await memberId());
    const dangling = rows.filter((row) => row.content_id !== null && !content.has(`${row.content_type}:${row.content_id}`));
    expect(dangling).toEqual([]);
  });

  it('are partly viewed, partly new, for every demo account', async () => {
    for (const name of ['member', 'rookie', 'moderator', 'admin']) {
      const body = json<AlertsResponse>(await get(t.app, '/api/alerts', await loginAs(t.app, name, DEMO_PASSWORD)));
      expect(body.pagination.total).toBeGreaterThan(5);
      expect(body.alerts.some((alert) => !alert.viewed)).toBe(true);
    }
    const member = json<AlertsResponse>(await get(t.app, '/api/alerts?page=3', await loginAs(t.app, 'member', DEMO_PASSWORD)));
    expect(member.alerts.some((alert) => alert.viewed)).toBe(true);
  });
});
