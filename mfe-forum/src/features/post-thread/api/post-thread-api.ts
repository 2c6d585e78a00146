import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { DiscussionType, ForumResponse, ThreadPrefix } from '@trailhead/shared-kernel/types';

export const forumQuery = (nodeId: number) => apiQueryOptions<ForumResponse>(`/forums/${nodeId}`);
export const useForum = (nodeId: number | null) => useQuery({ ...forumQuery(nodeId ?? 0), enabled: nodeId !== null });

export const threadPrefixesQuery = (threadType: DiscussionType) => apiQueryOptions<{ prefixes: ThreadPrefix[] }>('/thread-prefixes', { thread_type: threadType });
export const useThreadPrefixes = (threadType: DiscussionType) => useQuery(threadPrefixesQuery(threadType));
