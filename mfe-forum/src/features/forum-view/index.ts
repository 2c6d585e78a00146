// A forum's thread list: the document resolver shows it for forum nodes (and asks for it early).
export { ForumPage } from './components/forum-page';
export { forumThreadsQuery, useForumThreads } from './api/get-forum-threads';
export { filtersFromSearch, type ThreadListFilters } from './thread-list-filters';
