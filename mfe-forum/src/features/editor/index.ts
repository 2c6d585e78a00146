// The forum's writing tools; the thread page loads them lazily (visitors reading never pay for them).
export { ReplyComposer, type QuoteRequest } from './components/reply-composer';
export { EMPTY_POST_MESSAGE } from './components/draft-editor';
export { EditPostForm } from './components/edit-post-form';
export { RichEditor, type RichEditorHandle } from './components/rich-editor';
export { DraftAttachments } from './components/attachment-list';
export { useComposerDraft } from './use-composer-draft';
export { useAttachments } from './use-attachments';
export { useDraftSubmit } from './use-submit';
export { isEmptyMessage } from './editor-commands';
