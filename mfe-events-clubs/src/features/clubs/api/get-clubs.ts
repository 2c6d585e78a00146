import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { ClubsResponse } from '@trailhead/shared-kernel/types';

/** GET /clubs/ with the spec's list defaults (sortBy last_activity, sortOrder asc). */
export const clubsQuery = (page: number) => apiQueryOptions<ClubsResponse>('/clubs/', { page, sortBy: 'last_activity', sortOrder: 'asc' });

export const useClubs = (page: number) => useQuery(clubsQuery(page));
