import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { ThreadPostsResponse } from '@trailhead/shared-kernel/types';

/** GET /threads/{id}/posts: a page of the event's discussion thread. */
export const eventPostsQuery = (threadId: number, page: number) => apiQueryOptions<ThreadPostsResponse>(`/threads/${threadId}/posts`, { page });

export const useEventPosts = (threadId: number, page: number) => useQuery(eventPostsQuery(threadId, page));
