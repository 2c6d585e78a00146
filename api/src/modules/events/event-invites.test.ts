import type { EventInvitedResponse, EventInviteResponse, EventRangeResponse } from '@trailhead/shared-kernel/types';
import { makeUser, PASSWORD } from '../../../test/fixtures';
import { build, countRows, get, json, loginAs, post, type TestApp } from '../../../test/helper';
import { EVENT_MESSAGES } from './event-permissions';
import { boundingBox, haversine } from '../../geo';
import { mapPositionsFor } from '../users/map-position';
import { nowSeconds } from '../../clock';
import { makeEvent, makeRoleUsers, type RoleName } from './rsvp-test-fixtures';

const ROLES: RoleName[] = ['outlaw', 'newbie', 'rookie', 'member', 'moderator', 'admin', 'organiser'];
// Moab, UT; the others by their distance from it.
const MOAB = { latitude: 38.5733, longitude: -109.5498 };

describe('invitations and everyone in range', () => {
  let t: TestApp;
  let ids: Record<RoleName, number>;
  const near: Record<string, number> = {};
  const as = {} as Record<RoleName, string>;

  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        ids = await makeRoleUsers(db);
        // The role accounts keep no map position to share; these do.
        await db.updateTable('users').set({ share_map_position: false as never }).execute();
        const place = async (username: string, latitude: number, longitude: number, share = true) =>
          (near[username] = (await makeUser(db, { username, latitude, longitude, share_map_position: share as never, map_position_exact: true as never })).user_id);
        await place('moab_local', 38.58, -109.55); // ~0.5 mi
        await place('green_river', 38.9953, -110.1615); // ~44 mi
        await place('grand_junction', 39.0639, -108.5506); // ~62 mi
        await place('denver', 39.7392, -104.9903); // ~257 mi
        await place('hidden_local', 38.575, -109.55, false);
        await place('banned_local', 38.576, -109.55);
        await db.updateTable('users').set({ account_state: 'banned' }).where('username', '=', 'banned_local').execute();
      },
    });
    for (const role of ROLES) as[role] = await loginAs(t.app, role, PASSWORD);
  });
  afterAll(() => t.close());

  const invite = (eventId: number, body: unknown, cookie?: string) => post(t.app, `/api/events/${eventId}/invite`, body, cookie);
  const alertCount = (userId: number) => t.db.selectFrom('alerts').select('alert_id').where('user_id', '=', userId).where('action', '=', 'event_invite').execute().then((rows) => rows.length);

  describe('POST /events/{id}/invite', () => {
    it('invites and alerts members by id, skipping the organiser and those already invited', async () => {
      const eventId = await makeEvent(t.db, ids.organiser);
      const first = await invite(eventId, { invitees: [ids.rookie, ids.member, ids.organiser] }, as.organiser);
      expect(first.statusCode).toBe(200);
      const body = json<EventInviteResponse>(first);
      expect(body.invited).toBe(2);
      expect(body.users.map((u) => u.username).sort()).toEqual(['member', 'rookie']);
      expect(await alertCount(ids.rookie)).toBe(1);
      expect(await alertCount(ids.organiser)).toBe(0);

      // Comma-joined text; the member already invited is skipped.
      const second = json<EventInviteResponse>(await invite(eventId, { invitees: `${ids.member},${ids.newbie}` }, as.organiser));
      expect(second).toMatchObject({ invited: 1, users: [{ username: 'newbie' }] });
      expect(await alertCount(ids.member)).toBe(1);

      const again = await invite(eventId, { invitees: [ids.member, ids.rookie] }, as.organiser);
      expect(again.statusCode).toBe(409);
      expect(json(again).errors[0].message).toBe(EVENT_MESSAGES.noInviteSent);

      const invited = json<EventInvitedResponse>(await get(t.app, `/api/events/${eventId}/invited`, as.organiser));
      expect(invited.users.map((u) => u.username).sort()).toEqual(['member', 'newbie', 'rookie']);
      expect(invited.users[0].invited_at).toEqual(expect.any(Number));
    });

    it('takes the form field invitees[] (urlencoded, repeated)', async () => {
      const eventId = await makeEvent(t.db, ids.organiser);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/events/${eventId}/invite`,
        payload: `invitees[]=${ids.rookie}&invitees[]=${ids.admin}`,
        headers: { cookie: as.organiser, 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(response.statusCode).toBe(200);
      expect(json<EventInviteResponse>(response).invited).toBe(2);
    });

    it.each([
      ['no field', () => ({})],
      ['an empty list', () => ({ invitees: [] })],
      ['unknown ids', () => ({ invitees: [999_999] })],
      ['text', () => ({ invitees: 'everyone' })],
      ['only the organiser', () => ({ invitees: [ids.organiser] })],
      ['a banned member', () => ({ invitees: [near.banned_local] })],
    ])("%s is a 400 'no users invited' that writes nothing", async (_name, body) => {
      const eventId = await makeEvent(t.db, ids.organiser);
      const payload = body();
      const before = await countRows(t.db, 'alerts');
      const response = await invite(eventId, payload, as.organiser);
      expect(response.statusCode).toBe(400);
      expect(json(response).errors[0].message).toBe(EVENT_MESSAGES.noUsersInvited);
      expect(await countRows(t.db, 'alerts')).toBe(before);
    });

    it.each([
      [undefined, 401],
      ['outlaw', 403],
      ['newbie', 403],
      ['rookie', 403],
      ['member', 403],
    ] as const)('refuses %s (%i) for invite, invited and range, and writes nothing', async (role, status) => {
      const eventId = await makeEvent(t.db, ids.organiser);
      const cookie = role ? as[role] : undefined;
      const invites = await countRows(t.db, 'event_invites');
      const alerts = await countRows(t.db, 'alerts');
      expect((await invite(eventId, { invitees: [ids.admin] }, cookie)).statusCode).toBe(status);
      expect((await get(t.app, `/api/events/${eventId}/invited`, cookie)).statusCode).toBe(status);
      expect((await get(t.app, `/api/events/${eventId}/range?distance=50`, cookie)).statusCode).toBe(status);
      expect(await countRows(t.db, 'event_invites')).toBe(invites);
      expect(await countRows(t.db, 'alerts')).toBe(alerts);
    });

    it('lets moderators and admins invite to any event', async () => {
      const eventId = await makeEvent(t.db, ids.organiser);
      expect((await invite(eventId, { invitees: [ids.rookie] }, as.moderator)).statusCode).toBe(200);
      expect((await invite(eventId, { invitees: [ids.member] }, as.admin)).statusCode).toBe(200);
    });
  });

  describe('GET /events/{id}/range', () => {
    const range = async (eventId: number, query: string) => {
      const response = await get(t.app, `/api/events/${eventId}/range?${query}`, as.organiser);
      expect(response.statusCode).toBe(200);
      return json<EventRangeResponse>(response).users;
    };

    it('lists members sharing a map position within the distance, nearest first, in miles by default', async () => {
      const eventId = await makeEvent(t.db, ids.organiser, MOAB);
      const users = await range(eventId, 'distance=70');
      expect(users.map((u) => u.username)).toEqual(['moab_local', 'green_river', 'grand_junction']);
      expect(users[1].distance).toBeGreaterThan(40);
      expect(users[1].distance).toBeLessThan(50);
      expect((await range(eventId, 'distance=50')).map((u) => u.username)).toEqual(['moab_local', 'green_river']);
    });

    it('measures from where the map shows each member: approximate unless they chose their exact position', async () => {
      // The others here show their exact positions, so the distances below them are exact.
      await t.db.updateTable('users').set({ map_position_exact: false }).where('user_id', '=', near.moab_local).execute();
      const eventId = await makeEvent(t.db, ids.organiser, MOAB);
      const positions = await mapPositionsFor(t.db, nowSeconds());
      const shown = positions.place(near.moab_local, 38.58, -109.55, false);
      const expected = Math.round(haversine(MOAB.latitude, MOAB.longitude, shown.latitude, shown.longitude, 'mi') * 10) / 10;
      expect((await range(eventId, 'distance=70')).find((u) => u.username === 'moab_local')!.distance).toBe(expected);
      await t.db.updateTable('users').set({ map_position_exact: true }).where('user_id', '=', near.moab_local).execute();
      const exact = Math.round(haversine(MOAB.latitude, MOAB.longitude, 38.58, -109.55, 'mi') * 10) / 10;
      expect((await range(eventId, 'distance=70')).find((u) => u.username === 'moab_local')!.distance).toBe(exact);
    });

    it('measures in kilometres for an event in km', async () => {
      const eventId = await makeEvent(t.db, ids.organiser, { ...MOAB, distance_unit: 'km' });
      // Green River is ~71 km away.
      expect((await range(eventId, 'distance=70')).map((u) => u.username)).toEqual(['moab_local']);
      expect((await range(eventId, 'distance=80')).map((u) => u.username)).toEqual(['moab_local', 'green_river']);
    });

    it('rsvp=0 leaves out those attending, waiting or invited; rsvp=1 keeps them', async () => {
      const eventId = await makeEvent(t.db, ids.organiser, MOAB);
      await t.db.insertInto('event_attendees').values({ event_id: eventId, user_id: near.moab_local, attend_date: 1 }).execute();
      await t.db.insertInto('event_invites').values({ event_id: eventId, user_id: near.green_river, invited_by: ids.organiser, invited_at: 1 }).execute();
      expect((await range(eventId, 'distance=300&rsvp=0')).map((u) => u.username)).toEqual(['grand_junction', 'denver']);
      expect((await range(eventId, 'distance=300&rsvp=1')).map((u) => u.username)).toEqual(['moab_local', 'green_river', 'grand_junction', 'denver']);
    });

    it('an event without a map position has nobody in range', async () => {
      const eventId = await makeEvent(t.db, ids.organiser, { latitude: null, longitude: null });
      expect(await range(eventId, 'distance=300')).toEqual([]);
    });

    it.each(['', 'distance=0', 'distance=-5', 'distance=far', 'distance=100000', 'distance=5&rsvp=2'])('refuses ?%s with a 400', async (query) => {
      const eventId = await makeEvent(t.db, ids.organiser, MOAB);
      expect((await get(t.app, `/api/events/${eventId}/range?${query}`, as.organiser)).statusCode).toBe(400);
    });
  });

  describe('the geometry', () => {
    it('haversine: Moab to Denver is about 257 miles / 414 km as the crow flies', () => {
      expect(haversine(MOAB.latitude, MOAB.longitude, 39.7392, -104.9903, 'mi')).toBeCloseTo(257, 0);
      expect(haversine(MOAB.latitude, MOAB.longitude, 39.7392, -104.9903, 'km')).toBeCloseTo(414, 0);
    });

    it('the bounding box holds every point within the distance, and wraps across the antimeridian', () => {
      const box = boundingBox(MOAB.latitude, MOAB.longitude, 50, 'mi');
      expect(box.minLat).toBeLessThan(38.0);
      expect(box.maxLat).toBeGreaterThan(39.2);
      const wrapped = boundingBox(0, 179.9, 100, 'km');
      expect(wrapped.minLng).toBeGreaterThan(wrapped.maxLng);
    });
  });
});
