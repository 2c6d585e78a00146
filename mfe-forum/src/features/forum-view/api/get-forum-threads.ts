import { useApiQuery } from '@trailhead/shared-kernel/query';
import type { ForumThreadsResponse } from '@trailhead/shared-kernel/types';

export function useForumThreads(nodeId: number, page: number) {
  return useApiQuery<ForumThreadsResponse>(`/forums/${nodeId}/threads`, { page });
}
