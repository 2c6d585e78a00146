import { build, type TestApp } from '../../test/helper';
import { seedDemo } from './index';

describe('the demo season of events', () => {
  let t: TestApp;
  const now = Math.floor(Date.now() / 1000);
  beforeAll(async () => {
    t = await build({ seed: (db) => seedDemo(db, { now }) });
  });
  afterAll(() => t.close());

  const userId = async (username: string) => (await t.db.selectFrom('users').select('user_id').where('username', '=', username).executeTakeFirstOrThrow()).user_id;

  it('has every state: past, upcoming, cancelled with a reason, full with a waitlist, members-first, members-only, a weekly series', async () => {
    const events = await t.db.selectFrom('events').selectAll().execute();
    expect(events.some((e) => e.end_date < now)).toBe(true);
    expect(events.some((e) => e.start_date > now && !e.is_cancelled)).toBe(true);
    expect(events.filter((e) => e.is_cancelled).every((e) => (e.cancel_reason ?? '').length > 0)).toBe(true);
    expect(events.some((e) => e.is_cancelled)).toBe(true);
    expect(events.some((e) => e.members_first_until !== null && e.members_first_until > now)).toBe(true);
    expect(events.some((e) => e.visibility === 'members')).toBe(true);
    expect(new Set(events.map((e) => e.kind))).toEqual(new Set(['online', 'meetup', 'ride', 'trip']));
    expect(new Set(events.map((e) => e.region)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(events.map((e) => e.vehicle_type_id)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(events.map((e) => e.user_id)).size).toBeGreaterThanOrEqual(6);

    // The site's own series (the clubs' weekly rides are club-activity.seed.ts's).
    const series = (await t.db.selectFrom('event_series').selectAll().execute()).filter((row) => events.some((e) => e.series_id === row.series_id && e.club_id === null));
    expect(series).toHaveLength(1);
    const occurrences = events.filter((e) => e.series_id === series[0].series_id).sort((a, b) => a.occurrence_index - b.occurrence_index);
    expect(occurrences.map((e) => e.occurrence_index)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(series[0]).toMatchObject({ pattern: 'weekly', occurrence_count: 8, timezone: 'America/Denver', week_days: 'thursday' });
    // "Thursday Evening Trail Ride": every occurrence is a Thursday evening in Denver, not in UTC.
    const denver = new Intl.DateTimeFormat('en-US', { weekday: 'long', hour: 'numeric', hour12: false, timeZone: 'America/Denver' });
    expect(new Set(occurrences.map((e) => denver.format(new Date(e.start_date * 1000))))).toEqual(new Set(['Thursday, 18']));

    const full = events.find((e) => e.title === 'Mojave Road Overland Trip')!;
    const attending = await t.db.selectFrom('event_attendees').select('user_id').where('event_id', '=', full.event_id).execute();
    expect(attending).toHaveLength(full.rigs_no);
    const waitlist = await t.db.selectFrom('event_waitlist').select('user_id').where('event_id', '=', full.event_id).orderBy('waitlist_id').execute();
    expect(waitlist.map((w) => w.user_id)).toContain(await userId('rookie'));
  });

  it('never puts more people on an event than its limit', async () => {
    const rows = await t.db
      .selectFrom('events')
      .select((eb) => ['rigs_no', eb.selectFrom('event_attendees').select((s) => s.fn.countAll<number>().as('n')).whereRef('event_attendees.event_id', '=', 'events.event_id').as('going')])
      .where('rigs_no', '>', 0)
      .execute();
    for (const row of rows) expect(Number(row.going)).toBeLessThanOrEqual(row.rigs_no);
  });

  it('gives every event its discussion thread (discussion_type event) with replies', async () => {
    const events = await t.db.selectFrom('events').select(['event_id', 'thread_id', 'title']).execute();
    expect(events.every((e) => e.thread_id !== null)).toBe(true);
    const threads = await t.db.selectFrom('threads').select(['thread_id', 'discussion_type', 'reply_count', 'title']).where('thread_id', 'in', events.map((e) => e.thread_id!)).execute();
    expect(threads.every((th) => th.discussion_type === 'event' && th.reply_count >= 2)).toBe(true);
  });

  it.each(['member', 'rookie', 'moderator', 'admin'])('%s attends something upcoming', async (username) => {
    const rows = await t.db
      .selectFrom('event_attendees')
      .innerJoin('events', 'events.event_id', 'event_attendees.event_id')
      .select('events.event_id')
      .where('event_attendees.user_id', '=', await userId(username))
      .where('events.start_date', '>', now)
      .execute();
    expect(rows.length).toBeGreaterThan(0);
  });
});
