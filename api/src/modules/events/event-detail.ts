// GET /events/{id} and the answer of every write on one event: the event with everything its form
// holds, the people named on it, and where the viewer stands (computed with the rules of
// event-permissions.ts, so the page offers exactly what the API would accept).
import type { EventDetail, EventResponse, EventViewerState, UserSummary } from '@trailhead/shared-kernel/types';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { UserRow } from '../../db/tables/users.table';
import { notFound, type ApiError } from '../../http/api-error';
import { loadClubAccess, seesClub, type ClubAccess } from '../clubs/club-events.access';
import { participationRefusal, type ClubViewerUser } from '../clubs/club-permissions';
import { threadUrl } from '../../view-urls';
import { toUserSummary, type SummaryFields } from '../users/user-mapper';
import { loadUserSummaries } from '../users/users.repository';
import { cachedEvent } from './events-cache';
import { toRecurrence, toTrailEvent } from './event-mapper';
import { canSee, EVENT_MESSAGES, isOrganiser, rsvpRule, type EventPeopleIds, type EventViewerUser } from './event-permissions';
import {
  findEvent,
  findSeries,
  follows,
  loadEventPeople,
  threadSlug,
  viewerRsvp,
  type EventListRow,
  type EventPersonRow,
  type EventScope,
} from './events.repository';

/** 404 'no event found': no such event, or one the viewer may not see. */
export const eventNotFound = () => notFound(EVENT_MESSAGES.notFound);

export function icsUrl(eventId: number): string {
  return `/api/events/${eventId}/calendar.ics`;
}

export function peopleIds(people: Pick<EventPersonRow, 'role' | 'user_id'>[]): EventPeopleIds {
  return {
    organizers: people.filter((p) => p.role === 'organizer').map((p) => p.user_id),
    admins: people.filter((p) => p.role === 'admin').map((p) => p.user_id),
  };
}

/** The list query's form of canSee for this viewer (see EventScope). */
export function scopeOf(viewer: EventViewerUser | null): EventScope {
  if (!viewer) return { everything: false, viewerId: null, mayOrganise: false };
  const blocked = viewer.account_state === 'banned' || viewer.account_state === 'disabled';
  // Staff see every event (canSee through isOrganiser): a staff-only event owned by nobody else included.
  const staff = !blocked && isOrganiser(viewer, { user_id: -1 }, { organizers: [], admins: [] });
  return { everything: staff, viewerId: viewer.user_id, mayOrganise: !blocked };
}

/** The club of a club event and where the viewer stands in it (undefined for other events). */
async function clubOf(db: Kysely<Database>, event: Pick<EventListRow, 'club_id'>, viewer: ClubViewerUser | null): Promise<ClubAccess | undefined> {
  return event.club_id === null ? undefined : loadClubAccess(db, event.club_id, viewer);
}

/**
 * May this viewer see this event (with the people named on it)? A club event also needs its club
 * to be one the viewer may see (clubs/club-permissions.ts canSeeClub).
 */
async function mayView(
  db: Kysely<Database>,
  viewer: UserRow | null,
  event: EventListRow,
  ids: EventPeopleIds,
  club: ClubAccess | undefined,
): Promise<boolean> {
  if (event.club_id !== null && !seesClub(club, viewer)) return false;
  const followsViewer = event.visibility === 'followed' && viewer !== null && (await follows(db, event.user_id, viewer.user_id));
  return canSee(viewer, event, ids, followsViewer);
}

/** The event if this viewer may see it (404 'no event found' otherwise), with its people. */
export async function loadVisibleEvent(
  db: Kysely<Database>,
  eventId: number,
  viewer: UserRow | null,
): Promise<{ event: EventListRow; people: EventPersonRow[]; ids: EventPeopleIds; club?: ClubAccess } | null> {
  const event = await findEvent(db, eventId);
  if (!event) return null;
  const people = await loadEventPeople(db, [eventId]);
  const ids = peopleIds(people);
  const club = await clubOf(db, event, viewer);
  if (!(await mayView(db, viewer, event, ids, club))) return null;
  return { event, people, ids, club };
}

/** Why this viewer may not RSVP to a club event on top of the event's own rules (not a member…), or null. */
export function clubRsvpRefusal(viewer: ClubViewerUser | null, club: ClubAccess | undefined): ApiError | null {
  return club ? participationRefusal(viewer, club.club, club.state) : null;
}

function viewerState(
  viewer: EventViewerUser | null,
  event: EventListRow,
  ids: EventPeopleIds,
  rsvp: { attending: boolean; waitlist_position: number | null; invited: boolean },
  now: number,
  clubRefusal: ApiError | null,
): EventViewerState {
  const own = rsvpRule(viewer, event, now);
  const rule = own.refusal === null && clubRefusal !== null ? { refusal: clubRefusal, opensAt: null } : own;
  const organiser = isOrganiser(viewer, event, ids);
  return {
    rsvp: rsvp.attending ? 'attending' : rsvp.waitlist_position !== null ? 'waitlisted' : 'none',
    waitlist_position: rsvp.attending ? null : rsvp.waitlist_position,
    can_rsvp: rule.refusal === null,
    rsvp_refusal: rule.refusal?.message ?? null,
    rsvp_opens_at: rule.opensAt,
    can_edit: organiser,
    can_cancel: organiser && !event.is_cancelled,
    can_invite: organiser && !event.is_cancelled && event.end_date >= now,
    is_invited: rsvp.invited,
  };
}

/** What every viewer of an event sees alike: the row, the people named on it, and the page without the viewer's part. */
interface SharedEvent {
  event: EventListRow;
  ids: EventPeopleIds;
  page: Omit<EventDetail, 'viewer'>;
}

async function loadSharedEvent(db: Kysely<Database>, eventId: number, now: number): Promise<SharedEvent | undefined> {
  const event = await findEvent(db, eventId);
  if (!event) return undefined;
  const people = await loadEventPeople(db, [eventId]);
  const [users, series, slug] = await Promise.all([
    loadUserSummaries(db, [event.user_id, ...people.map((p) => p.user_id)]),
    event.series_id !== null ? findSeries(db, event.series_id) : Promise.resolve(undefined),
    event.thread_id !== null ? threadSlug(db, event.thread_id) : Promise.resolve(undefined),
  ]);
  const summary = (userId: number): UserSummary | null => {
    const fields = users.get(userId);
    return fields ? toUserSummary(fields, now) : null;
  };
  const withRole = (role: EventPersonRow['role']) =>
    people.filter((p) => p.role === role).map((p) => summary(p.user_id)).filter((u): u is UserSummary => u !== null);
  const page = {
    ...toTrailEvent(event, users.get(event.user_id) as SummaryFields, now),
    terrain_type: event.terrain_type,
    difficulty_level: event.difficulty_level,
    distance: event.distance,
    distance_unit: event.distance_unit,
    communication_channel: event.communication_channel,
    tickets_url: event.tickets_url,
    visibility: event.visibility,
    recurrence: series ? toRecurrence(series) : null,
    organizers: withRole('organizer'),
    sponsors: withRole('sponsor'),
    officials: people
      .filter((p) => p.role === 'official')
      .flatMap((p) => {
        const user = summary(p.user_id);
        return user ? [{ ...user, official_type: p.official_type ?? '' }] : [];
      }),
    admins: withRole('admin'),
    thread_id: slug !== undefined ? event.thread_id : null,
    thread_view_url: slug !== undefined && event.thread_id !== null ? threadUrl(slug, event.thread_id) : null,
    cancel_reason: event.cancel_reason,
    cancelled_at: event.cancelled_at,
    ics_url: icsUrl(event.event_id),
  };
  return { event, ids: peopleIds(people), page };
}

const NO_RSVP = { attending: false, waitlist_position: null, invited: false };

/**
 * The whole event as `viewer` sees it, or null when there is no such event or the viewer may not
 * see it (both answer 404 'no event found'). `shared`: the part every viewer sees alike may come
 * from the few-seconds cache (events-cache.ts); a write's own answer reads it fresh.
 */
export async function loadEventDetail(
  db: Kysely<Database>,
  eventId: number,
  viewer: UserRow | null,
  now: number,
  options: { shared?: boolean } = {},
): Promise<EventDetail | null> {
  const load = () => loadSharedEvent(db, eventId, now);
  const shared = options.shared ? await cachedEvent(db, eventId, load) : await load();
  if (!shared) return null;
  const club = await clubOf(db, shared.event, viewer);
  if (!(await mayView(db, viewer, shared.event, shared.ids, club))) return null;
  const rsvp = viewer ? await viewerRsvp(db, eventId, viewer.user_id) : NO_RSVP;
  return { ...shared.page, viewer: viewerState(viewer, shared.event, shared.ids, rsvp, now, clubRsvpRefusal(viewer, club)) };
}

/** EventResponse: the answer of GET /events/{id} and of every write on one event. */
export async function eventResponse(
  db: Kysely<Database>,
  eventId: number,
  viewer: UserRow | null,
  now: number,
  options: { shared?: boolean } = {},
): Promise<EventResponse> {
  const event = await loadEventDetail(db, eventId, viewer, now, options);
  if (!event) throw eventNotFound();
  return { event };
}
