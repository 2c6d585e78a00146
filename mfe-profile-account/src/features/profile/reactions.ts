import type { ReactionCount } from '@trailhead/shared-kernel/types';

/** Spec §3 reactions with the emoji shown for each. (The forum has the same list: both belong in shared-kernel.) */
export const REACTIONS = [
  { reaction_id: 1, title: 'Like', emoji: '👍' },
  { reaction_id: 2, title: 'Love', emoji: '❤️' },
  { reaction_id: 3, title: 'Haha', emoji: '😆' },
  { reaction_id: 4, title: 'Wow', emoji: '😮' },
  { reaction_id: 5, title: 'Sad', emoji: '😢' },
  { reaction_id: 6, title: 'Angry', emoji: '😠' },
] as const;

export const reactionOf = (id: number) => REACTIONS.find((reaction) => reaction.reaction_id === id) ?? { reaction_id: id, title: `Reaction ${id}`, emoji: '⭐' };

export interface Reactable {
  reaction_score: number;
  reactions: ReactionCount[];
  visitor_reaction_id: number | null;
}

/** Spec §4, shown at once while the API answers: the same reaction again removes it, another replaces it, none adds it. */
export function withReaction<T extends Reactable>(content: T, reactionId: number): T {
  const counts = new Map(content.reactions.map((entry) => [entry.reaction_id, entry.count]));
  const bump = (id: number, by: number) => counts.set(id, (counts.get(id) ?? 0) + by);
  const mine = content.visitor_reaction_id;
  if (mine !== null) bump(mine, -1);
  const removing = mine === reactionId;
  if (!removing) bump(reactionId, 1);
  const reactions = [...counts].filter(([, count]) => count > 0).map(([reaction_id, count]) => ({ reaction_id, count }));
  return { ...content, reactions, visitor_reaction_id: removing ? null : reactionId, reaction_score: content.reaction_score + (removing ? -1 : mine === null ? 1 : 0) };
}
