import { useApiQuery } from '@trailhead/shared-kernel/query';
import type { PostResponse, ThreadListResponse, ThreadPostsResponse, ThreadPrefix } from '@trailhead/shared-kernel/types';

/** The same request (and cache entry) as the thread page's: it tells which kind of thread a URL names. */
export const useThreadDocument = (threadId: number, page: number) => useApiQuery<ThreadPostsResponse>(`/threads/${threadId}/posts`, { page });

export const usePost = (postId: number | null) => useApiQuery<PostResponse>(postId ? `/posts/${postId}` : null);

export const useDiscussionList = (query: { thread_type?: string; thread_prefix_id?: number; page: number }) => useApiQuery<ThreadListResponse>('/threads', query);

export const useThreadPrefixes = () => useApiQuery<{ prefixes: ThreadPrefix[] }>('/thread-prefixes');
