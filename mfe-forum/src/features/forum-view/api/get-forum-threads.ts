import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { ForumThreadsResponse } from '@trailhead/shared-kernel/types';
import { filtersToApiQuery, type ThreadListFilters } from '../thread-list-filters';

/** GET /forums/{id}/threads with the list's sort, date and starter filters. */
export const forumThreadsQuery = (nodeId: number, page: number, filters: ThreadListFilters) =>
  apiQueryOptions<ForumThreadsResponse>(`/forums/${nodeId}/threads`, filtersToApiQuery(filters, page));

export const useForumThreads = (nodeId: number, page: number, filters: ThreadListFilters) => useQuery(forumThreadsQuery(nodeId, page, filters));
