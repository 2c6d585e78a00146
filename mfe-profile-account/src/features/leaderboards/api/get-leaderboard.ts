import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { LeaderboardName, LeaderboardOverviewResponse, LeaderboardResponse } from '@trailhead/shared-kernel/types';

/** GET /users/leaderboard/{board} {page}: ranked members (birthdays in the viewer's time zone, the API decides). */
export const leaderboardQuery = (board: LeaderboardName, page: number) => apiQueryOptions<LeaderboardResponse>(`/users/leaderboard/${board}`, { page });

export const useLeaderboard = (board: LeaderboardName, page: number) => useQuery(leaderboardQuery(board, page));

/** GET /users/leaderboard/overview: the first 5 of each board. */
export const leaderboardOverviewQuery = () => apiQueryOptions<LeaderboardOverviewResponse>('/users/leaderboard/overview');

export const useLeaderboardOverview = () => useQuery(leaderboardOverviewQuery());
