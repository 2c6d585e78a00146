// A forum's thread list: the document resolver shows it for forum nodes.
export { ForumPage } from './components/forum-page';
