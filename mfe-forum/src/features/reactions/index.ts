export { ReactionBar } from './components/reaction-bar';
