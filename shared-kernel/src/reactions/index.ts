// Reactions (spec §3–§4) as every kind of content shows them: the six, the rule for giving one, and the bar.
export { applyReaction, reactionTitle, REACTIONS, type ReactionState } from './reactions';
export { ReactionIcon } from './reaction-icon';
export { ReactionBar, type ReactionBarProps } from './reaction-bar';
export type { ReactorsPage } from './who-reacted-dialog';
