// @trailhead/shared-kernel/editor — the site's one rich-text editor and the composer machinery
// around it (drafts, attachments with upload progress, idempotent submit). It carries the editor
// library (Lexical): import it only from code that is itself loaded lazily where someone can write,
// so a visitor reading never downloads it.
export { RichEditor, LINK_REFUSED, type RichEditorHandle, type RichEditorProps } from './components/rich-editor';
export { EditContentForm, type EditContentFormProps } from './components/edit-content-form';
export { ComposerEditor } from './components/composer-editor';
export { ReplyBox, createPost, type ReplyBoxProps } from './components/reply-box';
export { DraftAttachments } from './components/draft-attachments';
export type { ReplyQuote } from './editor-commands';
export { EMPTY_POST_MESSAGE, isEmptyMessage, stripReplyQuotes } from './post-html/message-html';
export { cleanEditorHtmlString, type HtmlSource } from './post-html/allowed-html';
export { isAllowedImageSrc, isSafeLinkUrl, normaliseLinkUrl } from './post-html/link-urls';
export { mentionKey, mentionQueryBefore, shouldSearchMentions } from './mention-list';

export { useComposerDraft, type ComposerDraft, type ComposerDraftOptions } from './composer/use-composer-draft';
export { useAttachments, type AttachmentTarget, type ComposerAttachments, type UploadInProgress } from './composer/use-attachments';
export { useEditAttachments, type EditAttachments } from './composer/use-edit-attachments';
export { useDraftSubmit, type DraftSubmit, type DraftSubmitOptions } from './composer/use-draft-submit';
export { postDraft } from './api/save-draft';
export { clearLocalDraft, hasContent, newerDraft, readLocalDraft, writeLocalDraft, type DraftFields, type DraftServer, type StoredDraft } from './composer/draft-store';
export { isNetworkFailure, newIdempotencyKey, submitIdempotent } from './composer/submit-idempotent';
export { checkImageLink, checkUpload, formatSize, UPLOAD_ERROR_MESSAGES, type UploadErrorKind, type UploadProblem } from './composer/upload-checks';
