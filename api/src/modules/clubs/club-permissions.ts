// Who may do what with clubs (spec §5 "Creating a club requires sg_can_add_group", §6 club roles
// and access), decided on the server in this one place. The same rules fill the viewer fields of a
// club (can_join, can_admin, can_post, join_refusal), so a page never offers what the API refuses.
//
// Rules:
// - Seeing a club: an approved club, anyone. A pending or rejected club only its owner and
//   moderators/admins; to anyone else it does not exist (404 'no club details found').
// - Registering (POST /clubs, sg_can_add_group): a logged-in member with a valid account who is a
//   paid member or staff. New clubs wait for review (club_state pending).
// - Reviewing (GET /clubs/review, POST /clubs/{id}/review): site moderators and admins.
// - Running a club (the Admin tab, POST /clubs/{id}, members with their states, ban, lift a ban,
//   remove a member): the club's owner, site admins and super moderators (a moderator who is not
//   a content moderator). Nobody bans or removes the owner.
// - Joining: a logged-in member whose account is complete (status valid), who is not in the club,
//   to an approved club. An incomplete account (account_incomplete, not_valid: spec §4 "join modal
//   shows an incomplete-account message if status incomplete", §6 "incomplete profile gives limited
//   club access") is told why instead; a blocked account is refused; a member banned from the club
//   stays banned.
// - Leaving: a member in state valid who is not the owner. A banned member cannot leave (the ban
//   would be lost by joining again).
// - Taking part (club discussions: start and reply; club events: host and RSVP): club members in
//   state valid with a valid account, and site moderators and admins, once the club is approved
//   (nobody before). A banned member and an incomplete account read what a visitor reads (limited
//   access) but take no part.
import { CLUB_MESSAGES } from '@trailhead/shared-kernel/constants';
import type { ClubMemberState, ClubRow } from '../../db/tables/events-clubs.table';
import type { UserRow } from '../../db/tables/users.table';
import type { AccessRule } from '../../http/access';
import { accountBlocked } from '../../http/access';
import { ApiError, notFound, notLoggedIn } from '../../http/api-error';
import { nowSeconds } from '../../clock';
import { benefitsOf } from '../membership/membership';


export type ClubViewerUser = Pick<UserRow, 'user_id' | 'account_state' | 'is_admin' | 'is_moderator' | 'is_staff' | 'is_content_moderator' | 'membership_code' | 'membership_expires_at'>;
export type ClubForRules = Pick<ClubRow, 'owner_user_id' | 'club_state'>;

const isBlocked = (user: ClubViewerUser) => user.account_state === 'banned' || user.account_state === 'disabled';
/** Site moderators and admins (staff who moderate). */
export const isSiteModerator = (user: ClubViewerUser | null): boolean =>
  user !== null && !isBlocked(user) && (Boolean(user.is_admin) || Boolean(user.is_moderator));
/** Spec §6: a moderator who is not a content moderator. */
const isSuperModerator = (user: ClubViewerUser) => Boolean(user.is_moderator) && !user.is_content_moderator;

export const clubNotFound = () => notFound(CLUB_MESSAGES.notFound);

/** Spec §4, §6: an account not complete yet (account_incomplete, not_valid) has limited club access. */
export function clubProfileIncomplete(user: ClubViewerUser): boolean {
  return user.account_state !== 'valid';
}

/** May this viewer see the club at all (its page, tabs and calls)? Otherwise it answers 404. */
export function canSeeClub(user: ClubViewerUser | null, club: ClubForRules): boolean {
  if (club.club_state === 'approved') return true;
  return user !== null && (user.user_id === club.owner_user_id || isSiteModerator(user));
}

/** Why this member may not register a club (sg_can_add_group), or null. */
export function registerRefusal(user: ClubViewerUser | null): ApiError | null {
  if (!user) return notLoggedIn();
  if (isBlocked(user)) return accountBlocked();
  if (clubProfileIncomplete(user)) return new ApiError(403, 'account_not_valid', CLUB_MESSAGES.registerInvalidAccount);
  if (!benefitsOf(user, nowSeconds()).hosting && !user.is_admin && !user.is_moderator && !user.is_staff) {
    return new ApiError(403, 'paid_membership_required', CLUB_MESSAGES.registerPaidOnly);
  }
  return null;
}

/** POST /clubs. */
export const CLUB_REGISTRAR: AccessRule = { name: 'club-registrar', refusal: registerRefusal };

/** GET /clubs/review, POST /clubs/{id}/review. */
export const CLUB_REVIEWER: AccessRule = {
  name: 'club-reviewer',
  refusal: (user) => {
    if (!user) return notLoggedIn();
    if (isBlocked(user)) return accountBlocked();
    return isSiteModerator(user) ? null : new ApiError(403, 'not_club_reviewer', CLUB_MESSAGES.notReviewer);
  },
};

/** The owner, site admins and super moderators: the Admin tab and the admin calls. */
export function canAdminClub(user: ClubViewerUser | null, club: ClubForRules): boolean {
  if (!user || isBlocked(user)) return false;
  return user.user_id === club.owner_user_id || Boolean(user.is_admin) || isSuperModerator(user);
}

export function adminRefusal(user: ClubViewerUser | null, club: ClubForRules): ApiError | null {
  if (!user) return notLoggedIn();
  if (isBlocked(user)) return accountBlocked();
  return canAdminClub(user, club) ? null : new ApiError(403, 'not_club_admin', CLUB_MESSAGES.notAdmin);
}

/** Why this viewer may not join now, or null. `state`: their membership (undefined: none). */
export function joinRefusal(user: ClubViewerUser | null, club: ClubForRules, state: ClubMemberState | undefined): ApiError | null {
  if (!user) return notLoggedIn();
  if (isBlocked(user)) return accountBlocked();
  if (state === 'banned') return new ApiError(403, 'club_banned', CLUB_MESSAGES.banned);
  if (state === 'valid') return new ApiError(409, 'already_joined', CLUB_MESSAGES.alreadyJoined);
  if (clubProfileIncomplete(user)) return new ApiError(403, 'account_incomplete', CLUB_MESSAGES.accountIncomplete);
  if (club.club_state !== 'approved') return new ApiError(409, 'club_not_approved', CLUB_MESSAGES.notApproved);
  return null;
}

export function leaveRefusal(user: ClubViewerUser | null, club: ClubForRules, state: ClubMemberState | undefined): ApiError | null {
  if (!user) return notLoggedIn();
  if (isBlocked(user)) return accountBlocked();
  if (state === 'banned') return new ApiError(403, 'club_banned', CLUB_MESSAGES.banned);
  if (state !== 'valid') return new ApiError(409, 'not_joined', CLUB_MESSAGES.notJoined);
  if (user.user_id === club.owner_user_id) return new ApiError(409, 'owner_cannot_leave', CLUB_MESSAGES.ownerCannotLeave);
  return null;
}

/** Why this viewer may not take part (discussions, club events), or null. */
export function participationRefusal(user: ClubViewerUser | null, club: ClubForRules, state: ClubMemberState | undefined): ApiError | null {
  if (!user) return notLoggedIn();
  if (isBlocked(user)) return accountBlocked();
  // Nobody, moderators included: what is written in a club shows in the site's lists, and a club
  // waiting for review is not public yet.
  if (club.club_state !== 'approved') return new ApiError(409, 'club_not_approved', CLUB_MESSAGES.notApproved);
  if (isSiteModerator(user)) return null;
  if (state === 'banned') return new ApiError(403, 'club_banned', CLUB_MESSAGES.banned);
  if (clubProfileIncomplete(user)) return new ApiError(403, 'account_incomplete', CLUB_MESSAGES.accountIncomplete);
  if (state !== 'valid' && user.user_id !== club.owner_user_id) return new ApiError(403, 'not_club_member', CLUB_MESSAGES.notMember);
  return null;
}

/** Ban, lift a ban, remove: never the owner. */
export function memberActionRefusal(club: ClubForRules, targetUserId: number): ApiError | null {
  return targetUserId === club.owner_user_id ? new ApiError(409, 'cannot_ban_owner', CLUB_MESSAGES.cannotBanOwner) : null;
}
