import type { EventResponse } from '@trailhead/shared-kernel/types';
import { MESSAGES } from '@trailhead/shared-kernel/schemas';
import { nowSeconds } from '../../clock';
import type { Database } from '../../db/tables';
import { makeUser, PASSWORD, watchesByCreationState } from '../../../test/fixtures';
import { build, countRows, get, json, loginAs, post, type TestApp } from '../../../test/helper';
import { EVENT_MESSAGES } from './event-permissions';
import { utcOf, wallOf } from './recurrence';

const DAY = 86_400;
const DENVER = 'America/Denver';
const ROLES = ['outlaw', 'newbie', 'rookie', 'member', 'moderator', 'admin', 'friend'] as const;
type Role = (typeof ROLES)[number];
/** The wall-clock time of UTC seconds in Denver, 'YYYY-MM-DDTHH:MM'. */
const denver = (seconds: number) => new Date(wallOf(seconds * 1000, DENVER)).toISOString().slice(0, 16);

describe('hosting and editing events (POST /events, POST /events/{id})', () => {
  let t: TestApp;
  const cookies = {} as Record<Role, string>;
  const ids = {} as Record<Role, number>;
  const now = nowSeconds();
  const start = Math.floor(now / 3600) * 3600 + 10 * DAY;

  const form = (overrides: Record<string, unknown> = {}) => ({
    title: 'Sunrise ride',
    description: '<p>Meet at the <strong>trailhead</strong>.</p>',
    kind: 'ride',
    start_date: start,
    end_date: start + 6 * 3600,
    timezone: DENVER,
    region: 'rocky-mountains',
    location_name: 'Sand Flats',
    city: 'Moab',
    state: 'UT',
    latitude: 38.58,
    longitude: -109.51,
    rigs_no: 12,
    vehicle_type_id: 0,
    visibility: 'everyone',
    ...overrides,
  });
  const tables: Array<keyof Database> = ['events', 'event_people', 'event_series', 'threads', 'posts'];
  const counts = async () => Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await countRows(t.db, table)])));

  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        const accounts: Record<Role, Parameters<typeof makeUser>[1]> = {
          outlaw: { username: 'outlaw', account_state: 'banned', membership_code: 'premium_membership' },
          newbie: { username: 'newbie', account_state: 'account_incomplete', email_confirmed: false, membership_code: 'premium_membership' },
          rookie: { username: 'rookie', membership_code: 'free_membership' },
          member: { username: 'member', membership_code: 'premium_membership' },
          moderator: { username: 'moderator', is_moderator: true, is_staff: true },
          admin: { username: 'admin', is_admin: true, is_staff: true },
          friend: { username: 'friend', membership_code: 'free_membership' },
        };
        for (const role of ROLES) ids[role] = (await makeUser(db, accounts[role])).user_id;
      },
    });
    for (const role of ROLES) cookies[role] = await loginAs(t.app, role, PASSWORD);
  });
  afterAll(() => t.close());

  async function host(body: unknown, cookie = cookies.member) {
    const response = await post(t.app, '/api/events', body, cookie);
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
    return json<EventResponse>(response).event;
  }

  describe('POST /events', () => {
    it('a paid member hosts an event: every field, the host as organiser, and its discussion thread', async () => {
      const event = await host(
        form({
          registration_deadline: start - DAY,
          terrain_type: 'rocks',
          difficulty_level: 'difficult',
          distance: 42.5,
          distance_unit: 'mi',
          communication_channel: 'gmrs',
          tickets_url: 'https://tickets.example.com/ride',
          members_first_until: start - 3 * DAY,
          sponsors: [ids.friend],
          officials: [{ user_id: ids.moderator, official_type: 'trail_leader' }],
          admins: [ids.admin],
        }),
      );
      expect(event).toMatchObject({
        title: 'Sunrise ride',
        description: '<p>Meet at the <strong>trailhead</strong>.</p>',
        kind: 'ride',
        start_date: start,
        end_date: start + 6 * 3600,
        timezone: DENVER,
        registration_deadline: start - DAY,
        terrain_type: 'rocks',
        difficulty_level: 'difficult',
        distance: 42.5,
        distance_unit: 'mi',
        communication_channel: 'gmrs',
        tickets_url: 'https://tickets.example.com/ride',
        members_first_until: start - 3 * DAY,
        rigs_no: 12,
        attending_count: 0,
        waitlist_count: 0,
        visibility: 'everyone',
        recurrence: null,
        series_id: null,
        occurrence_index: 0,
        is_cancelled: false,
        User: { username: 'member' },
        ics_url: `/api/events/${event.event_id}/calendar.ics`,
        viewer: { rsvp: 'none', can_edit: true, can_cancel: true, can_invite: true, can_rsvp: true },
      });
      expect(event.organizers.map((u) => u.username)).toEqual(['member']);
      expect(event.sponsors.map((u) => u.username)).toEqual(['friend']);
      expect(event.admins.map((u) => u.username)).toEqual(['admin']);
      expect(event.officials).toEqual([expect.objectContaining({ username: 'moderator', official_type: 'trail_leader' })]);
      const thread = await t.db.selectFrom('threads').selectAll().where('thread_id', '=', event.thread_id!).executeTakeFirstOrThrow();
      expect(thread).toMatchObject({ discussion_type: 'event', title: 'Sunrise ride', user_id: ids.member });
      expect(event.thread_view_url).toBe(`/threads/${thread.slug}-t.${thread.thread_id}/`);
      // The thread lives in a forum for events, which the forum lists like any other.
      const node = await t.db.selectFrom('nodes').selectAll().where('node_id', '=', thread.node_id).executeTakeFirstOrThrow();
      expect(node.discussion_type).toBe('event');
      expect(json(await get(t.app, `/api/events/${event.event_id}`)).event.title).toBe('Sunrise ride');
    });

    it("the host watches the event's thread as their creation_watch_state says", async () => {
      const watches = await watchesByCreationState(t.db, ids.member, async (title) => (await host(form({ title }))).thread_id!);
      expect(watches).toEqual({ watch_email: { email: true }, watch_no_email: { email: false }, none: null });
    });

    it('staff host too; the description is cleaned by the forum sanitiser', async () => {
      const event = await host(form({ description: '<p onclick="x()">Hi<script>alert(1)</script></p>' }), cookies.moderator);
      expect(event.description).toBe('<p>Hi</p>');
      expect((await host(form(), cookies.admin)).User.username).toBe('admin');
    });

    it.each([
      ['a visitor', undefined, 401, 'Please login in to see the content of the page.'],
      ['a banned member', 'outlaw', 403, 'Your account has been blocked.'],
      ['an unconfirmed account', 'newbie', 403, EVENT_MESSAGES.hostInvalidAccount],
      ['a free member', 'rookie', 403, EVENT_MESSAGES.hostPaidOnly],
    ] as const)('refuses %s and writes nothing', async (_who, role, status, message) => {
      const before = await counts();
      const response = await post(t.app, '/api/events', form(), role ? cookies[role] : undefined);
      expect(response.statusCode).toBe(status);
      expect(json(response).errors[0].message).toBe(message);
      expect(await counts()).toEqual(before);
    });

    it.each([
      ['no title', { title: '' }, MESSAGES.eventRequired],
      ['no kind', { kind: undefined }, MESSAGES.eventRequired],
      ['an unknown kind', { kind: 'parade' }, MESSAGES.eventRequired],
      ['the end before the start', { end_date: start - 60 }, MESSAGES.eventDatesOrder],
      ['a start in the past', { start_date: now - DAY, end_date: now + DAY }, MESSAGES.eventInFuture],
      ['a deadline after the start', { registration_deadline: start + 60 }, MESSAGES.eventRegistrationBeforeStart],
      ['a deadline no column holds (a 500 on PostgreSQL once)', { registration_deadline: -1e308 }, MESSAGES.eventDateRange],
      ['an end after the year 9999', { end_date: 1e300 }, MESSAGES.eventDateRange],
      ['a vehicle type no column holds', { vehicle_type_id: 1e12 }, 'vehicle_type_id must be less than or equal to 2147483647'],
      ['a member id no column holds', { organizers: [1e12] }, 'organizers[0] must be less than or equal to 2147483647'],
      ['no details', { description: '<p> </p>' }, MESSAGES.eventDetailsRequired],
      ['details that are only tags the sanitiser drops', { description: '<script>x</script>' }, MESSAGES.eventDetailsRequired],
      ['a bad tickets URL', { tickets_url: 'javascript:alert(1)' }, MESSAGES.eventTicketsUrl],
      ['a negative RSVP limit', { rigs_no: -1 }, MESSAGES.eventRsvpLimit],
      ['an RSVP limit that is text', { rigs_no: 'lots' }, MESSAGES.eventRsvpLimit],
      ['a start that is text', { start_date: 'tomorrow' }, MESSAGES.eventRequired],
      ['a huge title', { title: 'x'.repeat(10_000) }, 'title must be at most 150 characters'],
      ['a huge description', { description: `<p>${'x'.repeat(200_000)}</p>` }, 'The description is too long'],
      ['an unknown region', { region: 'atlantis' }, 'region must be one of'],
      ['an unknown time zone', { timezone: 'Mars/Olympus' }, 'timezone must be one of'],
      ['an unknown terrain', { terrain_type: 'lava' }, 'terrain_type must be one of'],
      ['an unknown channel', { communication_channel: 'smoke' }, 'communication_channel must be one of'],
      ['an unknown difficulty', { difficulty_level: 'trivial' }, 'difficulty_level must be one of'],
      ['an unknown unit', { distance_unit: 'furlong' }, 'distance_unit must be one of'],
      ['an unknown official type', { officials: [{ user_id: 1, official_type: 'king' }] }, 'official_type must be one of'],
      ['an unknown visibility', { visibility: 'secret' }, 'visibility must be one of'],
      ['an unknown member', { organizers: [999_999] }, 'no user found (user_id 999999)'],
      ['a member id that is not a number', { sponsors: ['bob'] }, 'sponsors[0] must be a `number` type'],
      ['an unknown vehicle type', { vehicle_type_id: 999 }, 'No vehicle types found'],
      ['coordinates off the globe', { latitude: 123 }, MESSAGES.eventCoordinates],
      ['weekly without week-days', { recurrence_pattern: 'weekly', recurrence_count: 3 }, MESSAGES.eventWeekDays],
      ['a series without an end', { recurrence_pattern: 'daily' }, MESSAGES.eventRepeatEnd],
      ['a series of more than 52', { recurrence_pattern: 'daily', recurrence_count: 53 }, MESSAGES.eventTooManyOccurrences],
      ['an unknown pattern', { recurrence_pattern: 'hourly', recurrence_count: 3 }, 'recurrence_pattern must be one of'],
    ])('refuses %s with a 400 and writes nothing', async (_what, overrides, message) => {
      const before = await counts();
      const response = await post(t.app, '/api/events', form(overrides), cookies.member);
      expect(response.statusCode).toBe(400);
      expect(json(response).errors[0].message).toContain(message);
      expect(await counts()).toEqual(before);
    });

    it.each([
      ['title', { nested: { a: 1 } }],
      ['city', [[['deep']]]],
      ['organizers', [{ id: 1 }]],
      ['officials', [[1, 'sweep']]],
    ])('refuses %s given a structure instead of a value, with a 400', async (field, value) => {
      const before = await counts();
      const response = await post(t.app, '/api/events', form({ [field]: value }), cookies.member);
      expect(response.statusCode).toBe(400);
      expect(json(response).errors[0].message).toContain(field);
      expect(await counts()).toEqual(before);
    });

    it('refuses a body that is not a form', async () => {
      for (const payload of [[1, 2], 'text']) {
        const response = await t.app.inject({ method: 'POST', url: '/api/events', payload: JSON.stringify(payload), headers: { cookie: cookies.member, 'content-type': 'application/json' } });
        expect(response.statusCode).toBe(400);
      }
    });

    it('takes an urlencoded form with name[] lists and officials[n][…]', async () => {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(form({ rigs_no: '', vehicle_type_id: '0' }))) params.append(name, String(value));
      params.append('organizers[]', String(ids.friend));
      params.append('organizers[]', String(ids.admin));
      params.append('officials[0][user_id]', String(ids.moderator));
      params.append('officials[0][official_type]', 'sweep');
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/events',
        payload: params.toString(),
        headers: { cookie: cookies.member, 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(response.statusCode).toBe(200);
      const event = json<EventResponse>(response).event;
      expect(event.rigs_no).toBe(0);
      expect(event.organizers.map((u) => u.username).sort()).toEqual(['admin', 'friend', 'member']);
      expect(event.officials.map((u) => [u.username, u.official_type])).toEqual([['moderator', 'sweep']]);
    });

    it('takes a multipart form (text fields)', async () => {
      const boundary = '----eventform';
      const fields: Array<[string, string]> = [...Object.entries(form({ title: 'Multipart meetup', kind: 'meetup' })).map(([k, v]) => [k, String(v)] as [string, string])];
      fields.push(['sponsors[]', String(ids.friend)], ['recurrence_days[]', 'saturday']);
      const payload = fields.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('') + `--${boundary}--\r\n`;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/events',
        payload,
        headers: { cookie: cookies.member, 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      expect(response.statusCode).toBe(200);
      expect(json<EventResponse>(response).event).toMatchObject({ title: 'Multipart meetup', kind: 'meetup', sponsors: [expect.objectContaining({ username: 'friend' })] });
    });
  });

  describe('recurring events', () => {
    // Saturday 6 March 2027, 9:00 in Denver: the clocks change on the 14th.
    const saturday = Math.round(utcOf(Date.parse('2027-03-06T09:00Z'), DENVER) / 1000);
    const weekly = () =>
      form({
        title: 'Saturday trail run',
        start_date: saturday,
        end_date: saturday + 4 * 3600,
        registration_deadline: saturday - 3600,
        recurrence_pattern: 'weekly',
        recurrence_days: ['saturday'],
        recurrence_count: 4,
      });

    it('writes one event per occurrence, at 9:00 local time each week, sharing the series and its thread', async () => {
      const first = await host(weekly());
      expect(first.recurrence).toEqual({ pattern: 'weekly', interval: 1, recurrence_days: ['saturday'], until_date: null, count: 4 });
      const rows = await t.db.selectFrom('events').selectAll().where('series_id', '=', first.series_id!).orderBy('occurrence_index').execute();
      expect(rows.map((r) => r.occurrence_index)).toEqual([1, 2, 3, 4]);
      expect(rows.map((r) => denver(r.start_date))).toEqual(['2027-03-06T09:00', '2027-03-13T09:00', '2027-03-20T09:00', '2027-03-27T09:00']);
      expect(rows.map((r) => denver(r.end_date))).toEqual(['2027-03-06T13:00', '2027-03-13T13:00', '2027-03-20T13:00', '2027-03-27T13:00']);
      expect(rows.every((r) => r.registration_deadline === r.start_date - 3600)).toBe(true);
      expect(new Set(rows.map((r) => r.thread_id)).size).toBe(1);
      const people = await t.db.selectFrom('event_people').select(['event_id', 'role']).where('event_id', 'in', rows.map((r) => r.event_id)).execute();
      expect(people).toHaveLength(4);
      // Each occurrence is its own page.
      const third = json<EventResponse>(await get(t.app, `/api/events/${rows[2].event_id}`)).event;
      expect(third).toMatchObject({ occurrence_index: 3, series_id: first.series_id, recurrence: { pattern: 'weekly' } });
    });

    it("editing 'this' occurrence changes only it; 'following' changes it and the later ones, keeping their RSVPs", async () => {
      const first = await host(weekly());
      const rows = await t.db.selectFrom('events').select(['event_id', 'start_date']).where('series_id', '=', first.series_id!).orderBy('occurrence_index').execute();
      const [one, two, three, four] = rows.map((r) => r.event_id);
      await t.db.insertInto('event_attendees').values({ event_id: three, user_id: ids.rookie, attend_date: now }).execute();

      const edited = await post(t.app, `/api/events/${two}`, { title: 'Second run, muddy', apply_to: 'this' }, cookies.member);
      expect(edited.statusCode).toBe(200);
      const titles = async () =>
        (await t.db.selectFrom('events').select(['event_id', 'title']).where('series_id', '=', first.series_id!).orderBy('occurrence_index').execute()).map((r) => r.title);
      expect(await titles()).toEqual(['Saturday trail run', 'Second run, muddy', 'Saturday trail run', 'Saturday trail run']);

      // From the third on: an hour later, a new title and limit.
      const third = rows[2];
      const moved = await post(
        t.app,
        `/api/events/${three}`,
        { apply_to: 'following', title: 'Later run', rigs_no: 5, start_date: third.start_date + 3600, end_date: third.start_date + 5 * 3600 },
        cookies.member,
      );
      expect(moved.statusCode).toBe(200);
      expect(json<EventResponse>(moved).event).toMatchObject({ title: 'Later run', rigs_no: 5, attending_count: 1 });
      const after = await t.db.selectFrom('events').selectAll().where('series_id', '=', first.series_id!).orderBy('occurrence_index').execute();
      expect(after.map((r) => r.title)).toEqual(['Saturday trail run', 'Second run, muddy', 'Later run', 'Later run']);
      expect(after.map((r) => r.rigs_no)).toEqual([12, 12, 5, 5]);
      expect(after.map((r) => denver(r.start_date))).toEqual(['2027-03-06T09:00', '2027-03-13T09:00', '2027-03-20T10:00', '2027-03-27T10:00']);
      expect(after.map((r) => denver(r.end_date))).toEqual(['2027-03-06T13:00', '2027-03-13T13:00', '2027-03-20T14:00', '2027-03-27T14:00']);
      // The deadline was not sent, so it stayed at 8:00 on the third: two hours before its new start, and so on the fourth.
      expect(after[3].registration_deadline).toBe(after[3].start_date - 7200);
      expect(after.map((r) => r.event_id)).toEqual([one, two, three, four]);
      expect(await countRows(t.db, 'event_attendees')).toBeGreaterThanOrEqual(1);
      const kept = await t.db.selectFrom('event_attendees').select('user_id').where('event_id', '=', three).execute();
      expect(kept.map((r) => r.user_id)).toEqual([ids.rookie]);
    });
  });

  describe('POST /events/{id}', () => {
    let eventId: number;
    beforeAll(async () => {
      eventId = (await host(form({ title: 'Editable', organizers: [ids.friend] }))).event_id;
    });

    it('the host edits; the fields not sent stay', async () => {
      const response = await post(t.app, `/api/events/${eventId}`, { title: 'Edited title', city: 'Green River' }, cookies.member);
      expect(response.statusCode).toBe(200);
      expect(json<EventResponse>(response).event).toMatchObject({ title: 'Edited title', city: 'Green River', kind: 'ride', rigs_no: 12 });
      // The discussion follows the one-off event's title.
      const { thread_id } = await t.db.selectFrom('events').select('thread_id').where('event_id', '=', eventId).executeTakeFirstOrThrow();
      expect((await t.db.selectFrom('threads').select('title').where('thread_id', '=', thread_id!).executeTakeFirstOrThrow()).title).toBe('Edited title');
      // And so does the forum list, where that discussion is the newest thread.
      const node = await t.db.selectFrom('nodes').select('last_thread_title').where('last_thread_id', '=', thread_id!).executeTakeFirstOrThrow();
      expect(node.last_thread_title).toBe('Edited title');
    });

    it('a named organiser (even a free member) and site staff edit too', async () => {
      for (const role of ['friend', 'moderator', 'admin'] as const) {
        const response = await post(t.app, `/api/events/${eventId}`, { title: `Edited by ${role}` }, cookies[role]);
        expect(response.statusCode).toBe(200);
      }
    });

    it.each([
      ['a visitor', undefined, 401],
      ['a banned member', 'outlaw', 403],
      ['a member who is no organiser', 'rookie', 403],
      ['an unconfirmed account that is no organiser', 'newbie', 403],
    ] as const)('refuses %s and writes nothing', async (_who, role, status) => {
      const before = await t.db.selectFrom('events').selectAll().where('event_id', '=', eventId).executeTakeFirstOrThrow();
      const response = await post(t.app, `/api/events/${eventId}`, { title: 'Hijacked' }, role ? cookies[role] : undefined);
      expect(response.statusCode).toBe(status);
      if (role === 'rookie') expect(json(response).errors[0].message).toBe(EVENT_MESSAGES.notOrganiser);
      expect(await t.db.selectFrom('events').selectAll().where('event_id', '=', eventId).executeTakeFirstOrThrow()).toEqual(before);
    });

    it('answers 404 for an unknown event and for one the caller may not see', async () => {
      expect((await post(t.app, '/api/events/999999', { title: 'x' }, cookies.member)).statusCode).toBe(404);
      const hidden = await host(form({ title: 'Hidden', visibility: 'none' }));
      const response = await post(t.app, `/api/events/${hidden.event_id}`, { title: 'x' }, cookies.rookie);
      expect(response.statusCode).toBe(404);
      expect(json(response).errors[0].message).toBe('no event found');
      expect((await post(t.app, '/api/events/abc', { title: 'x' }, cookies.member)).statusCode).toBe(400);
    });

    it('checks an edit like a new form, writing nothing when it fails', async () => {
      const before = await t.db.selectFrom('events').selectAll().where('event_id', '=', eventId).executeTakeFirstOrThrow();
      for (const body of [{ end_date: start - 10 }, { title: '' }, { region: 'atlantis' }, { start_date: now - 60 }, { organizers: [424242] }]) {
        expect((await post(t.app, `/api/events/${eventId}`, body, cookies.member)).statusCode).toBe(400);
      }
      expect(await t.db.selectFrom('events').selectAll().where('event_id', '=', eventId).executeTakeFirstOrThrow()).toEqual(before);
    });

    it('an event that has started may still be edited when its start stays', async () => {
      const { event_id } = await t.db
        .insertInto('events')
        .values({ ...form({ start_date: now - 3600, end_date: now + 3600 }), title: 'Running now', user_id: ids.member, created_at: now } as never)
        .returning('event_id')
        .executeTakeFirstOrThrow();
      const response = await post(t.app, `/api/events/${event_id}`, { title: 'Running late' }, cookies.member);
      expect(response.statusCode).toBe(200);
    });
  });
});
