// Why a viewer may not host a club event, in words (the API decides with participationRefusal in
// clubs/club-permissions.ts and says the same things when asked to save one).
import { isLoggedIn, type SessionState } from '@trailhead/shared-kernel/bus';
import type { Club } from '@trailhead/shared-kernel/types';

export const HOST_LOGIN = 'Log in as a member of this club to host its events.';
export const HOST_BANNED = 'You have been banned from this club, so you cannot host its events.';
export const HOST_INCOMPLETE = 'Your account is incomplete: complete your profile and confirm your e-mail address to take part in clubs.';
export const HOST_PENDING = 'This club is waiting for review: its members can host events once a moderator has approved it.';
/** The API's own words for a non-member (CLUB_MESSAGES.notMember). */
export const HOST_NOT_MEMBER = 'Only members of this club can take part in it. Join the club first.';

/** null when the viewer may host (club.can_post: a member in state valid, or a moderator). */
export function hostRefusal(club: Pick<Club, 'can_post' | 'member_state' | 'club_state'>, session: SessionState): string | null {
  if (club.can_post) return null;
  if (!isLoggedIn(session)) return HOST_LOGIN;
  if (club.member_state === 'banned') return HOST_BANNED;
  const status = session.status?.status;
  if (status === 'account_incomplete' || status === 'not_valid') return HOST_INCOMPLETE;
  if (club.club_state !== 'approved') return HOST_PENDING;
  return HOST_NOT_MEMBER;
}
