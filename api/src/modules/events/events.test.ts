import type { EventsResponse } from '@trailhead/shared-kernel/types';
import type { Insertable, Kysely } from 'kysely';
import { nowSeconds } from '../../clock';
import type { Database } from '../../db/database';
import type { EventsTable } from '../../db/tables/events-clubs.table';
import { makeUser } from '../../../test/fixtures';
import { build, get, json, type TestApp } from '../../../test/helper';

const DAY = 86_400;

describe('GET /events', () => {
  let t: TestApp;
  const now = nowSeconds();

  async function makeEvent(db: Kysely<Database>, userId: number, values: Partial<Insertable<EventsTable>> & { title: string; in_days: number }) {
    const { in_days, ...rest } = values;
    const start = now + in_days * DAY;
    return db
      .insertInto('events')
      .values({
        description: `${values.title}: details`,
        kind: 'ride',
        start_date: start,
        end_date: start + 6 * 3600,
        region: 'rocky-mountains',
        location_name: 'Trailhead',
        city: 'Moab',
        state: 'UT',
        latitude: 38.57,
        longitude: -109.55,
        rigs_no: 10,
        vehicle_type_id: 0,
        user_id: userId,
        created_at: now - 30 * DAY,
        ...rest,
      })
      .returning('event_id')
      .executeTakeFirstOrThrow();
  }

  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        const organiser = await makeUser(db, { username: 'organiser' });
        const rider = await makeUser(db, { username: 'rider' });
        const soon = await makeEvent(db, organiser.user_id, { title: 'Soon', in_days: 2 });
        await db.insertInto('event_attendees').values([
          { event_id: soon.event_id, user_id: organiser.user_id, attend_date: now },
          { event_id: soon.event_id, user_id: rider.user_id, attend_date: now },
        ]).execute();
        await makeEvent(db, organiser.user_id, { title: 'Later', in_days: 20, kind: 'trip', vehicle_type_id: 2 });
        await makeEvent(db, organiser.user_id, { title: 'Next week', in_days: 7, region: 'southeast', vehicle_type_id: 1 });
        await makeEvent(db, organiser.user_id, { title: 'Cancelled soon', in_days: 4, is_cancelled: true });
        await makeEvent(db, organiser.user_id, { title: 'Last month', in_days: -30, kind: 'meetup' });
        await makeEvent(db, organiser.user_id, { title: 'Yesterday', in_days: -1, kind: 'online' });
        await makeEvent(db, organiser.user_id, { title: 'Cancelled last week', in_days: -7, is_cancelled: true });
        for (let i = 0; i < 23; i++) await makeEvent(db, organiser.user_id, { title: `Far ${i + 1}`, in_days: 100 + i, region: 'midwest' });
      },
    });
  });
  afterAll(() => t.close());

  const titles = async (query: string) => {
    const response = await get(t.app, `/api/events${query}`);
    expect(response.statusCode).toBe(200);
    return json<EventsResponse>(response).events.map((event) => event.title);
  };

  it('lists upcoming events, soonest first, without cancelled ones', async () => {
    const body = json<EventsResponse>(await get(t.app, '/api/events'));
    expect(body.events.slice(0, 3).map((e) => e.title)).toEqual(['Soon', 'Next week', 'Later']);
    expect(body.pagination).toEqual({ current_page: 1, last_page: 2, per_page: 20, total: 26 });
    expect(body.events[0]).toMatchObject({
      title: 'Soon',
      kind: 'ride',
      attending_count: 2,
      is_past: false,
      is_cancelled: false,
      club_id: null,
      view_url: `/events/${body.events[0].event_id}`,
      User: { username: 'organiser' },
    });
  });

  it('pages the rest', async () => {
    const body = json<EventsResponse>(await get(t.app, '/api/events?page=2'));
    expect(body.events.map((e) => e.title)).toEqual(['Far 18', 'Far 19', 'Far 20', 'Far 21', 'Far 22', 'Far 23']);
  });

  it('past_events=1 lists ended events, most recent first', async () => {
    const body = json<EventsResponse>(await get(t.app, '/api/events?past_events=1'));
    expect(body.events.map((e) => e.title)).toEqual(['Yesterday', 'Last month']);
    expect(body.events.every((e) => e.is_past)).toBe(true);
  });

  it('cancelled_events=1 includes cancelled events', async () => {
    expect(await titles('?cancelled_events=1&region=rocky-mountains')).toEqual(['Soon', 'Cancelled soon', 'Later']);
    expect(await titles('?past_events=1&cancelled_events=1')).toEqual(['Yesterday', 'Cancelled last week', 'Last month']);
  });

  it('filters by region', async () => {
    expect(await titles('?region=southeast')).toEqual(['Next week']);
  });

  it('filters by vehicle type, keeping events open to every type; 0 means all', async () => {
    expect((await titles('?vehicle_type_id=1')).slice(0, 3)).toEqual(['Soon', 'Next week', 'Far 1']);
    expect(await titles('?vehicle_type_id=2&region=rocky-mountains')).toEqual(['Soon', 'Later']);
    expect((await titles('?vehicle_type_id=0')).length).toBe(20);
  });

  it.each([
    ['?past_events=yes', "The query parameter 'past_events' must be one of: 0, 1."],
    ['?cancelled_events=2', "The query parameter 'cancelled_events' must be one of: 0, 1."],
    ['?page=-1', "The query parameter 'page' must be at least 1."],
    ['?vehicle_type_id=-1', "The query parameter 'vehicle_type_id' must be at least 0."],
    ['?region=atlantis', "The query parameter 'region' must be one of:"],
  ])('rejects %s with a 400', async (query, message) => {
    const response = await get(t.app, `/api/events${query}`);
    expect(response.statusCode).toBe(400);
    expect(json(response).errors[0].message).toContain(message);
  });
});
