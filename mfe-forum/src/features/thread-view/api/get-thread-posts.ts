import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { ThreadPostsResponse } from '@trailhead/shared-kernel/types';

/** GET /threads/{id}/posts: a page of the thread with the thread itself; the document resolver asks the same (one request). */
export const threadPostsQuery = (threadId: number, page: number) => apiQueryOptions<ThreadPostsResponse>(`/threads/${threadId}/posts`, { page });

export const useThreadPosts = (threadId: number, page: number) => useQuery(threadPostsQuery(threadId, page));
