import { useApiQuery } from '@trailhead/shared-kernel/query';
import type { ClubsResponse } from '@trailhead/shared-kernel/types';

/** GET /clubs/ with the spec's list defaults (sortBy last_activity, sortOrder asc). */
export function useClubs(page: number) {
  return useApiQuery<ClubsResponse>('/clubs/', { page, sortBy: 'last_activity', sortOrder: 'asc' });
}
