import type { LeaderboardName } from '@trailhead/shared-kernel/types';

export interface LeaderboardRoute {
  path: string;
  board: LeaderboardName;
  /** The page's heading and the members menu's tab. */
  title: string;
  /** What an empty board says. */
  empty: string;
}

/**
 * Spec §2 member list sub-routes, spelled exactly as the spec spells them, and the leaderboard
 * (GET /users/leaderboard/{board}) each one shows.
 */
export const LEADERBOARD_ROUTES: readonly LeaderboardRoute[] = [
  { path: '/members/most-messages', board: 'most-messages', title: 'Most messages', empty: 'No members have posted yet.' },
  { path: '/members/heighest-reaction-score', board: 'highest-score', title: 'Highest reaction score', empty: 'No members have received reactions yet.' },
  { path: '/members/most-points', board: 'most-points', title: 'Most points', empty: 'No members have trophy points yet.' },
  { path: '/members/todays-birthdays', board: 'birthday', title: "Today's birthdays", empty: 'No birthdays today.' },
  { path: '/members/staff-memebers', board: 'staff', title: 'Staff members', empty: 'No staff members found.' },
];

export function boardForPath(pathname: string): LeaderboardName | null {
  const path = pathname.replace(/\/+$/, '');
  return LEADERBOARD_ROUTES.find((route) => route.path === path)?.board ?? null;
}

/** The route of a board (its path, title and empty text). */
export function routeOfBoard(board: LeaderboardName): LeaderboardRoute {
  return LEADERBOARD_ROUTES.find((route) => route.board === board) ?? LEADERBOARD_ROUTES[0];
}
