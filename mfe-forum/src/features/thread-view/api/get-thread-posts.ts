import { useApiQuery } from '@trailhead/shared-kernel/query';
import type { ThreadPostsResponse } from '@trailhead/shared-kernel/types';

export function useThreadPosts(threadId: number, page: number) {
  return useApiQuery<ThreadPostsResponse>(`/threads/${threadId}/posts`, { page });
}
