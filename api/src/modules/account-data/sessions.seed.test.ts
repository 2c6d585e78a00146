import type { SessionsResponse } from '@trailhead/shared-kernel/types';
import { build, get, json, loginAs, type TestApp } from '../../../test/helper';
import { makeUser, PASSWORD } from '../../../test/fixtures';
import { seedSignedInSessions } from './sessions.seed';

describe('the demo sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        await makeUser(db, { username: 'member' });
        await makeUser(db, { username: 'rookie' });
        await db.transaction().execute((trx) => seedSignedInSessions(trx, Math.floor(Date.now() / 1000)));
      },
    });
  });
  afterAll(() => t.close());

  it('shows the demo member signed in on a phone and another computer as well as this browser', async () => {
    const cookie = await loginAs(t.app, 'member', PASSWORD);
    const { sessions } = json<SessionsResponse>(await get(t.app, '/api/me/sessions', cookie));
    expect(sessions.map((s) => [s.browser, s.os, s.current])).toEqual([
      [null, null, true],
      ['Safari', 'iOS', false],
      ['Chrome', 'Windows', false],
    ]);
  });

  it('gives other members none', async () => {
    const cookie = await loginAs(t.app, 'rookie', PASSWORD);
    expect(json<SessionsResponse>(await get(t.app, '/api/me/sessions', cookie)).sessions).toHaveLength(1);
  });
});
