// Reactions (spec §3–§4) as every kind of content shows them: the six, the rule for giving one, and the bar.
export { applyReaction, reactionLabel, REACTIONS, type ReactionState } from './reactions';
export { ReactionBar, type ReactionBarProps } from './reaction-bar';
export type { ReactorsPage } from './who-reacted-dialog';
