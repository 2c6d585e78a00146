// GET /users/map (issue "12 of 12"): who is on the member map and where, private by default.
import type { MapUser, MapUserColumns, MapUsersColumnsResponse, MapUsersResponse, UserProfile } from '@trailhead/shared-kernel/types';
import type { Kysely } from 'kysely';
import { nowSeconds } from '../../clock';
import type { Database } from '../../db/tables';
import { makeUser, PASSWORD } from '../../../test/fixtures';
import { build, get, json, loginAs, post, type TestApp } from '../../../test/helper';
import { haversine } from '../../geo';
import { COLUMNS_NOT_WITH_RADIUS, forgetMemberMap, RADIUS_NEEDS_CENTRE } from './member-map';
import { MapPositions } from './map-position';

const DALLAS = { latitude: 32.7767, longitude: -96.797 };
const KM_PER_MILE = 1.609344;

async function defaultVehicle(db: Kysely<Database>, userId: number, vehicleTypeId: number): Promise<void> {
  await db.insertInto('user_vehicles').values({ user_id: userId, vehicle_type_id: vehicleTypeId, model: 'Rig', model_year: 2020, trim_name: null, vin: null, is_default: true, display_order: 0 }).execute();
}

const decimals = (value: number) => (String(value).split('.')[1] ?? '').length;
const named = (users: MapUser[], username: string) => users.find((user) => user.username === username);

/** The rows of a columns answer, ids added back up. */
function rowsOf(columns: MapUserColumns) {
  let id = 0;
  return columns.user_id.map((difference, i) => {
    id += difference;
    return { user_id: id, username: columns.username[i], latitude: columns.latitude[i], longitude: columns.longitude[i], is_member: columns.is_member[i] === 1 };
  });
}
const markerOf = ({ user_id, username, latitude, longitude, is_member }: MapUser) => ({ user_id, username, latitude, longitude, is_member });

describe('the member map (GET /users/map)', () => {
  let t: TestApp;
  let viewer: string;
  const now = nowSeconds();
  const types: number[] = [];

  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        for (const [i, title] of ['Kestrel', 'Harrier'].entries()) {
          const row = await db.insertInto('vehicle_types').values({ title, slug_url: title.toLowerCase(), display_order: i + 1 } as never).returning('vehicle_type_id').executeTakeFirstOrThrow();
          types.push(row.vehicle_type_id);
        }
        await makeUser(db, { username: 'viewer', membership_code: 'premium_membership', share_map_position: true, latitude: 40.0, longitude: -105.0 });
        await makeUser(db, { username: 'rookie', membership_code: 'free_membership', share_map_position: true });
        await makeUser(db, { username: 'staffer', is_staff: true, share_map_position: false });
        // In Dallas, a free member sharing an approximate position, seen an hour ago.
        const fuzzy = await makeUser(db, { username: 'fuzzy', membership_code: null, share_map_position: true, ...DALLAS, last_activity: now - 3600 });
        await defaultVehicle(db, fuzzy.user_id, types[0]);
        // Ten miles north, a paid member who shows the exact position, online now.
        const pinpoint = await makeUser(db, { username: 'pinpoint', membership_code: 'digital_membership', share_map_position: true, map_position_exact: true, latitude: 32.9213, longitude: -96.7752, last_activity: now - 30 });
        await defaultVehicle(db, pinpoint.user_id, types[1]);
        // Online but hiding it: never counts as online.
        await makeUser(db, { username: 'shy', membership_code: 'premium_membership', share_map_position: true, visible_online: false, last_activity: now - 30, latitude: 30.27, longitude: -97.74 } as never);
        // In the middle of Dallas, but not sharing the position.
        await makeUser(db, { username: 'hidden', membership_code: 'premium_membership', share_map_position: false, ...DALLAS, last_activity: now - 30 });
        // Sharing, but banned; and an expired paid membership counts as registered.
        await makeUser(db, { username: 'banned', share_map_position: true, account_state: 'banned', ...DALLAS });
        await makeUser(db, { username: 'lapsed', membership_code: 'premium_membership', membership_expires_at: now - 60, share_map_position: true, latitude: 29.76, longitude: -95.37 });
      },
    });
    viewer = await loginAs(t.app, 'viewer', PASSWORD);
  });
  afterAll(() => t.close());

  const map = async (query = '', cookie = viewer) => {
    const response = await get(t.app, `/api/users/map${query}`, cookie);
    expect(response.statusCode).toBe(200);
    return json<MapUsersResponse>(response);
  };

  it('answers paid members and staff; visitors and free members are told why not', async () => {
    const visitor = await get(t.app, '/api/users/map');
    expect(visitor.statusCode).toBe(401);
    expect(json(visitor).errors[0].code).toBe('not_logged_in');
    const rookie = await get(t.app, '/api/users/map', await loginAs(t.app, 'rookie', PASSWORD));
    expect(rookie.statusCode).toBe(403);
    expect(json(rookie)).toEqual({ errors: [{ code: 'members_only', message: 'The member map is a benefit of paid membership.' }] });
    expect((await map('', await loginAs(t.app, 'staffer', PASSWORD))).allUsers.length).toBeGreaterThan(0);
  });

  it('lists only valid members who share their position, with their default vehicle and online state', async () => {
    const { allUsers, memberUsers, registeredUsers } = await map();
    expect(allUsers.map((user) => user.username).sort()).toEqual(['fuzzy', 'lapsed', 'pinpoint', 'rookie', 'shy', 'viewer']);
    expect(memberUsers).toEqual([]);
    expect(registeredUsers).toEqual([]);
    expect(named(allUsers, 'fuzzy')).toMatchObject({ vehicle_type_id: types[0], is_member: false, is_online: false, view_url: expect.stringContaining('fuzzy') });
    expect(named(allUsers, 'pinpoint')).toMatchObject({ vehicle_type_id: types[1], is_member: true, is_online: true });
    expect(named(allUsers, 'shy')).toMatchObject({ vehicle_type_id: null, is_online: false });
    expect(named(allUsers, 'lapsed')?.is_member).toBe(false);
  });

  it('sends approximate positions, two decimals, within a few km and the same on every answer; exact only when chosen', async () => {
    const first = named((await map()).allUsers, 'fuzzy')!;
    expect(first.position_exact).toBe(false);
    expect(first).not.toMatchObject(DALLAS);
    expect(decimals(first.latitude)).toBeLessThanOrEqual(2);
    expect(decimals(first.longitude)).toBeLessThanOrEqual(2);
    expect(haversine(DALLAS.latitude, DALLAS.longitude, first.latitude, first.longitude, 'km')).toBeLessThan(7);
    // A fresh load (not the kept answer), and a gzipped one, place the member at the same spot.
    forgetMemberMap(t.db);
    const again = named((await map()).allUsers, 'fuzzy')!;
    expect([again.latitude, again.longitude]).toEqual([first.latitude, first.longitude]);
    const zipped = await t.app.inject({ method: 'GET', url: '/api/users/map', headers: { cookie: viewer, 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(named(JSON.parse((await import('node:zlib')).gunzipSync(zipped.rawPayload).toString()).allUsers, 'fuzzy')).toEqual(first);

    expect(named((await map()).allUsers, 'pinpoint')).toMatchObject({ latitude: 32.9213, longitude: -96.7752, position_exact: true });
  });

  it('gives members at the same place different offsets, none further than the grid allows', () => {
    const positions = new MapPositions('a test secret');
    const placed = Array.from({ length: 200 }, (_, i) => positions.approximate(i + 1, DALLAS.latitude, DALLAS.longitude));
    expect(new Set(placed.map((p) => `${p.latitude},${p.longitude}`)).size).toBeGreaterThan(10);
    for (const p of placed) expect(Math.abs(p.latitude - DALLAS.latitude)).toBeLessThanOrEqual(0.045 + 1e-9);
    expect(positions.approximate(7, DALLAS.latitude, DALLAS.longitude)).toEqual(new MapPositions('a test secret').approximate(7, DALLAS.latitude, DALLAS.longitude));
  });

  it('member=1 fills memberUsers, registered=1 registeredUsers, both allUsers', async () => {
    const members = await map('?member=1');
    expect(members.memberUsers.map((user) => user.username).sort()).toEqual(['pinpoint', 'shy', 'viewer']);
    expect([members.allUsers, members.registeredUsers]).toEqual([[], []]);
    const registered = await map('?registered=1');
    expect(registered.registeredUsers.map((user) => user.username).sort()).toEqual(['fuzzy', 'lapsed', 'rookie']);
    expect([registered.allUsers, registered.memberUsers]).toEqual([[], []]);
    const both = await map('?member=1&registered=1');
    expect(both.allUsers).toHaveLength(6);
    expect([both.memberUsers, both.registeredUsers]).toEqual([[], []]);
  });

  it('filters by the default vehicle type and by who is shown online', async () => {
    expect((await map(`?vehicle_type_id=${types[0]}`)).allUsers.map((user) => user.username)).toEqual(['fuzzy']);
    expect((await map(`?vehicle_type_id=${types[1]}&member=1`)).memberUsers.map((user) => user.username)).toEqual(['pinpoint']);
    expect((await map('?vehicle_type_id=0')).allUsers).toHaveLength(6);
    // rookie and viewer were seen logging in; shy hides being online.
    expect((await map('?online=1')).allUsers.map((user) => user.username).sort()).toEqual(['pinpoint', 'rookie', 'viewer']);
  });

  it('a radius lists who is within it, nearest first with the distance in miles, measured between approximate positions; never the hidden', async () => {
    const { allUsers } = await map(`?latitude=${DALLAS.latitude}&longitude=${DALLAS.longitude}&radius=50`);
    expect(allUsers.map((user) => user.username)).toEqual(['fuzzy', 'pinpoint']);
    const fuzzy = allUsers[0];
    expect(fuzzy.distance).toBeCloseTo(haversine(DALLAS.latitude, DALLAS.longitude, fuzzy.latitude, fuzzy.longitude, 'mi'), 1);
    expect(fuzzy.distance! * KM_PER_MILE).toBeLessThan(7);
    expect(allUsers[1].distance).toBeGreaterThan(9);
    // The member hiding their position, at the very centre, is in no circle; a circle answers at the approximate spot only.
    const tiny = await map(`?latitude=${DALLAS.latitude}&longitude=${DALLAS.longitude}&radius=0.1`);
    expect(tiny.allUsers.map((user) => user.username)).not.toContain('hidden');
    const atApproximate = await map(`?latitude=${fuzzy.latitude}&longitude=${fuzzy.longitude}&radius=0.1`);
    expect(atApproximate.allUsers.map((user) => user.username)).toEqual(['fuzzy']);
    // With the flags: a radius over Texas, registered members only.
    const texas = await map(`?latitude=31&longitude=-97&radius=300&registered=1`);
    expect(texas.registeredUsers.map((user) => user.username).sort()).toEqual(['fuzzy', 'lapsed']);
    expect(texas.allUsers).toEqual([]);
  });

  it('format=columns sends the same members with only what a marker needs, as columns with ascending ids', async () => {
    for (const flags of ['', 'member=1', 'registered=1', `vehicle_type_id=${types[0]}`, 'online=1']) {
      const full = await map(`?${flags}`);
      const response = await get(t.app, `/api/users/map?${flags}&format=columns`, viewer);
      expect(response.statusCode).toBe(200);
      const columns = json<MapUsersColumnsResponse>(response);
      for (const list of ['allUsers', 'memberUsers', 'registeredUsers'] as const) {
        expect(Object.keys(columns[list]).sort()).toEqual(['is_member', 'latitude', 'longitude', 'user_id', 'username']);
        const expected = [...full[list]].sort((a, b) => a.user_id - b.user_id).map(markerOf);
        expect([flags, list, rowsOf(columns[list])]).toEqual([flags, list, expected]);
        expect(columns[list].user_id.every((difference) => difference > 0)).toBe(true);
      }
    }
    // The approximate position, as the full answer has it.
    const fuzzy = rowsOf(json<MapUsersColumnsResponse>(await get(t.app, '/api/users/map?format=columns', viewer)).allUsers).find((user) => user.username === 'fuzzy');
    expect(fuzzy).toEqual(markerOf(named((await map()).allUsers, 'fuzzy')!));
    expect(fuzzy).not.toMatchObject(DALLAS);
    // Not with a radius (its list shows each member in full), nor another format.
    const withRadius = await get(t.app, `/api/users/map?format=columns&latitude=${DALLAS.latitude}&longitude=${DALLAS.longitude}&radius=50`, viewer);
    expect([withRadius.statusCode, json(withRadius).errors[0]]).toEqual([400, { code: 'invalid_parameter', message: COLUMNS_NOT_WITH_RADIUS }]);
    expect((await get(t.app, '/api/users/map?format=rows', viewer)).statusCode).toBe(400);
    // Visitors and free members are refused as on the full answer.
    expect((await get(t.app, '/api/users/map?format=columns')).statusCode).toBe(401);
    expect((await get(t.app, '/api/users/map?format=columns', await loginAs(t.app, 'rookie', PASSWORD))).statusCode).toBe(403);
  });

  it('refuses a partial radius and values out of range, with the reason', async () => {
    for (const query of ['?radius=50', `?latitude=${DALLAS.latitude}&longitude=${DALLAS.longitude}`]) {
      const response = await get(t.app, `/api/users/map${query}`, viewer);
      expect(response.statusCode).toBe(400);
      expect(json(response).errors[0]).toEqual({ code: 'invalid_parameter', message: RADIUS_NEEDS_CENTRE });
    }
    for (const query of ['?latitude=91&longitude=0&radius=5', '?latitude=0&longitude=0&radius=0', '?member=2', '?online=yes']) {
      const response = await get(t.app, `/api/users/map${query}`, viewer);
      expect(response.statusCode).toBe(400);
      expect(json(response).errors[0].code).toBe('invalid_parameter');
    }
  });

  it('the exact-position choice round-trips through POST /me and the map follows it at once, as does hiding the position', async () => {
    const cookie = await loginAs(t.app, 'fuzzy', PASSWORD);
    const me = json<UserProfile>(await get(t.app, '/api/me', cookie));
    expect(me.settings?.privacy).toMatchObject({ show_map_position: true, show_exact_map_position: false });
    expect(named((await map()).allUsers, 'fuzzy')?.position_exact).toBe(false);

    const saved = await post(t.app, '/api/me', { 'privacy[show_exact_map_position]': '1' }, cookie);
    expect(saved.statusCode).toBe(200);
    expect(json<UserProfile>(saved).settings?.privacy.show_exact_map_position).toBe(true);
    expect(json<UserProfile>(await get(t.app, '/api/me', cookie)).settings?.privacy.show_exact_map_position).toBe(true);
    expect(named((await map()).allUsers, 'fuzzy')).toMatchObject({ ...DALLAS, position_exact: true });

    const refused = await post(t.app, '/api/me', { 'privacy[show_exact_map_position]': 'maybe' }, cookie);
    expect(refused.statusCode).toBe(400);
    expect(json(refused).errors[0].message).toBe('privacy[show_exact_map_position] must be 1 or 0 (true or false).');

    expect((await post(t.app, '/api/me', { 'privacy[show_map_position]': '0' }, cookie)).statusCode).toBe(200);
    expect(named((await map()).allUsers, 'fuzzy')).toBeUndefined();
    expect(json<MapUsersColumnsResponse>(await get(t.app, '/api/users/map?format=columns', viewer)).allUsers.username).not.toContain('fuzzy');
    expect((await map(`?latitude=${DALLAS.latitude}&longitude=${DALLAS.longitude}&radius=50`)).allUsers.map((user) => user.username)).toEqual(['pinpoint']);
  });
});
