import { useApiQuery } from '@trailhead/shared-kernel/query';
import type { ForumThreadsResponse } from '@trailhead/shared-kernel/types';
import { filtersToApiQuery, type ThreadListFilters } from '../thread-list-filters';

export function useForumThreads(nodeId: number, page: number, filters: ThreadListFilters) {
  return useApiQuery<ForumThreadsResponse>(`/forums/${nodeId}/threads`, filtersToApiQuery(filters, page));
}
