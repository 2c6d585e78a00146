// Hosting and editing an event. Everything is checked first (who, then the form); then one
// transaction writes the event (or every occurrence of its series), the people named on it, the
// series and the discussion thread, so a refusal or a failure leaves nothing behind.
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@trailhead/shared-kernel/schemas';
import { nowSeconds } from '../../clock';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { UserRow } from '../../db/tables/users.table';
import { ApiError, notFound } from '../../http/api-error';
import { loadVisibleEvent } from './event-detail';
import { createEventThread, updateEventThread } from './event-discussion';
import { formOfEvent, readEventForm, type PersonInput } from './event-input';
import { EVENT_MESSAGES, hostRefusal, organiserRefusal } from './event-permissions';
import { insertEvents, insertSeries, occurrencesFrom, replaceEventPeople, updateEvent, type NewEventRow } from './events.repository';
import { expandOccurrences, shiftOnWallClock, wallDelta } from './recurrence';

type Body = Record<string, unknown>;

/** A moment kept at the same distance before an occurrence's start as before the first one's. */
const sameLead = (value: number | null | undefined, firstStart: number, start: number) =>
  value === null || value === undefined ? null : start - (firstStart - value);

/**
 * A club event (POST /clubs/{id}/events): the club it belongs to, who may host it there (instead
 * of the site's paid-membership rule), and what the club records in the same transaction.
 */
export interface ClubEventScope {
  clubId: number;
  hostRefusal(host: UserRow): ApiError | null;
  onCreated?(trx: Kysely<Database>, now: number): Promise<void>;
}

/** POST /events: the new event, or every occurrence of a recurring one; the first one's id. */
export async function createEvent(
  app: FastifyInstance,
  host: UserRow,
  fields: Body,
  club?: ClubEventScope,
): Promise<{ eventId: number; eventIds: number[] }> {
  const refusal = club ? club.hostRefusal(host) : hostRefusal(host);
  if (refusal) throw refusal;
  const now = nowSeconds();
  const input = await readEventForm(app.db, fields, { now, creatorId: host.user_id });
  const { values } = input;
  const start = values.start_date as number;
  const end = values.end_date as number;
  const occurrences = input.recurrence ? expandOccurrences(start, end, values.timezone as string, input.recurrence) : [{ start_date: start, end_date: end }];
  if (occurrences.length === 0) throw new ApiError(400, 'invalid_recurrence', MESSAGES.eventRepeatEnd);

  const eventIds = await app.db.transaction().execute(async (trx) => {
    const threadId = await createEventThread(trx, host, values.title as string, input.description, now, club?.clubId ?? null);
    const seriesId = input.recurrence
      ? await insertSeries(trx, {
          pattern: input.recurrence.pattern,
          interval: input.recurrence.interval,
          week_days: input.recurrence.pattern === 'weekly' ? input.recurrence.weekDays.join(',') : '',
          until_date: input.recurrence.until,
          occurrence_count: input.recurrence.count,
          timezone: values.timezone as string,
          user_id: host.user_id,
          created_at: now,
        })
      : null;
    const rows: NewEventRow[] = occurrences.map((occurrence, index) => ({
      ...values,
      start_date: occurrence.start_date,
      end_date: occurrence.end_date,
      registration_deadline: sameLead(values.registration_deadline, start, occurrence.start_date),
      members_first_until: sameLead(values.members_first_until, start, occurrence.start_date),
      series_id: seriesId,
      occurrence_index: seriesId === null ? 0 : index + 1,
      // The occurrences of a series share one discussion.
      thread_id: threadId,
      is_cancelled: false,
      club_id: club?.clubId ?? null,
      user_id: host.user_id,
      created_at: now,
      updated_at: null,
    }));
    const ids = await insertEvents(trx, rows);
    await replaceEventPeople(trx, ids, input.people);
    if (club?.onCreated) await club.onCreated(trx, now);
    return ids;
  });
  return { eventId: eventIds[0], eventIds };
}

/**
 * POST /events/{id}: the fields sent replace the event's (the others stay). For an occurrence of a
 * series, apply_to 'following' changes it and every later occurrence: the same fields, and the
 * same wall-clock move of the start and end times; their RSVPs stay. The recurrence itself is
 * not edited here. Returns the thread whose cached pages changed.
 */
export async function editEvent(app: FastifyInstance, editor: UserRow, eventId: number, fields: Body): Promise<{ threadId: number | null }> {
  const visible = await loadVisibleEvent(app.db, eventId, editor);
  if (!visible) throw notFound(EVENT_MESSAGES.notFound);
  const refusal = organiserRefusal(editor, visible.event, visible.ids);
  if (refusal) throw refusal;
  const current = visible.event;
  const now = nowSeconds();
  const merged: Body = { ...formOfEvent(current, visible.people as PersonInput[]), ...fields, recurrence_pattern: '' };
  const input = await readEventForm(app.db, merged, { now, current });
  const { values } = input;
  const following = current.series_id !== null && input.applyTo === 'following';
  const oneOff = current.series_id === null;

  await app.db.transaction().execute(async (trx) => {
    if (!following) {
      await updateEvent(trx, eventId, { ...values, updated_at: now });
      await replaceEventPeople(trx, [eventId], input.people);
    } else {
      const rows = await occurrencesFrom(trx, current.series_id as number, current.occurrence_index);
      const startMove = wallDelta(current.start_date, values.start_date as number, current.timezone);
      const endMove = wallDelta(current.end_date, values.end_date as number, current.timezone);
      for (const row of rows) {
        const start = row.event_id === eventId ? (values.start_date as number) : shiftOnWallClock(row.start_date, current.timezone, startMove);
        const end = row.event_id === eventId ? (values.end_date as number) : shiftOnWallClock(row.end_date, current.timezone, endMove);
        await updateEvent(trx, row.event_id, {
          ...values,
          start_date: start,
          end_date: end,
          registration_deadline: sameLead(values.registration_deadline, values.start_date as number, start),
          members_first_until: sameLead(values.members_first_until, values.start_date as number, start),
          updated_at: now,
        });
      }
      await replaceEventPeople(trx, rows.map((row) => row.event_id), input.people);
    }
    if (oneOff && current.thread_id !== null) await updateEventThread(trx, current.thread_id, values.title as string, input.description);
  });
  return { threadId: oneOff ? current.thread_id : null };
}
