import type { LatestUsersResponse, MapUsersResponse } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { makeUser, PASSWORD } from '../../../test/fixtures';
import { build, get, json, loginAs, type TestApp } from '../../../test/helper';

describe('members', () => {
  let t: TestApp;
  const now = nowSeconds();

  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        await makeUser(db, { username: 'paid', membership_code: 'premium_membership', share_map_position: true, register_date: now - 900 * 86_400, last_activity: now - 60 });
        await makeUser(db, { username: 'free', membership_code: 'free_membership', share_map_position: true, register_date: now - 5 * 86_400, city: 'Austin', state: 'TX', latitude: 30.27, longitude: -97.74 });
        await makeUser(db, { username: 'private', membership_code: 'digital_membership', share_map_position: false, register_date: now - 10 * 86_400 });
        await makeUser(db, { username: 'staffer', is_staff: true, share_map_position: false, register_date: now - 800 * 86_400 });
        await makeUser(db, { username: 'exiled', membership_code: 'premium_membership', account_state: 'banned', share_map_position: true, register_date: now - 86_400 });
        for (let i = 0; i < 20; i++) await makeUser(db, { username: `old${i}`, register_date: now - (1000 + i) * 86_400 });
      },
    });
  });
  afterAll(() => t.close());

  it('GET /users/latest lists the 20 newest members, newest first, leaving out banned accounts', async () => {
    const { users } = json<LatestUsersResponse>(await get(t.app, '/api/users/latest'));
    expect(users).toHaveLength(20);
    expect(users.slice(0, 4).map((u) => u.username)).toEqual(['free', 'private', 'staffer', 'paid']);
    expect(users.map((u) => u.username)).not.toContain('exiled');
    expect(users[0]).toMatchObject({ city: 'Austin', state: 'TX', UserMembership: null, is_online: false });
    expect(users.find((u) => u.username === 'paid')).toMatchObject({ UserMembership: { code: 'premium_membership' }, is_online: true });
  });

  it('GET /users/map needs a login', async () => {
    const response = await get(t.app, '/api/users/map');
    expect(response.statusCode).toBe(401);
    expect(json(response).errors[0]).toEqual({ code: 'not_logged_in', message: 'Please login in to see the content of the page.' });
  });

  it('GET /users/map is a paid-member benefit', async () => {
    const response = await get(t.app, '/api/users/map', await loginAs(t.app, 'free', PASSWORD));
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual({ errors: [{ code: 'members_only', message: 'The member map is a benefit of paid membership.' }] });
  });

  it('GET /users/map refuses a banned account even with a membership', async () => {
    expect((await get(t.app, '/api/users/map', await loginAs(t.app, 'exiled', PASSWORD))).statusCode).toBe(403);
  });

  it.each(['paid', 'staffer'])('GET /users/map shows %s the members who share their position', async (username) => {
    const cookie = await loginAs(t.app, username, PASSWORD);
    const response = await get(t.app, '/api/users/map', cookie);
    expect(response.statusCode).toBe(200);
    const body = json<MapUsersResponse>(response);
    // Both flags (the default) fill allUsers only; member=1 and registered=1 the others (member-map.test.ts).
    expect(body.allUsers.map((u) => u.username).sort()).toEqual(['free', 'paid']);
    expect(json<MapUsersResponse>(await get(t.app, '/api/users/map?member=1', cookie)).memberUsers.map((u) => u.username)).toEqual(['paid']);
    const registered = json<MapUsersResponse>(await get(t.app, '/api/users/map?registered=1', cookie));
    expect(registered.registeredUsers.map((u) => u.username)).toEqual(['free']);
    body.registeredUsers = registered.registeredUsers;
    // Approximate (member-map.test.ts): near Austin, not on it.
    expect(body.registeredUsers[0]).toMatchObject({ is_member: false, city: 'Austin', position_exact: false });
    expect(Math.abs(body.registeredUsers[0].latitude - 30.27)).toBeLessThan(0.05);
  });
});
