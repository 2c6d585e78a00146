import { nowSeconds } from '../../clock';
import { build, type TestApp } from '../../../test/helper';
import { sendDueReminders } from './event-reminders';
import { HOUR, makeEvent, makeRoleUsers, type RoleName } from './rsvp-test-fixtures';

describe('24-hour event reminders', () => {
  let t: TestApp;
  let ids: Record<RoleName, number>;
  const now = nowSeconds();

  beforeAll(async () => {
    // The job itself is off here: the test calls sendDueReminders with the moments it wants.
    t = await build({ settings: { eventReminderIntervalMs: 0 }, seed: async (db) => void (ids = await makeRoleUsers(db)) });
  });
  afterAll(() => t.close());

  const remindersOf = (userId: number) =>
    t.db.selectFrom('alerts').select(['content_id', 'content_type', 'from_user_id']).where('user_id', '=', userId).where('action', '=', 'event_reminder').orderBy('content_id').execute();
  const join = (eventId: number, ...userIds: number[]) =>
    t.db.insertInto('event_attendees').values(userIds.map((user_id) => ({ event_id: eventId, user_id, attend_date: now - HOUR }))).execute();

  it('alerts the attendees of events starting within 24 hours, once each, never for cancelled events', async () => {
    const soon = await makeEvent(t.db, ids.organiser, { start_date: now + 20 * HOUR });
    const later = await makeEvent(t.db, ids.organiser, { start_date: now + 30 * HOUR });
    const cancelled = await makeEvent(t.db, ids.organiser, { start_date: now + 2 * HOUR, is_cancelled: true as never });
    const started = await makeEvent(t.db, ids.organiser, { start_date: now - HOUR });
    await join(soon, ids.member, ids.rookie);
    await join(later, ids.member);
    await join(cancelled, ids.member);
    await join(started, ids.member);
    await t.db.insertInto('event_waitlist').values({ event_id: soon, user_id: ids.newbie, joined_at: now }).execute();

    expect((await sendDueReminders(t.db, now)).sort()).toEqual([ids.member, ids.rookie].sort());
    expect(await remindersOf(ids.member)).toEqual([{ content_id: soon, content_type: 'event', from_user_id: null }]);
    expect(await remindersOf(ids.rookie)).toHaveLength(1);
    expect(await remindersOf(ids.newbie)).toEqual([]);

    // Run again: nobody twice.
    expect(await sendDueReminders(t.db, now + 60)).toEqual([]);
    expect(await remindersOf(ids.member)).toHaveLength(1);

    // Seven hours on, the later event is within the day.
    expect(await sendDueReminders(t.db, now + 7 * HOUR)).toEqual([ids.member]);
    expect((await remindersOf(ids.member)).map((alert) => alert.content_id)).toEqual([soon, later].sort((a, b) => a - b));
    const marked = await t.db.selectFrom('event_attendees').select('reminded_at').where('event_id', '=', later).executeTakeFirstOrThrow();
    expect(marked.reminded_at).toBe(now + 7 * HOUR);
  });

  it('two runs at once still send each reminder once', async () => {
    const eventId = await makeEvent(t.db, ids.organiser, { start_date: now + 5 * HOUR });
    await join(eventId, ids.admin, ids.moderator);
    const [a, b] = await Promise.all([sendDueReminders(t.db, now), sendDueReminders(t.db, now)]);
    expect([...a, ...b].sort()).toEqual([ids.admin, ids.moderator].sort());
  });
});

describe('the reminder job', () => {
  it('runs on its interval once the app is ready, and stops when it closes', async () => {
    const now = nowSeconds();
    let eventId = 0;
    let userId = 0;
    const t = await build({
      settings: { eventReminderIntervalMs: 20 },
      seed: async (db) => {
        const ids = await makeRoleUsers(db);
        userId = ids.member;
        eventId = await makeEvent(db, ids.organiser, { start_date: now + 3 * HOUR });
        await db.insertInto('event_attendees').values({ event_id: eventId, user_id: userId, attend_date: now }).execute();
      },
    });
    try {
      const deadline = Date.now() + 5000;
      for (;;) {
        const row = await t.db.selectFrom('event_attendees').select('reminded_at').where('event_id', '=', eventId).executeTakeFirstOrThrow();
        if (row.reminded_at !== null) break;
        if (Date.now() > deadline) throw new Error('the job did not run');
        await new Promise((resolve) => setImmediate(resolve));
      }
      const alerts = await t.db.selectFrom('alerts').select('alert_id').where('user_id', '=', userId).where('action', '=', 'event_reminder').execute();
      expect(alerts).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
