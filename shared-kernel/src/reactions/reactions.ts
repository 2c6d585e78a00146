// Spec §3's reactions, and spec §4's rule for giving one, the same on posts, profile posts and
// comments, and private messages.
import type { ReactionCount } from '@trailhead/shared-kernel/types';

/** The six reactions, in the order of their cells in the sprite (REACTION_SPRITE_URL). */
export const REACTIONS: readonly { reaction_id: number; title: string }[] = [
  { reaction_id: 1, title: 'Like' },
  { reaction_id: 2, title: 'Love' },
  { reaction_id: 3, title: 'Haha' },
  { reaction_id: 4, title: 'Wow' },
  { reaction_id: 5, title: 'Sad' },
  { reaction_id: 6, title: 'Angry' },
];

/** A reaction's cell in the sprite, or null for a reaction the site does not know. */
export function reactionSpriteCell(reactionId: number): number | null {
  const index = REACTIONS.findIndex((reaction) => reaction.reaction_id === reactionId);
  return index < 0 ? null : index;
}

/** A reaction's title: the site's own (from GET /reactions) when given. */
export function reactionTitle(reactionId: number, titles?: ReadonlyMap<number, string>): string {
  return titles?.get(reactionId) ?? REACTIONS.find((reaction) => reaction.reaction_id === reactionId)?.title ?? `Reaction ${reactionId}`;
}

export interface ReactionState {
  reactions: ReactionCount[];
  visitor_reaction_id: number | null;
}

/**
 * Spec §4: the same reaction again removes it, a different one replaces it, none adds it. Shown at
 * once while the API answers (its answer then replaces it); counts most chosen first.
 */
export function applyReaction(state: ReactionState, reactionId: number): ReactionState & { action: 'added' | 'replaced' | 'removed' } {
  const counts = new Map(state.reactions.map((entry) => [entry.reaction_id, entry.count]));
  const change = (id: number, by: number) => counts.set(id, (counts.get(id) ?? 0) + by);
  const mine = state.visitor_reaction_id;
  const removing = mine === reactionId;
  if (mine !== null) change(mine, -1);
  if (!removing) change(reactionId, 1);
  const reactions = [...counts]
    .filter(([, count]) => count > 0)
    .map(([reaction_id, count]) => ({ reaction_id, count }))
    .sort((a, b) => b.count - a.count || a.reaction_id - b.reaction_id);
  return { reactions, visitor_reaction_id: removing ? null : reactionId, action: removing ? 'removed' : mine === null ? 'added' : 'replaced' };
}
