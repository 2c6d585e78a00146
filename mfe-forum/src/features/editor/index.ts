// The forum's writing tools, on the site's one editor (@trailhead/shared-kernel/editor). The thread
// page and the post-thread page load this lazily: visitors reading never download the editor.
export { ReplyComposer, type QuoteRequest } from './components/reply-composer';
export { EditPostForm } from './components/edit-post-form';
export { useThreadDraft } from './use-thread-draft';
export { createThread } from './api/post-api';
