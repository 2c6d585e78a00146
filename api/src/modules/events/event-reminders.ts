// The 24-hour reminder (issue 12): attendees of an event that starts within a day get one
// `event_reminder` alert, never for a cancelled event. event_attendees.reminded_at remembers whom
// each run reminded, so a restart, a second process or an overlapping run never sends one twice.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { DAY, nowSeconds } from '../../clock';
import type { Database } from '../../db/database';
import { createAlerts } from '../alerts/alerts-writer';
import { dueReminders, markReminded } from './rsvp.repository';
import { startIntervalJob } from '../../jobs/interval-job';

/** How long before its start an attendee is reminded of an event. */
export const REMINDER_WINDOW_SECONDS = DAY;
/** Reminders written per transaction (a run goes on until none is due). */
const BATCH = 200;

/** Sends the reminders due at `now`; returns the members alerted (their counts changed). */
export async function sendDueReminders(db: Kysely<Database>, now: number): Promise<number[]> {
  const alerted = new Set<number>();
  for (;;) {
    const due = await dueReminders(db, now, REMINDER_WINDOW_SECONDS, BATCH);
    if (due.length === 0) break;
    const sent = await db.transaction().execute(async (trx) => {
      const mine = [];
      // Only the run that marks a row sends its alert.
      for (const reminder of due) if (await markReminded(trx, reminder.event_id, reminder.user_id, now)) mine.push(reminder);
      return createAlerts(
        trx,
        mine.map((reminder) => ({
          user_id: reminder.user_id,
          from_user_id: null,
          action: 'event_reminder',
          content_type: 'event',
          content_id: reminder.event_id,
          extra_data: { title: reminder.title, start_date: reminder.start_date },
        })),
        now,
      );
    });
    for (const userId of sent) alerted.add(userId);
    if (due.length < BATCH) break;
  }
  return [...alerted];
}

/** Sends the due reminders every EVENT_REMINDER_INTERVAL_SECONDS (0: off) while the app runs. */
export function startEventReminders(app: FastifyInstance): void {
  startIntervalJob(app, { name: 'event reminders', intervalMs: app.settings.eventReminderIntervalMs, run: () => sendDueReminders(app.db, nowSeconds()) });
}
