// One thread's page: the document resolver shows it for discussions, the article page for its comments.
export { ThreadPage, type ThreadHost } from './components/thread-page';
export { threadPostsQuery, useThreadPosts } from './api/get-thread-posts';
