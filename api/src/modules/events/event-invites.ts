// Invitations (POST /events/{id}/invite, GET /events/{id}/invited) and "everyone in range"
// (GET /events/{id}/range), all for the event's organisers.
import type { FastifyInstance } from 'fastify';
import type { EventInvitedResponse, EventInviteResponse, EventRangeResponse } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import type { UserRow } from '../../db/tables/users.table';
import { ApiError } from '../../http/api-error';
import { MAX_ID } from '../../http/schemas';
import { createAlerts } from '../alerts/alerts-writer';
import { toUserSummary } from '../users/user-mapper';
import { EVENT_MESSAGES } from './event-permissions';
import { boundingBox, haversine, unitOf } from '../../geo';
import { mapPositionsFor } from '../users/map-position';
import { widened } from '../users/member-map';
import { organisedEvent } from './rsvp.service';
import { attendeeAndWaitlistIds, insertInvites, invitableUserIds, invitedIds, invitedUsers, membersInBox } from './rsvp.repository';

/** Most members one invitation call may name. */
export const MAX_INVITEES = 500;
/** Most members "everyone in range" lists. */
export const MAX_RANGE_USERS = 500;
/** The widest range an organiser may ask for (in the event's unit). */
export const MAX_RANGE_DISTANCE = 5000;

/**
 * The user ids of `invitees`: a JSON array, comma-joined text ("3,4"), one id, or the form's
 * invitees[] (repeated). Anything that is not a positive id is dropped.
 */
export function inviteeIds(body: Record<string, unknown> | null | undefined): number[] {
  const raw = body?.invitees ?? body?.['invitees[]'];
  const values = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : raw === undefined || raw === null ? [] : [raw];
  const ids = new Set<number>();
  for (const value of values.slice(0, MAX_INVITEES * 2)) {
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    if (!/^\d{1,10}$/.test(text)) continue;
    const id = Number(text);
    if (id >= 1 && id <= MAX_ID) ids.add(id);
  }
  return [...ids].slice(0, MAX_INVITEES);
}

/** POST /events/{id}/invite: invites and alerts the named members who are not invited yet. */
export async function inviteMembers(app: FastifyInstance, viewer: UserRow | null, eventId: number, body: Record<string, unknown> | null | undefined): Promise<EventInviteResponse> {
  const { event } = await organisedEvent(app.db, eventId, viewer);
  const inviter = viewer as UserRow;
  const named = inviteeIds(body).filter((id) => id !== event.user_id && id !== inviter.user_id);
  const valid = await invitableUserIds(app.db, named);
  if (valid.length === 0) throw new ApiError(400, 'no_users_invited', EVENT_MESSAGES.noUsersInvited);
  const result = await app.db.transaction().execute(async (trx) => {
    const now = nowSeconds();
    const already = new Set(await invitedIds(trx, eventId));
    const fresh = valid.filter((id) => !already.has(id));
    if (fresh.length === 0) throw new ApiError(409, 'no_invite_sent', EVENT_MESSAGES.noInviteSent);
    await insertInvites(trx, eventId, fresh, inviter.user_id, now);
    const alerted = await createAlerts(
      trx,
      fresh.map((user_id) => ({ user_id, from_user_id: inviter.user_id, action: 'event_invite', content_type: 'event', content_id: eventId, extra_data: { title: event.title } })),
      now,
    );
    return { fresh, alerted };
  });
  for (const userId of result.alerted) app.live.publishCounts(userId);
  const now = nowSeconds();
  const users = (await invitedUsers(app.db, eventId)).filter((user) => result.fresh.includes(user.user_id));
  return { invited: result.fresh.length, users: users.map(({ invited_at: _at, ...user }) => toUserSummary(user, now)) };
}

/** GET /events/{id}/invited: organisers only. */
export async function listInvited(app: FastifyInstance, viewer: UserRow | null, eventId: number): Promise<EventInvitedResponse> {
  await organisedEvent(app.db, eventId, viewer);
  const now = nowSeconds();
  return { users: (await invitedUsers(app.db, eventId)).map((row) => Object.assign(toUserSummary(row, now), { invited_at: row.invited_at })) };
}

/**
 * GET /events/{id}/range: members who share their map position within `distance` (the event's
 * unit) of the event, nearest first; with rsvp false, those already attending, waiting or invited
 * are left out. An event without a map position has nobody in range.
 */
export async function membersInRange(app: FastifyInstance, viewer: UserRow | null, eventId: number, distance: number, includeRsvped: boolean): Promise<EventRangeResponse> {
  const { event } = await organisedEvent(app.db, eventId, viewer);
  if (event.latitude === null || event.longitude === null) return { users: [] };
  const unit = unitOf(event.distance_unit);
  const now = nowSeconds();
  // Measured from where the map shows each member (approximate unless they chose exact): the
  // distances never tell more than the map does. The box is widened by the most a position moves.
  const positions = await mapPositionsFor(app.db, now);
  const candidates = await membersInBox(app.db, widened(boundingBox(event.latitude, event.longitude, distance, unit)), MAX_RANGE_USERS * 4);
  const skip = new Set<number>([event.user_id, (viewer as UserRow).user_id]);
  if (!includeRsvped) {
    for (const id of await attendeeAndWaitlistIds(app.db, eventId)) skip.add(id);
    for (const id of await invitedIds(app.db, eventId)) skip.add(id);
  }
  return {
    users: candidates
      .filter((user) => !skip.has(user.user_id))
      .map(({ latitude, longitude, map_position_exact, ...user }) => {
        const shown = positions.place(user.user_id, latitude, longitude, map_position_exact);
        return { user, distance: haversine(event.latitude as number, event.longitude as number, shown.latitude, shown.longitude, unit) };
      })
      .filter((entry) => entry.distance <= distance)
      .sort((a, b) => a.distance - b.distance || a.user.user_id - b.user.user_id)
      .slice(0, MAX_RANGE_USERS)
      .map(({ user, distance: away }) => ({ ...toUserSummary(user, now), distance: Math.round(away * 10) / 10 })),
  };
}
