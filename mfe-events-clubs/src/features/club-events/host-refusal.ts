// Why a viewer may not host a club event, in words (the API decides with participationRefusal in
// clubs/club-permissions.ts and says the same things when asked to save one).
import { isLoggedIn, type SessionState } from '@trailhead/shared-kernel/bus';
import { CLUB_MESSAGES } from '@trailhead/shared-kernel/constants';
import type { Club } from '@trailhead/shared-kernel/types';

export const HOST_LOGIN = 'Log in as a member of this club to host its events.';
export const HOST_BANNED = 'You have been banned from this club, so you cannot host its events.';
export const HOST_PENDING = 'This club is waiting for review: its members can host events once a moderator has approved it.';

/** null when the viewer may host (club.can_post: a member in state valid, or a moderator). */
export function hostRefusal(club: Pick<Club, 'can_post' | 'member_state' | 'club_state'>, session: SessionState): string | null {
  if (club.can_post) return null;
  if (!isLoggedIn(session)) return HOST_LOGIN;
  if (club.member_state === 'banned') return HOST_BANNED;
  const status = session.status?.status;
  if (status === 'account_incomplete' || status === 'not_valid') return CLUB_MESSAGES.accountIncomplete;
  if (club.club_state !== 'approved') return HOST_PENDING;
  return CLUB_MESSAGES.notMember;
}
