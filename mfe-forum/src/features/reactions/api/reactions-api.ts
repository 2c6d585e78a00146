import { apiRequest } from '@trailhead/shared-kernel/api';
import { useApiQuery } from '@trailhead/shared-kernel/query';
import type { PostReactionsResponse, ReactResponse } from '@trailhead/shared-kernel/types';

interface ReactionsListResponse {
  reactions: { reaction_id: number; title: string }[];
}

/** GET /reactions: the site's reaction names (fetched once for the page). */
export function useReactionTitles(): Map<number, string> | undefined {
  const query = useApiQuery<ReactionsListResponse>('/reactions');
  return query.state.status === 'success' ? new Map(query.state.data.reactions.map((reaction) => [reaction.reaction_id, reaction.title])) : undefined;
}

export function reactToPost(postId: number, reactionId: number) {
  return apiRequest<ReactResponse>(`/posts/${postId}/react`, { method: 'POST', body: { reaction_id: reactionId } });
}

export function usePostReactions(postId: number, reactionId: number | null, page: number) {
  return useApiQuery<PostReactionsResponse>(`/posts/${postId}/reactions`, { reaction_id: reactionId, page });
}
