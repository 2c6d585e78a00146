import type { LeaderboardEntry, LeaderboardName, UserSummary } from '@trailhead/shared-kernel/types';
import { formatCount } from '@trailhead/shared-kernel/ui';

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

/** A staff member's role as the site names it (admins first: an admin may also moderate). */
export function staffRole(user: Pick<UserSummary, 'is_admin' | 'is_moderator' | 'is_staff'>): string {
  if (user.is_admin) return 'Administrator';
  if (user.is_moderator) return 'Moderator';
  return 'Staff';
}

/** What a board ranks its members by, written out: messages, reaction score, trophy points, the age they turn today, or a staff member's role. */
export function leaderboardValue(board: LeaderboardName, entry: Pick<LeaderboardEntry, 'value' | 'User'>): string {
  const value = entry.value ?? 0;
  switch (board) {
    case 'most-messages':
      return plural(value, 'message', 'messages');
    case 'highest-score':
      return `Reaction score ${formatCount(value)}`;
    case 'most-points':
      return plural(value, 'trophy point', 'trophy points');
    case 'birthday':
      // The age is null when the member hides their year of birth.
      return entry.value === null ? 'Birthday today' : `Turns ${entry.value} today`;
    case 'staff':
      return staffRole(entry.User);
  }
}
