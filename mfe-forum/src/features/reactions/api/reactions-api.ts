import { apiRequest } from '@trailhead/shared-kernel/api';
import { bus } from '@trailhead/shared-kernel/bus';
import { apiQueryOptions, useMutation, useQuery } from '@trailhead/shared-kernel/query';
import type { Post, ReactResponse } from '@trailhead/shared-kernel/types';
import { applyReaction } from '@trailhead/shared-kernel/reactions';

interface ReactionsListResponse {
  reactions: { reaction_id: number; title: string }[];
}

/** GET /reactions: the site's reaction names (fetched once for the page). */
export const reactionTitlesQuery = () => apiQueryOptions<ReactionsListResponse>('/reactions');

export function useReactionTitles(): Map<number, string> | undefined {
  const query = useQuery(reactionTitlesQuery());
  return query.data && new Map(query.data.reactions.map((reaction) => [reaction.reaction_id, reaction.title]));
}

export function reactToPost(postId: number, reactionId: number) {
  return apiRequest<ReactResponse>(`/posts/${postId}/react`, { method: 'POST', body: { reaction_id: reactionId } });
}

/**
 * POST /posts/{id}/react, shown at once (spec §4: same again removes, another replaces, none adds)
 * and put back as it was if the API refuses.
 */
export function useReactToPost(post: Post, onChange: (post: Post) => void) {
  return useMutation({
    mutationFn: (reactionId: number) => reactToPost(post.post_id, reactionId),
    onMutate: (reactionId) => {
      const optimistic = applyReaction(post, reactionId);
      onChange({ ...post, reactions: optimistic.reactions, visitor_reaction_id: optimistic.visitor_reaction_id });
      return { before: post };
    },
    onSuccess: (response, reactionId) => {
      onChange(response.post);
      bus.analytics.next({ name: 'forum:post-reacted', data: { post_id: post.post_id, reaction_id: reactionId, action: response.action } });
    },
    onError: (error, _reactionId, context) => {
      if (context) onChange(context.before);
      bus.snackbar.next({ message: `Could not react to post! ${error.message}`, status: 'error' });
    },
  });
}

