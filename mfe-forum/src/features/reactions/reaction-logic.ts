import type { ReactionCount } from '@trailhead/shared-kernel/types';

/** Spec §3 reactions, with the emoji the bar shows for each. */
export const REACTIONS: { reaction_id: number; title: string; emoji: string }[] = [
  { reaction_id: 1, title: 'Like', emoji: '👍' },
  { reaction_id: 2, title: 'Love', emoji: '❤️' },
  { reaction_id: 3, title: 'Haha', emoji: '😆' },
  { reaction_id: 4, title: 'Wow', emoji: '😮' },
  { reaction_id: 5, title: 'Sad', emoji: '😢' },
  { reaction_id: 6, title: 'Angry', emoji: '😠' },
];

export function reactionLabel(reactionId: number, titles?: Map<number, string>): { title: string; emoji: string } {
  const known = REACTIONS.find((reaction) => reaction.reaction_id === reactionId);
  return { title: titles?.get(reactionId) ?? known?.title ?? `Reaction ${reactionId}`, emoji: known?.emoji ?? '⭐' };
}

export interface ReactionState {
  reactions: ReactionCount[];
  visitor_reaction_id: number | null;
}

/**
 * Spec §4: the same reaction again removes it, a different one replaces it, none adds it.
 * Used to show the change at once; the server's answer then replaces it.
 */
export function applyReaction(state: ReactionState, reactionId: number): ReactionState & { action: 'added' | 'replaced' | 'removed' } {
  const counts = new Map(state.reactions.map((entry) => [entry.reaction_id, entry.count]));
  const change = (id: number, by: number) => counts.set(id, (counts.get(id) ?? 0) + by);
  let action: 'added' | 'replaced' | 'removed';
  let mine: number | null;
  if (state.visitor_reaction_id === reactionId) {
    change(reactionId, -1);
    action = 'removed';
    mine = null;
  } else {
    if (state.visitor_reaction_id !== null) change(state.visitor_reaction_id, -1);
    change(reactionId, 1);
    action = state.visitor_reaction_id === null ? 'added' : 'replaced';
    mine = reactionId;
  }
  const reactions = [...counts]
    .filter(([, count]) => count > 0)
    .map(([reaction_id, count]) => ({ reaction_id, count }))
    .sort((a, b) => b.count - a.count || a.reaction_id - b.reaction_id);
  return { reactions, visitor_reaction_id: mine, action };
}
