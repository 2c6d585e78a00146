export { PostThreadButton } from './components/post-thread-button';
export { postThreadPath, nodeIdFromPostThreadPath } from './post-thread-path';
