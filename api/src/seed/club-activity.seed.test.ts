import type { ClubDiscussionsResponse, EventsResponse } from '@trailhead/shared-kernel/types';
import { build, get, json, type TestApp } from '../../test/helper';
import { seedClubActivity } from './club-activity.seed';
import { seedDemo } from './index';

describe('the demo clubs’ events and discussions', () => {
  let t: TestApp;
  const now = Math.floor(Date.now() / 1000);
  beforeAll(async () => {
    t = await build({ seed: (db) => seedDemo(db, { now }) });
  });
  afterAll(() => t.close());

  const approved = () => t.db.selectFrom('clubs').select(['club_id', 'slug', 'last_activity']).where('club_state', '=', 'approved').orderBy('club_id').execute();

  it('every approved club has past and upcoming events and discussions with replies, seen through the club’s calls', async () => {
    for (const club of await approved()) {
      const upcoming = json<EventsResponse>(await get(t.app, `/api/clubs/${club.slug}/events`));
      const past = json<EventsResponse>(await get(t.app, `/api/clubs/${club.slug}/events?past_events=1`));
      expect([club.slug, upcoming.events.length > 0 || past.events.length > 0]).toEqual([club.slug, true]);
      const discussions = json<ClubDiscussionsResponse>(await get(t.app, `/api/clubs/${club.slug}/discussions`));
      expect([club.slug, discussions.threads.length >= 2]).toEqual([club.slug, true]);
      expect(discussions.threads.some((thread) => thread.reply_count > 0)).toBe(true);
      // Newest activity first, and the club's last activity is at least its newest post.
      const dates = discussions.threads.map((thread) => thread.last_post_date);
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      expect(club.last_activity).toBeGreaterThanOrEqual(dates[0]);
    }
    const events = await t.db.selectFrom('events').select(['club_id', 'end_date']).where('club_id', 'is not', null).execute();
    const clubsWithBoth = (await approved()).filter(
      (club) => events.some((e) => e.club_id === club.club_id && e.end_date < now) && events.some((e) => e.club_id === club.club_id && e.end_date >= now),
    );
    expect(clubsWithBoth.length).toBeGreaterThanOrEqual(8);
  });

  it('has weekly club series, a full club event with a waitlist, and RSVPs from the clubs’ own members', async () => {
    const series = await t.db
      .selectFrom('events')
      .select(['series_id'])
      .where('club_id', 'is not', null)
      .where('series_id', 'is not', null)
      .groupBy('series_id')
      .execute();
    expect(series.length).toBeGreaterThanOrEqual(2);
    const clinic = await t.db.selectFrom('events').select(['event_id', 'rigs_no', 'club_id']).where('title', '=', 'Trekker Trail Clinic').executeTakeFirstOrThrow();
    const attending = await t.db.selectFrom('event_attendees').select('user_id').where('event_id', '=', clinic.event_id).execute();
    const waiting = await t.db.selectFrom('event_waitlist').select('user_id').where('event_id', '=', clinic.event_id).execute();
    expect(attending).toHaveLength(clinic.rigs_no);
    expect(waiting.length).toBeGreaterThan(0);
    const members = new Set(
      (await t.db.selectFrom('club_members').select('user_id').where('club_id', '=', clinic.club_id!).where('member_state', '=', 'valid').execute()).map((m) => m.user_id),
    );
    expect([...attending, ...waiting].every((row) => members.has(row.user_id))).toBe(true);
  });

  it('club threads (discussions and club events’ own) belong to their club; replies come from its members', async () => {
    const orphans = await t.db
      .selectFrom('events')
      .innerJoin('threads', 'threads.thread_id', 'events.thread_id')
      .select(['events.event_id'])
      .where('events.club_id', 'is not', null)
      .where((eb) => eb.or([eb('threads.club_id', 'is', null), eb('threads.club_id', '!=', eb.ref('events.club_id'))]))
      .execute();
    expect(orphans).toEqual([]);
    const discussions = await t.db.selectFrom('threads').select(['thread_id', 'club_id']).where('discussion_type', '=', 'tlg_group').execute();
    expect(discussions.length).toBeGreaterThanOrEqual(20);
    for (const { thread_id, club_id } of discussions) {
      const outsiders = await t.db
        .selectFrom('posts')
        .leftJoin('club_members', (join) => join.onRef('club_members.user_id', '=', 'posts.user_id').on('club_members.club_id', '=', club_id!))
        .select('posts.post_id')
        .where('posts.thread_id', '=', thread_id)
        .where('club_members.user_id', 'is', null)
        .execute();
      expect(outsiders).toEqual([]);
    }
  });

  it('is deterministic and skips quietly a club the clubs seed did not make', async () => {
    const second = await build({ seed: (db) => seedDemo(db, { now }) });
    try {
      const shape = (db: TestApp['db']) =>
        db.selectFrom('events').select(['title', 'start_date', 'club_id', 'user_id']).where('club_id', 'is not', null).orderBy('event_id').execute();
      expect(await shape(second.db)).toEqual(await shape(t.db));
      const posts = (db: TestApp['db']) => db.selectFrom('posts').innerJoin('threads', 'threads.thread_id', 'posts.thread_id').select(['posts.user_id', 'posts.post_date', 'posts.message_html']).where('threads.discussion_type', '=', 'tlg_group').orderBy('posts.post_id').execute();
      expect(await posts(second.db)).toEqual(await posts(t.db));
    } finally {
      await second.close();
    }
    // Without any club: nothing to do, nothing thrown.
    const empty = await build({ seed: (db) => seedClubActivity(db, now) });
    try {
      expect(await empty.db.selectFrom('events').select('event_id').execute()).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});
