import { useApiQuery } from '@trailhead/shared-kernel/query';
import type { LatestUsersResponse } from '@trailhead/shared-kernel/types';

export function useLatestMembers() {
  return useApiQuery<LatestUsersResponse>('/users/latest');
}
