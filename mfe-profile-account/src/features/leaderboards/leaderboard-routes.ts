import type { LeaderboardName } from '@trailhead/shared-kernel/types';

/**
 * Spec §2 member list sub-routes, spelled exactly as the spec spells them, and the leaderboard
 * (GET /users/leaderboard/{board}) each one shows.
 */
export const LEADERBOARD_ROUTES: readonly { path: string; board: LeaderboardName }[] = [
  { path: '/members/most-messages', board: 'most-messages' },
  { path: '/members/heighest-reaction-score', board: 'highest-score' },
  { path: '/members/most-points', board: 'most-points' },
  { path: '/members/todays-birthdays', board: 'birthday' },
  { path: '/members/staff-memebers', board: 'staff' },
];

export function boardForPath(pathname: string): LeaderboardName | null {
  const path = pathname.replace(/\/+$/, '');
  return LEADERBOARD_ROUTES.find((route) => route.path === path)?.board ?? null;
}
