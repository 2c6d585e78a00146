import { CLUB_MESSAGES, POSTING_MESSAGES } from '@trailhead/shared-kernel/constants';
import type { ClubDetail } from '@trailhead/shared-kernel/types';

// The API's own texts: the page says why before the member tries; the API refuses the same people
// with the same words.

/**
 * Why this viewer may not start or answer the club's discussions, or null when they may (club
 * members in state valid and moderators: club.can_post). The club's join refusal says what the
 * viewer has to do first (an incomplete account, a club waiting for review).
 */
export function clubPostRefusal(club: Pick<ClubDetail, 'can_post' | 'member_state' | 'join_refusal'>, loggedIn: boolean): string | null {
  if (club.can_post) return null;
  if (!loggedIn) return POSTING_MESSAGES.login;
  if (club.member_state === 'banned') return CLUB_MESSAGES.banned;
  return club.join_refusal ?? CLUB_MESSAGES.notMember;
}
