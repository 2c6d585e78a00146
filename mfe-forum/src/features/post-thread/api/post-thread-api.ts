import { useApiQuery } from '@trailhead/shared-kernel/query';
import type { DiscussionType, ForumResponse, NodesResponse, ThreadPrefix } from '@trailhead/shared-kernel/types';

export function useForum(nodeId: number | null) {
  return useApiQuery<ForumResponse>(nodeId === null ? null : `/forums/${nodeId}`);
}

export function useForumNodes(enabled: boolean) {
  return useApiQuery<NodesResponse>(enabled ? '/nodes/all' : null);
}

export function useThreadPrefixes(threadType: DiscussionType) {
  return useApiQuery<{ prefixes: ThreadPrefix[] }>('/thread-prefixes', { thread_type: threadType });
}
