import { applyReaction } from '@trailhead/shared-kernel/reactions';
import type { ReactionCount } from '@trailhead/shared-kernel/types';

export interface Reactable {
  reaction_score: number;
  reactions: ReactionCount[];
  visitor_reaction_id: number | null;
}

/** Spec §4 (applyReaction), shown at once while the API answers, with the content's score moved as the API will move it. */
export function withReaction<T extends Reactable>(content: T, reactionId: number): T {
  const next = applyReaction(content, reactionId);
  const score = content.reaction_score + (next.action === 'added' ? 1 : next.action === 'removed' ? -1 : 0);
  return { ...content, reactions: next.reactions, visitor_reaction_id: next.visitor_reaction_id, reaction_score: score };
}
