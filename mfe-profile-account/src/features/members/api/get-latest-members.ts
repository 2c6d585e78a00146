import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { LatestUsersResponse } from '@trailhead/shared-kernel/types';

export const latestMembersQuery = () => apiQueryOptions<LatestUsersResponse>('/users/latest');

export const useLatestMembers = () => useQuery(latestMembersQuery());
