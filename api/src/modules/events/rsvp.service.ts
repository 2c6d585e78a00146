// Joining events (spec §7 attend, rsvp-limit, cancel; issue 12's waitlist): each write runs in one
// transaction that holds the event (rsvp.repository.ts lockEvent), so the RSVP limit holds however
// many members press at once, and a place that frees up goes to the first on the waitlist in the
// same transaction. Alerts go through the one alerts writer; the counts and the event's live
// stream hear of it after the commit.
import type { FastifyInstance } from 'fastify';
import type { LiveRsvpEvent } from '@trailhead/shared-kernel/types';
import type { Kysely } from 'kysely';
import { nowSeconds } from '../../clock';
import type { Database } from '../../db/database';
import type { EventRow } from '../../db/tables/events-clubs.table';
import type { UserRow } from '../../db/tables/users.table';
import { accountBlocked } from '../../http/access';
import { ApiError, notLoggedIn } from '../../http/api-error';
import { createAlerts, type NewAlert } from '../alerts/alerts-writer';
import type { ClubAccess } from '../clubs/club-events.access';
import { clubRsvpRefusal, eventNotFound, loadVisibleEvent } from './event-detail';
import { organiserRefusal, rsvpRule, type EventPeopleIds } from './event-permissions';
import {
  addAttendee,
  addToWaitlist,
  attendeeAndWaitlistIds,
  attendingCount,
  firstWaiting,
  lockEvent,
  markCancelled,
  promote,
  removeAttendee,
  removeFromWaitlist,
  rsvpStateOf,
  setRsvpLimit,
  waitlistCount,
} from './rsvp.repository';

type Db = Kysely<Database>;

/** Longest cancellation reason (it is shown on the event page and in every alert). */
export const CANCEL_REASON_MAX_LENGTH = 500;
/** Largest RSVP limit a form may set (0 = unlimited). */
export const RIGS_NO_MAX = 100_000;

export const RSVP_MESSAGES = {
  cancelReasonRequired: 'Please give a reason for cancelling the event.',
  cancelReasonTooLong: `The reason is too long: at most ${CANCEL_REASON_MAX_LENGTH} characters.`,
  alreadyCancelled: 'This event has already been cancelled.',
} as const;

/** The event, if this viewer may see it (404 'no event found' otherwise), and who organises it. */
export async function visibleEvent(db: Db, eventId: number, viewer: UserRow | null): Promise<{ event: EventRow; ids: EventPeopleIds; club?: ClubAccess }> {
  const visible = await loadVisibleEvent(db, eventId, viewer);
  if (!visible) throw eventNotFound();
  return { event: visible.event, ids: visible.ids, club: visible.club };
}

/** The event for an organiser's call: 404 when the viewer may not see it, 401/403 when not an organiser. */
export async function organisedEvent(db: Db, eventId: number, viewer: UserRow | null): Promise<{ event: EventRow; ids: EventPeopleIds }> {
  // Visitors and blocked accounts are refused before anything about the event is read.
  if (!viewer) throw notLoggedIn();
  if (viewer.account_state === 'banned' || viewer.account_state === 'disabled') throw accountBlocked();
  const found = await visibleEvent(db, eventId, viewer);
  const refusal = organiserRefusal(viewer, found.event, found.ids);
  if (refusal) throw refusal;
  return found;
}

interface WriteResult {
  /** Members given an alert (their counts change). */
  alerted: number[];
  live: LiveRsvpEvent;
}

async function liveState(trx: Db, event: Pick<EventRow, 'event_id' | 'rigs_no'>, isCancelled: boolean): Promise<LiveRsvpEvent> {
  return {
    event_id: event.event_id,
    attending_count: await attendingCount(trx, event.event_id),
    waitlist_count: await waitlistCount(trx, event.event_id),
    rigs_no: event.rigs_no,
    is_cancelled: isCancelled,
  };
}

/**
 * Fills the free places (all of them when unlimited) from the head of the waitlist and alerts the
 * promoted members. Nobody is promoted to a cancelled or finished event.
 */
async function fillFromWaitlist(trx: Db, event: EventRow, rigsNo: number, now: number): Promise<NewAlert[]> {
  if (event.is_cancelled || event.end_date < now) return [];
  const free = rigsNo === 0 ? null : rigsNo - (await attendingCount(trx, event.event_id));
  if (free !== null && free <= 0) return [];
  const promoted = await firstWaiting(trx, event.event_id, free);
  await promote(trx, event.event_id, promoted, now);
  return promoted.map((user_id) => ({
    user_id,
    from_user_id: null,
    action: 'event_promoted',
    content_type: 'event',
    content_id: event.event_id,
    extra_data: { title: event.title },
  }));
}

function announce(app: FastifyInstance, result: WriteResult): void {
  for (const userId of result.alerted) app.live.publishCounts(userId);
  app.live.publishRsvp(result.live);
}

/** POST /events/{id}/attend: attend 1 joins (or joins the waitlist when full); attend 0 leaves either. */
export async function setAttendance(app: FastifyInstance, viewer: UserRow | null, eventId: number, readAttend: () => boolean): Promise<void> {
  // Who is asking first, then which event, then what they ask: a refused caller never learns more.
  if (!viewer) throw notLoggedIn();
  if (viewer.account_state === 'banned' || viewer.account_state === 'disabled') throw accountBlocked();
  const seen = await visibleEvent(app.db, eventId, viewer);
  const attend = readAttend();
  // A member who may not RSVP now learns why before anything is written: a club event takes
  // RSVPs from its club's members only (leaving is always allowed).
  const clubRefusal = clubRsvpRefusal(viewer, seen.club);
  if (attend && clubRefusal) throw clubRefusal;
  const first = rsvpRule(viewer, seen.event, nowSeconds());
  if (attend && first.refusal) throw first.refusal;
  const user = viewer;
  const result = await app.db.transaction().execute(async (trx): Promise<WriteResult | null> => {
    const now = nowSeconds();
    const event = await lockEvent(trx, app.dialect, eventId);
    if (!event) throw eventNotFound();
    const state = await rsvpStateOf(trx, eventId, user.user_id);
    if (attend) {
      const rule = rsvpRule(user, event, now);
      if (rule.refusal) throw rule.refusal;
      if (state !== 'none') return null;
      const full = event.rigs_no > 0 && (await attendingCount(trx, eventId)) >= event.rigs_no;
      if (full) await addToWaitlist(trx, eventId, user.user_id, now);
      else await addAttendee(trx, eventId, user.user_id, now);
      return { alerted: [], live: await liveState(trx, event, Boolean(event.is_cancelled)) };
    }
    if (state === 'none') return null;
    let alerts: NewAlert[] = [];
    if (state === 'waitlisted') await removeFromWaitlist(trx, eventId, user.user_id);
    else {
      await removeAttendee(trx, eventId, user.user_id);
      alerts = await fillFromWaitlist(trx, event, event.rigs_no, now);
    }
    const alerted = await createAlerts(trx, alerts, now);
    return { alerted, live: await liveState(trx, event, Boolean(event.is_cancelled)) };
  });
  if (result) announce(app, result);
}

/** POST /events/{id}/rsvp-limit: a higher limit (or 0, unlimited) promotes from the waitlist; a lower one removes nobody. */
export async function changeRsvpLimit(app: FastifyInstance, viewer: UserRow | null, eventId: number, rigsNo: number): Promise<void> {
  await organisedEvent(app.db, eventId, viewer);
  const result = await app.db.transaction().execute(async (trx): Promise<WriteResult> => {
    const now = nowSeconds();
    const event = await lockEvent(trx, app.dialect, eventId);
    if (!event) throw eventNotFound();
    await setRsvpLimit(trx, eventId, rigsNo, now);
    const alerts = await fillFromWaitlist(trx, event, rigsNo, now);
    const alerted = await createAlerts(trx, alerts, now);
    return { alerted, live: await liveState(trx, { event_id: eventId, rigs_no: rigsNo }, Boolean(event.is_cancelled)) };
  });
  announce(app, result);
}

/** The reason of POST /events/{id}/cancel, trimmed; 400 when missing or too long. */
export function cancelReasonOf(raw: unknown): string {
  const reason = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : '';
  if (reason === '') throw new ApiError(400, 'cancel_reason_required', RSVP_MESSAGES.cancelReasonRequired);
  if (reason.length > CANCEL_REASON_MAX_LENGTH) throw new ApiError(400, 'cancel_reason_too_long', RSVP_MESSAGES.cancelReasonTooLong);
  return reason;
}

/** POST /events/{id}/cancel: organisers and moderators; attendees and waitlisters are alerted with the reason. */
export async function cancelEvent(app: FastifyInstance, viewer: UserRow | null, eventId: number, rawReason: unknown): Promise<void> {
  await organisedEvent(app.db, eventId, viewer);
  const reason = cancelReasonOf(rawReason);
  const user = viewer as UserRow;
  const result = await app.db.transaction().execute(async (trx): Promise<WriteResult> => {
    const now = nowSeconds();
    const event = await lockEvent(trx, app.dialect, eventId);
    if (!event) throw eventNotFound();
    if (event.is_cancelled) throw new ApiError(409, 'event_already_cancelled', RSVP_MESSAGES.alreadyCancelled);
    await markCancelled(trx, eventId, reason, user.user_id, now);
    const people = await attendeeAndWaitlistIds(trx, eventId);
    const alerted = await createAlerts(
      trx,
      people.map((user_id) => ({
        user_id,
        from_user_id: user.user_id,
        action: 'event_cancel',
        content_type: 'event',
        content_id: eventId,
        extra_data: { title: event.title, reason },
      })),
      now,
    );
    return { alerted, live: await liveState(trx, event, true) };
  });
  announce(app, result);
}
