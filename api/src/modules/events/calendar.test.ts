import ICAL from 'ical.js';
import type { CalendarFeedResponse } from '@trailhead/shared-kernel/types';
import { PASSWORD } from '../../../test/fixtures';
import { build, countRows, get, json, loginAs, type TestApp } from '../../../test/helper';
import { vtimezone } from './event-calendar';
import { expandOccurrences, utcOf } from './recurrence';
import { HOUR, makeEvent, makeRoleUsers, type RoleName } from './rsvp-test-fixtures';

const ZONE = 'America/Denver';
/** Monday 1 March 2027, 9:00 in Denver: a weekly series across the change to daylight time (14 March). */
const SERIES_START = utcOf(Date.UTC(2027, 2, 1, 9, 0, 0), ZONE) / 1000;

function parse(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  return { calendar, events: calendar.getAllSubcomponents('vevent') };
}

describe('calendars', () => {
  let t: TestApp;
  let ids: Record<RoleName, number>;
  const as = {} as Record<RoleName, string>;
  const series: { id: number; eventIds: number[]; starts: number[]; cancelled: number } = { id: 0, eventIds: [], starts: [], cancelled: 0 };

  beforeAll(async () => {
    t = await build({
      settings: { siteUrl: 'https://trailhead.example' },
      seed: async (db) => {
        ids = await makeRoleUsers(db);
        const { series_id } = await db
          .insertInto('event_series')
          .values({ pattern: 'weekly', interval: 1, week_days: 'monday,wednesday', until_date: null, occurrence_count: 8, timezone: ZONE, user_id: ids.organiser, created_at: 1 })
          .returning('series_id')
          .executeTakeFirstOrThrow();
        series.id = series_id;
        const occurrences = expandOccurrences(SERIES_START, SERIES_START + 3 * HOUR, ZONE, { pattern: 'weekly', interval: 1, weekDays: ['monday', 'wednesday'], until: null, count: 8 });
        for (const [index, occurrence] of occurrences.entries()) {
          series.eventIds.push(
            await makeEvent(db, ids.organiser, { title: 'Weekly crawl', series_id, occurrence_index: index + 1, timezone: ZONE, ...occurrence, is_cancelled: (index === 3) as never }),
          );
          series.starts.push(occurrence.start_date);
        }
        series.cancelled = series.starts[3];
      },
    });
    for (const role of ['member', 'rookie', 'organiser', 'outlaw'] as const) as[role] = await loginAs(t.app, role, PASSWORD);
  });
  afterAll(() => t.close());

  describe('GET /events/{id}/calendar.ics', () => {
    it('a series is one VEVENT with its RRULE, its time zone, and the cancelled occurrence as EXDATE', async () => {
      const response = await get(t.app, `/api/events/${series.eventIds[5]}/calendar.ics`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      const { calendar, events } = parse(response.body);
      expect(events).toHaveLength(1);
      const vevent = events[0];
      const rrule = vevent.getFirstPropertyValue('rrule') as ICAL.Recur;
      expect(rrule.freq).toBe('WEEKLY');
      expect(rrule.count).toBe(8);
      expect(rrule.parts.BYDAY).toEqual(['MO', 'WE']);
      const dtstart = vevent.getFirstProperty('dtstart')!;
      expect(dtstart.getParameter('tzid')).toBe(ZONE);
      expect((dtstart.getFirstValue() as ICAL.Time).toString()).toBe('2027-03-01T09:00:00');
      expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(ZONE);

      // The calendar app's expansion of the file lands on exactly the server's occurrences, less the cancelled one.
      const event = new ICAL.Event(vevent);
      const iterator = event.iterator();
      const starts: number[] = [];
      for (let next = iterator.next(); next && starts.length < 20; next = iterator.next()) starts.push(next.toUnixTime());
      expect(starts).toEqual(series.starts.filter((start) => start !== series.cancelled));
      // 9:00 in Denver before and after the change to daylight time: 16:00 and 15:00 UTC.
      expect(new Date(starts[0] * 1000).toISOString()).toBe('2027-03-01T16:00:00.000Z');
      expect(new Date(starts[starts.length - 1] * 1000).getUTCHours()).toBe(15);
    });

    it('a one-off event is one VEVENT at its time in its zone, with place, link and description as text', async () => {
      const start = utcOf(Date.UTC(2027, 6, 4, 7, 30, 0), 'America/New_York') / 1000;
      const eventId = await makeEvent(t.db, ids.organiser, { title: 'Fourth of July run', timezone: 'America/New_York', start_date: start, end_date: start + 2 * HOUR });
      const { events } = parse((await get(t.app, `/api/events/${eventId}/calendar.ics`)).body);
      const event = new ICAL.Event(events[0]);
      expect(event.summary).toBe('Fourth of July run');
      expect(event.isRecurring()).toBe(false);
      expect(event.startDate.toUnixTime()).toBe(start);
      expect(event.startDate.toString()).toBe('2027-07-04T07:30:00');
      expect(event.endDate.toUnixTime()).toBe(start + 2 * HOUR);
      expect(event.location).toContain('Slickrock trailhead');
      expect(event.description).toContain('Bring water & snacks.');
      expect(events[0].getFirstPropertyValue('url')).toBe(`https://trailhead.example/events/${eventId}`);
    });

    it('a cancelled one-off event says STATUS:CANCELLED', async () => {
      const eventId = await makeEvent(t.db, ids.organiser, { is_cancelled: true as never });
      const { events } = parse((await get(t.app, `/api/events/${eventId}/calendar.ics`)).body);
      expect(events[0].getFirstPropertyValue('status')).toBe('CANCELLED');
    });

    it('is a 404 for an event the caller may not see, and for none', async () => {
      const hidden = await makeEvent(t.db, ids.organiser, { visibility: 'members' });
      expect((await get(t.app, `/api/events/${hidden}/calendar.ics`)).statusCode).toBe(404);
      expect((await get(t.app, `/api/events/${hidden}/calendar.ics`, as.rookie)).statusCode).toBe(200);
      expect((await get(t.app, '/api/events/999999/calendar.ics')).statusCode).toBe(404);
      expect((await get(t.app, '/api/events/abc/calendar.ics')).statusCode).toBe(400);
    });
  });

  describe('VTIMEZONE', () => {
    it('states a zone with daylight time as two yearly rules, and one without as one observance', () => {
      const denver = vtimezone('America/Denver', Date.UTC(2027, 0, 1))!;
      expect(denver).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU');
      expect(denver).toContain('RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU');
      expect(denver).toContain('TZOFFSETTO:-0600');
      const berlin = vtimezone('Europe/Berlin', Date.UTC(2027, 0, 1))!;
      expect(berlin).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU');
      const phoenix = vtimezone('America/Phoenix', Date.UTC(2027, 0, 1))!;
      expect(phoenix.match(/BEGIN:STANDARD/g)).toHaveLength(1);
      expect(phoenix).not.toContain('DAYLIGHT');
      expect(phoenix).toContain('TZOFFSETTO:-0700');
    });
  });

  describe('the personal feed', () => {
    const feed = (method: 'GET' | 'POST' | 'DELETE', cookie?: string) =>
      t.app.inject({ method, url: '/api/events/calendar-feed', ...(cookie ? { headers: { cookie } } : {}) });
    const pathOf = (url: string) => new URL(url).pathname;

    it('POST makes a secret URL; the feed holds the events the member attends, waits for and organises; a new POST revokes the old', async () => {
      expect(json<CalendarFeedResponse>(await feed('GET', as.member))).toEqual({ url: null });
      const attendingId = await makeEvent(t.db, ids.organiser, { title: 'Attending this' });
      const waitingId = await makeEvent(t.db, ids.organiser, { title: 'Waiting for this' });
      await makeEvent(t.db, ids.member, { title: 'Organising this' });
      await makeEvent(t.db, ids.organiser, { title: 'Not mine' });
      await t.db.insertInto('event_attendees').values({ event_id: attendingId, user_id: ids.member, attend_date: 1 }).execute();
      await t.db.insertInto('event_waitlist').values({ event_id: waitingId, user_id: ids.member, joined_at: 1 }).execute();

      const made = json<CalendarFeedResponse>(await feed('POST', as.member));
      expect(made.url).toMatch(/^https:\/\/trailhead\.example\/api\/events\/feed\/[A-Za-z0-9_-]{32}\.ics$/);
      expect(json<CalendarFeedResponse>(await feed('GET', as.member))).toEqual(made);

      const response = await get(t.app, pathOf(made.url!));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      const summaries = parse(response.body).events.map((event) => event.getFirstPropertyValue('summary')).sort();
      expect(summaries).toEqual(['Attending this', 'Organising this', 'Waiting for this']);

      const renewed = json<CalendarFeedResponse>(await feed('POST', as.member));
      expect(renewed.url).not.toBe(made.url);
      expect((await get(t.app, pathOf(made.url!))).statusCode).toBe(404);
      expect((await get(t.app, pathOf(renewed.url!))).statusCode).toBe(200);

      expect(json<CalendarFeedResponse>(await feed('DELETE', as.member))).toEqual({ url: null });
      expect((await get(t.app, pathOf(renewed.url!))).statusCode).toBe(404);
    });

    it('an unknown or malformed token is a 404', async () => {
      expect((await get(t.app, '/api/events/feed/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics')).statusCode).toBe(404);
      expect((await get(t.app, '/api/events/feed/x.ics')).statusCode).toBe(404);
    });

    it('needs a member whose account is not blocked, and writes nothing for others', async () => {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        expect((await feed(method)).statusCode).toBe(401);
        expect((await feed(method, as.outlaw)).statusCode).toBe(403);
      }
      expect(await countRows(t.db, 'calendar_feeds')).toBe(0);
      expect((await feed('POST', as.rookie)).statusCode).toBe(200);
    });
  });
});
