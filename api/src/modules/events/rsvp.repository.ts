// SQL of who joins an event: attendees, the waitlist, invitations, cancellation and reminders.
// Plain functions taking the database or the transaction first (STYLE: Kysely example).
import type { Kysely } from 'kysely';
import type { Database, DialectName } from '../../db/database';
import type { EventRow } from '../../db/tables/events-clubs.table';
import { SUMMARY_COLUMNS, type SummaryFields } from '../users/user-mapper';
import type { BoundingBox } from '../../geo';

type Db = Kysely<Database>;

/**
 * The event, locked for the rest of the transaction on PostgreSQL (SELECT … FOR UPDATE), so two
 * RSVPs to one event count its places one after the other. SQLite runs one transaction at a time
 * (Kysely's SQLite driver holds its one connection for the whole transaction): no lock needed.
 */
export async function lockEvent(trx: Db, dialect: DialectName, eventId: number): Promise<EventRow | undefined> {
  const query = trx.selectFrom('events').selectAll().where('event_id', '=', eventId);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

export async function attendingCount(db: Db, eventId: number): Promise<number> {
  const row = await db.selectFrom('event_attendees').select((eb) => eb.fn.countAll<number>().as('n')).where('event_id', '=', eventId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function waitlistCount(db: Db, eventId: number): Promise<number> {
  const row = await db.selectFrom('event_waitlist').select((eb) => eb.fn.countAll<number>().as('n')).where('event_id', '=', eventId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export type RsvpState = 'attending' | 'waitlisted' | 'none';

export async function rsvpStateOf(db: Db, eventId: number, userId: number): Promise<RsvpState> {
  const attending = await db.selectFrom('event_attendees').select('user_id').where('event_id', '=', eventId).where('user_id', '=', userId).executeTakeFirst();
  if (attending) return 'attending';
  const waiting = await db.selectFrom('event_waitlist').select('user_id').where('event_id', '=', eventId).where('user_id', '=', userId).executeTakeFirst();
  return waiting ? 'waitlisted' : 'none';
}

export async function addAttendee(db: Db, eventId: number, userId: number, now: number): Promise<void> {
  await db.insertInto('event_attendees').values({ event_id: eventId, user_id: userId, attend_date: now }).execute();
}

export async function removeAttendee(db: Db, eventId: number, userId: number): Promise<void> {
  await db.deleteFrom('event_attendees').where('event_id', '=', eventId).where('user_id', '=', userId).execute();
}

export async function addToWaitlist(db: Db, eventId: number, userId: number, now: number): Promise<void> {
  await db.insertInto('event_waitlist').values({ event_id: eventId, user_id: userId, joined_at: now }).execute();
}

export async function removeFromWaitlist(db: Db, eventId: number, userId: number): Promise<void> {
  await db.deleteFrom('event_waitlist').where('event_id', '=', eventId).where('user_id', '=', userId).execute();
}

/** The first `limit` members of the waitlist, in order (null: all). */
export async function firstWaiting(db: Db, eventId: number, limit: number | null): Promise<number[]> {
  let query = db.selectFrom('event_waitlist').select('user_id').where('event_id', '=', eventId).orderBy('waitlist_id');
  if (limit !== null) query = query.limit(limit);
  return (await query.execute()).map((row) => row.user_id);
}

/** Moves these waitlisted members to the attendees (one statement each way). */
export async function promote(db: Db, eventId: number, userIds: number[], now: number): Promise<void> {
  if (userIds.length === 0) return;
  await db.deleteFrom('event_waitlist').where('event_id', '=', eventId).where('user_id', 'in', userIds).execute();
  await db.insertInto('event_attendees').values(userIds.map((user_id) => ({ event_id: eventId, user_id, attend_date: now }))).execute();
}

export async function setRsvpLimit(db: Db, eventId: number, rigsNo: number, now: number): Promise<void> {
  await db.updateTable('events').set({ rigs_no: rigsNo, updated_at: now }).where('event_id', '=', eventId).execute();
}

export async function markCancelled(db: Db, eventId: number, reason: string, userId: number, now: number): Promise<void> {
  await db
    .updateTable('events')
    .set({ is_cancelled: true as never, cancel_reason: reason, cancelled_at: now, cancelled_by: userId, updated_at: now })
    .where('event_id', '=', eventId)
    .execute();
}

/** Attendees (in the order they joined) and the waitlist (in its order), as member summaries. */
export async function attendingAndWaitlist(db: Db, eventId: number): Promise<{ attending: SummaryFields[]; waitlist: SummaryFields[] }> {
  const columns = SUMMARY_COLUMNS.map((column) => `users.${column}` as const);
  const attending = await db
    .selectFrom('event_attendees')
    .innerJoin('users', 'users.user_id', 'event_attendees.user_id')
    .select(columns)
    .where('event_attendees.event_id', '=', eventId)
    .orderBy('event_attendees.attend_date')
    .orderBy('users.user_id')
    .execute();
  const waitlist = await db
    .selectFrom('event_waitlist')
    .innerJoin('users', 'users.user_id', 'event_waitlist.user_id')
    .select(columns)
    .where('event_waitlist.event_id', '=', eventId)
    .orderBy('event_waitlist.waitlist_id')
    .execute();
  return { attending: attending as SummaryFields[], waitlist: waitlist as SummaryFields[] };
}

/** Everyone who would miss the event: its attendees and its waitlist. */
export async function attendeeAndWaitlistIds(db: Db, eventId: number): Promise<number[]> {
  const attending = await db.selectFrom('event_attendees').select('user_id').where('event_id', '=', eventId).execute();
  const waiting = await db.selectFrom('event_waitlist').select('user_id').where('event_id', '=', eventId).execute();
  return [...attending, ...waiting].map((row) => row.user_id);
}

// Invitations.

/** Of these ids, the members who exist and whose account is not banned or disabled. */
export async function invitableUserIds(db: Db, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db.selectFrom('users').select('user_id').where('user_id', 'in', userIds).where('account_state', 'not in', ['banned', 'disabled']).execute();
  return rows.map((row) => row.user_id);
}

export async function invitedIds(db: Db, eventId: number): Promise<number[]> {
  return (await db.selectFrom('event_invites').select('user_id').where('event_id', '=', eventId).execute()).map((row) => row.user_id);
}

export async function insertInvites(db: Db, eventId: number, userIds: number[], invitedBy: number, now: number): Promise<void> {
  if (userIds.length === 0) return;
  await db.insertInto('event_invites').values(userIds.map((user_id) => ({ event_id: eventId, user_id, invited_by: invitedBy, invited_at: now }))).execute();
}

export async function invitedUsers(db: Db, eventId: number): Promise<Array<SummaryFields & { invited_at: number }>> {
  const rows = await db
    .selectFrom('event_invites')
    .innerJoin('users', 'users.user_id', 'event_invites.user_id')
    .select(SUMMARY_COLUMNS.map((column) => `users.${column}` as const))
    .select('event_invites.invited_at')
    .where('event_invites.event_id', '=', eventId)
    .orderBy('event_invites.invited_at', 'desc')
    .orderBy('users.user_id')
    .execute();
  return rows as Array<SummaryFields & { invited_at: number }>;
}

/** Members who share their map position and whose position lies in the box (the caller measures the true distance). */
export async function membersInBox(db: Db, box: BoundingBox, limit: number): Promise<Array<SummaryFields & { latitude: number; longitude: number; map_position_exact: boolean }>> {
  let query = db
    .selectFrom('users')
    .select(SUMMARY_COLUMNS)
    .select(['latitude', 'longitude', 'map_position_exact'])
    .where('share_map_position', '=', true as never)
    .where('account_state', 'not in', ['banned', 'disabled'])
    .where('latitude', 'is not', null)
    .where('longitude', 'is not', null)
    .where('latitude', '>=', box.minLat)
    .where('latitude', '<=', box.maxLat);
  // A box across the antimeridian is two ranges of longitude.
  query = box.minLng <= box.maxLng
    ? query.where('longitude', '>=', box.minLng).where('longitude', '<=', box.maxLng)
    : query.where((eb) => eb.or([eb('longitude', '>=', box.minLng), eb('longitude', '<=', box.maxLng)]));
  const rows = await query.orderBy('user_id').limit(limit).execute();
  return rows.map((row) => Object.assign(row, { map_position_exact: Boolean(row.map_position_exact) })) as Array<SummaryFields & { latitude: number; longitude: number; map_position_exact: boolean }>;
}

// Reminders.

export interface DueReminder {
  event_id: number;
  user_id: number;
  title: string;
  start_date: number;
}

/** Attendees not yet reminded of events (not cancelled) that start in (now, now + window]. */
export async function dueReminders(db: Db, now: number, windowSeconds: number, limit: number): Promise<DueReminder[]> {
  return db
    .selectFrom('event_attendees')
    .innerJoin('events', 'events.event_id', 'event_attendees.event_id')
    .select(['event_attendees.event_id', 'event_attendees.user_id', 'events.title', 'events.start_date'])
    .where('event_attendees.reminded_at', 'is', null)
    .where('events.is_cancelled', '=', false as never)
    .where('events.start_date', '>', now)
    .where('events.start_date', '<=', now + windowSeconds)
    .orderBy('events.start_date')
    .orderBy('event_attendees.event_id')
    .orderBy('event_attendees.user_id')
    .limit(limit)
    .execute();
}

/** Marks one attendee reminded, unless another run did first; true when this call marked it. */
export async function markReminded(db: Db, eventId: number, userId: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('event_attendees')
    .set({ reminded_at: now })
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .where('reminded_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

// Calendar feeds.

export async function feedTokenOf(db: Db, userId: number): Promise<string | null> {
  const row = await db.selectFrom('calendar_feeds').select('token').where('user_id', '=', userId).executeTakeFirst();
  return row?.token ?? null;
}

/** The member's new feed token; the old one stops working. */
export async function replaceFeedToken(db: Db, userId: number, token: string, now: number): Promise<void> {
  await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
  await db.insertInto('calendar_feeds').values({ user_id: userId, token, created_at: now }).execute();
}

export async function deleteFeedToken(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
}

export async function feedOwner(db: Db, token: string): Promise<number | null> {
  const row = await db.selectFrom('calendar_feeds').select('user_id').where('token', '=', token).executeTakeFirst();
  return row?.user_id ?? null;
}

/** Events the member attends, waits for, created or is organizer/admin of, ending after `since`. */
export async function memberEvents(db: Db, userId: number, since: number, limit: number): Promise<EventRow[]> {
  return db
    .selectFrom('events')
    .selectAll()
    .where('end_date', '>=', since)
    .where((eb) =>
      eb.or([
        eb('events.user_id', '=', userId),
        eb('events.event_id', 'in', eb.selectFrom('event_attendees').select('event_id').where('user_id', '=', userId)),
        eb('events.event_id', 'in', eb.selectFrom('event_waitlist').select('event_id').where('user_id', '=', userId)),
        eb('events.event_id', 'in', eb.selectFrom('event_people').select('event_id').where('user_id', '=', userId).where('role', 'in', ['organizer', 'admin'])),
      ]),
    )
    .orderBy('start_date')
    .orderBy('event_id')
    .limit(limit)
    .execute();
}

export async function seriesOf(db: Db, seriesId: number) {
  return db.selectFrom('event_series').selectAll().where('series_id', '=', seriesId).executeTakeFirst();
}

/** The occurrences of a series, in date order. */
export async function occurrencesOf(db: Db, seriesId: number): Promise<Array<Pick<EventRow, 'event_id' | 'start_date' | 'end_date' | 'is_cancelled' | 'occurrence_index'>>> {
  return db
    .selectFrom('events')
    .select(['event_id', 'start_date', 'end_date', 'is_cancelled', 'occurrence_index'])
    .where('series_id', '=', seriesId)
    .orderBy('start_date')
    .orderBy('event_id')
    .execute();
}
