// Who may do what with events (spec §5 "Creating an event requires can_create_events", §6 paid
// members' priority access and hosting), decided on the server. The same rules fill the viewer
// state of GET /events/{id} (can_rsvp, can_edit…) and refuse the writes, so the page never offers
// what the API would refuse.
//
// Rules:
// - Hosting (POST /events): a logged-in member with a valid account who is a paid member or staff
//   (can_create_events). A free member is told why: hosting is a paid-membership benefit.
// - Organising (edit, invite, change the RSVP limit, see who is invited): the member who created the
//   event, the members named on it as organizer or admin, and moderators and admins of the site.
// - Cancelling: the organisers as above, and moderators and admins.
// - Seeing an event: visibility 'everyone' anyone; 'members' logged-in members; 'followed' the
//   members the creator follows; 'none' only its organisers. Organisers and staff always see it.
// - RSVP: a logged-in member whose account is not blocked, to an event that is neither cancelled
//   nor over, before its registration deadline; during a members-first window only paid members
//   and staff. A full event puts the member on the waitlist instead.
import type { EventVisibility } from '@trailhead/shared-kernel/types';
import type { EventRow } from '../../db/tables/events-clubs.table';
import type { UserRow } from '../../db/tables/users.table';
import type { AccessRule } from '../../http/access';
import { ApiError, notLoggedIn } from '../../http/api-error';
import { accountBlocked } from '../../http/access';
import { isStaffMember } from '../users/user-mapper';
import { nowSeconds } from '../../clock';
import { hasPaidMembership } from '../membership/membership';

export const EVENT_MESSAGES = {
  notFound: 'no event found',
  hostPaidOnly: 'Hosting meetups, trips and rides is a benefit of paid membership. Upgrade your membership to create events.',
  hostInvalidAccount: 'Please complete and confirm your account before you create events.',
  notOrganiser: 'Only the organisers of this event can do that.',
  cancelled: 'This event has been cancelled.',
  over: 'This event is over.',
  registrationClosed: 'Registration for this event has closed.',
  membersFirst: 'Paid members RSVP first: RSVP opens for everyone later.',
  rsvpNotSet: 'rsvp not set',
  noUsersInvited: 'no users invited',
  noInviteSent: 'no invite sent',
} as const;

export type EventViewerUser = Pick<UserRow, 'user_id' | 'account_state' | 'is_admin' | 'is_moderator' | 'is_staff' | 'membership_code' | 'membership_expires_at'>;

/** Who is named on an event, as far as the rules care. */
export interface EventPeopleIds {
  organizers: number[];
  admins: number[];
}

export type EventForRules = Pick<EventRow, 'user_id' | 'is_cancelled' | 'end_date' | 'start_date' | 'registration_deadline' | 'members_first_until'> & {
  visibility: EventVisibility;
};

const isStaff = (user: EventViewerUser | null) => user !== null && (Boolean(user.is_admin) || Boolean(user.is_moderator) || isStaffMember(user));
const isBlocked = (user: EventViewerUser) => user.account_state === 'banned' || user.account_state === 'disabled';

/** Paid members and staff: hosting and members-first RSVP. */
export function isPaidOrStaff(user: EventViewerUser | null): boolean {
  return user !== null && (hasPaidMembership(user, nowSeconds()) || isStaff(user));
}

/** Why this member may not create events, or null when they may (can_create_events). */
export function hostRefusal(user: EventViewerUser | null): ApiError | null {
  if (!user) return notLoggedIn();
  if (isBlocked(user)) return accountBlocked();
  if (user.account_state !== 'valid') return new ApiError(403, 'account_not_valid', EVENT_MESSAGES.hostInvalidAccount);
  if (!isPaidOrStaff(user)) return new ApiError(403, 'paid_membership_required', EVENT_MESSAGES.hostPaidOnly);
  return null;
}

/** POST /events: paid members and staff with a valid account. */
export const HOST: AccessRule = { name: 'event-host', refusal: hostRefusal };

/** The creator, its named organizers and admins, and site moderators and admins. */
export function isOrganiser(user: EventViewerUser | null, event: Pick<EventRow, 'user_id'>, people: EventPeopleIds): boolean {
  if (!user || isBlocked(user)) return false;
  return isStaff(user) || event.user_id === user.user_id || people.organizers.includes(user.user_id) || people.admins.includes(user.user_id);
}

/** Edit, invite, change the limit, see the invited: 403 unless an organiser. */
export function organiserRefusal(user: EventViewerUser | null, event: Pick<EventRow, 'user_id'>, people: EventPeopleIds): ApiError | null {
  if (!user) return notLoggedIn();
  if (isBlocked(user)) return accountBlocked();
  return isOrganiser(user, event, people) ? null : new ApiError(403, 'not_event_organiser', EVENT_MESSAGES.notOrganiser);
}

/**
 * May this viewer see the event at all? `followsViewer`: the creator follows the viewer (only
 * asked for 'followed' events). An event the viewer may not see answers 404 'no event found'.
 */
export function canSee(user: EventViewerUser | null, event: EventForRules, people: EventPeopleIds, followsViewer: boolean): boolean {
  if (isOrganiser(user, event, people)) return true;
  switch (event.visibility) {
    case 'everyone':
      return true;
    case 'members':
      return user !== null;
    case 'followed':
      return user !== null && followsViewer;
    default:
      return false;
  }
}

export interface RsvpRule {
  refusal: ApiError | null;
  /** During a members-first window, when a free member may RSVP. */
  opensAt: number | null;
}

/** Why this member may not RSVP now (attend 1), or null; withdrawing (attend 0) is always allowed to one who is in. */
export function rsvpRule(user: EventViewerUser | null, event: EventForRules, now: number): RsvpRule {
  if (!user) return { refusal: notLoggedIn(), opensAt: null };
  if (isBlocked(user)) return { refusal: accountBlocked(), opensAt: null };
  if (event.is_cancelled) return { refusal: new ApiError(409, 'event_cancelled', EVENT_MESSAGES.cancelled), opensAt: null };
  if (event.end_date < now) return { refusal: new ApiError(409, 'event_over', EVENT_MESSAGES.over), opensAt: null };
  if (event.registration_deadline !== null && event.registration_deadline < now) {
    return { refusal: new ApiError(409, 'registration_closed', EVENT_MESSAGES.registrationClosed), opensAt: null };
  }
  if (event.members_first_until !== null && now < event.members_first_until && !isPaidOrStaff(user)) {
    return { refusal: new ApiError(403, 'members_first', EVENT_MESSAGES.membersFirst), opensAt: event.members_first_until };
  }
  return { refusal: null, opensAt: null };
}
