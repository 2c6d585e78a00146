import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { SmiliesResponse } from '@trailhead/shared-kernel/types';

/** GET /smilies: fetched once, when a writer first opens the picker. */
export const smiliesQuery = () => apiQueryOptions<SmiliesResponse>('/smilies');

export function useSmilies() {
  return useQuery(smiliesQuery());
}
