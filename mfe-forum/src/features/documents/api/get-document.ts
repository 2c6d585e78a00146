import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { PostResponse, ThreadListResponse, ThreadPrefix } from '@trailhead/shared-kernel/types';

/** GET /posts/{id}: the legacy post URL (…/post-{id}/) names a post; its thread and page come with it. */
export const postQuery = (postId: number) => apiQueryOptions<PostResponse>(`/posts/${postId}`);

export const usePost = (postId: number | null) => useQuery({ ...postQuery(postId ?? 0), enabled: postId !== null });

/** GET /threads: the discussion list document. */
export const discussionListQuery = (query: { thread_type?: string; thread_prefix_id?: number; page: number }) => apiQueryOptions<ThreadListResponse>('/threads', query);

export const useDiscussionList = (query: { thread_type?: string; thread_prefix_id?: number; page: number }) => useQuery(discussionListQuery(query));

export const threadPrefixesQuery = () => apiQueryOptions<{ prefixes: ThreadPrefix[] }>('/thread-prefixes');

export const useThreadPrefixes = () => useQuery(threadPrefixesQuery());
