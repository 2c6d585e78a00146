export { ReactionBar } from './components/reaction-bar';
export { applyReaction, reactionLabel, REACTIONS } from './reaction-logic';
