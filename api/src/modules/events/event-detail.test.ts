import type { EventResponse, EventsMapResponse, EventsResponse } from '@trailhead/shared-kernel/types';
import type { Insertable } from 'kysely';
import { nowSeconds } from '../../clock';
import type { EventsTable } from '../../db/tables/events-clubs.table';
import { makeUser, PASSWORD } from '../../../test/fixtures';
import { build, get, json, loginAs, type TestApp } from '../../../test/helper';
import { EVENT_MESSAGES } from './event-permissions';

const DAY = 86_400;

describe('GET /events/{id}, who sees what in GET /events and GET /events/map', () => {
  let t: TestApp;
  const now = nowSeconds();
  const users: Record<string, number> = {};
  const events: Record<string, number> = {};
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        for (const [name, extra] of Object.entries({
          host: { membership_code: 'premium_membership' as const },
          rookie: { membership_code: 'free_membership' as const },
          member: { membership_code: 'premium_membership' as const },
          friend: { membership_code: 'free_membership' as const },
          moderator: { is_moderator: true, is_staff: true },
          outlaw: { account_state: 'banned' as const },
          w1: {},
          w2: {},
        })) {
          users[name] = (await makeUser(db, { username: name, ...extra })).user_id;
        }
        // The host follows friend: 'followed' events are for the members the host follows.
        await db.insertInto('user_follows').values({ user_id: users.host, follow_user_id: users.friend, follow_date: now }).execute();
        const make = async (title: string, values: Partial<Insertable<EventsTable>> = {}) => {
          const start = now + 5 * DAY + Object.keys(events).length * 3600;
          const { event_id } = await db
            .insertInto('events')
            .values({
              title, description: `<p>${title}</p>`, kind: 'ride', start_date: start, end_date: start + 3600, region: 'rocky-mountains', location_name: 'Moab',
              city: 'Moab', state: 'UT', latitude: 38.5, longitude: -109.5, user_id: users.host, created_at: now, timezone: 'America/Denver', ...values,
            })
            .returning('event_id')
            .executeTakeFirstOrThrow();
          events[title] = event_id;
          return event_id;
        };
        await make('Open');
        await make('Members', { visibility: 'members' });
        await make('Followed', { visibility: 'followed' });
        const none = await make('Nobody', { visibility: 'none' });
        await db.insertInto('event_people').values({ event_id: none, user_id: users.member, role: 'admin', official_type: null }).execute();
        await make('Online', { kind: 'online', latitude: null, longitude: null, location_name: 'Online' });
        const full = await make('Full', { rigs_no: 1, members_first_until: now + DAY });
        await db.insertInto('event_attendees').values({ event_id: full, user_id: users.member, attend_date: now }).execute();
        await db.insertInto('event_waitlist').values([
          { event_id: full, user_id: users.w1, joined_at: now },
          { event_id: full, user_id: users.rookie, joined_at: now },
          { event_id: full, user_id: users.w2, joined_at: now },
        ]).execute();
        await db.insertInto('event_invites').values({ event_id: full, user_id: users.rookie, invited_by: users.host, invited_at: now }).execute();
        await db.insertInto('event_people').values([
          { event_id: full, user_id: users.friend, role: 'sponsor', official_type: null },
          { event_id: full, user_id: users.moderator, role: 'official', official_type: 'sweep' },
        ]).execute();
      },
    });
    for (const name of ['host', 'rookie', 'member', 'friend', 'moderator', 'outlaw']) cookies[name] = await loginAs(t.app, name, PASSWORD);
  });
  afterAll(() => t.close());

  const detail = async (title: string, who?: string) => {
    const response = await get(t.app, `/api/events/${events[title]}`, who ? cookies[who] : undefined);
    return { status: response.statusCode, body: response.statusCode === 200 ? json<EventResponse>(response).event : json(response) };
  };
  const listed = async (who?: string) => json<EventsResponse>(await get(t.app, '/api/events', who ? cookies[who] : undefined)).events.map((e) => e.title);

  it.each([
    ['a visitor', undefined, ['Open', 'Online', 'Full']],
    ['a free member', 'rookie', ['Open', 'Members', 'Online', 'Full']],
    ['a member the host follows', 'friend', ['Open', 'Members', 'Followed', 'Online', 'Full']],
    ['a member named admin of a hidden event', 'member', ['Open', 'Members', 'Nobody', 'Online', 'Full']],
    ['the host', 'host', ['Open', 'Members', 'Followed', 'Nobody', 'Online', 'Full']],
    ['a moderator', 'moderator', ['Open', 'Members', 'Followed', 'Nobody', 'Online', 'Full']],
    ['a banned member (logged in, organises nothing)', 'outlaw', ['Open', 'Members', 'Online', 'Full']],
  ])('%s sees in the list exactly the events they may open', async (_who, who, titles) => {
    expect(await listed(who)).toEqual(titles);
    for (const title of Object.keys(events)) {
      const { status, body } = await detail(title, who);
      if (titles.includes(title)) expect(status).toBe(200);
      else {
        expect(status).toBe(404);
        expect(body.errors[0].message).toBe(EVENT_MESSAGES.notFound);
      }
    }
  });

  it('answers 404 for an unknown event and 400 for an id that is not one', async () => {
    expect((await get(t.app, '/api/events/999999')).statusCode).toBe(404);
    expect((await get(t.app, '/api/events/0')).statusCode).toBe(400);
    expect((await get(t.app, '/api/events/abc')).statusCode).toBe(400);
  });

  it('holds the people named on the event, the counts and the list fields', async () => {
    const { body } = await detail('Full');
    expect(body).toMatchObject({
      title: 'Full',
      rigs_no: 1,
      attending_count: 1,
      waitlist_count: 3,
      timezone: 'America/Denver',
      members_first_until: now + DAY,
      sponsors: [expect.objectContaining({ username: 'friend' })],
      officials: [expect.objectContaining({ username: 'moderator', official_type: 'sweep' })],
      organizers: [],
      admins: [],
      thread_id: null,
      thread_view_url: null,
      cancel_reason: null,
      ics_url: `/api/events/${events.Full}/calendar.ics`,
    });
    const list = json<EventsResponse>(await get(t.app, '/api/events')).events.find((e) => e.title === 'Full');
    expect(list).toMatchObject({ waitlist_count: 3, attending_count: 1, members_first_until: now + DAY, series_id: null, occurrence_index: 0 });
  });

  it('tells each viewer where they stand and what they may do', async () => {
    expect((await detail('Full')).body.viewer).toEqual({
      rsvp: 'none', waitlist_position: null, can_rsvp: false, rsvp_refusal: 'Please login in to see the content of the page.', rsvp_opens_at: null,
      can_edit: false, can_cancel: false, can_invite: false, is_invited: false,
    });
    // Members-first: the free member waits for everyone's turn; second on the waitlist; invited.
    expect((await detail('Full', 'rookie')).body.viewer).toEqual({
      rsvp: 'waitlisted', waitlist_position: 2, can_rsvp: false, rsvp_refusal: EVENT_MESSAGES.membersFirst, rsvp_opens_at: now + DAY,
      can_edit: false, can_cancel: false, can_invite: false, is_invited: true,
    });
    expect((await detail('Full', 'member')).body.viewer).toMatchObject({ rsvp: 'attending', waitlist_position: null, can_rsvp: true, can_edit: false });
    expect((await detail('Full', 'host')).body.viewer).toMatchObject({ can_edit: true, can_cancel: true, can_invite: true });
    expect((await detail('Full', 'moderator')).body.viewer).toMatchObject({ can_edit: true, can_cancel: true });
    expect((await detail('Nobody', 'member')).body.viewer).toMatchObject({ can_edit: true });
    expect((await detail('Full', 'outlaw')).body.viewer).toMatchObject({ can_rsvp: false, rsvp_refusal: 'Your account has been blocked.', can_edit: false });
  });

  it('GET /events/map: the events that have coordinates, as the viewer may see them', async () => {
    const map = json<EventsMapResponse>(await get(t.app, '/api/events/map'));
    expect(map.events.map((e) => e.title)).toEqual(['Open', 'Full']);
    expect(map.events[0]).toEqual({
      event_id: events.Open, title: 'Open', kind: 'ride', start_date: expect.any(Number), end_date: expect.any(Number), timezone: 'America/Denver',
      region: 'rocky-mountains', location_name: 'Moab', city: 'Moab', state: 'UT', latitude: 38.5, longitude: -109.5, vehicle_type_id: 0,
      attending_count: 0, rigs_no: 0, view_url: `/events/${events.Open}`,
    });
    expect(json<EventsMapResponse>(await get(t.app, '/api/events/map', cookies.host)).events.map((e) => e.title)).toEqual(['Open', 'Members', 'Followed', 'Nobody', 'Full']);
    expect(json<EventsMapResponse>(await get(t.app, '/api/events/map?past_events=1')).events).toEqual([]);
    expect((await get(t.app, '/api/events/map?past_events=2')).statusCode).toBe(400);
  });
});
