import { forwardRef } from 'react';
import type { DraftFields } from '../composer/draft-store';
import type { ComposerAttachments } from '../composer/use-attachments';
import type { ComposerDraft } from '../composer/use-composer-draft';
import type { DraftSubmit } from '../composer/use-draft-submit';
import { EMPTY_POST_MESSAGE } from '../post-html/message-html';
import { AttachmentsOf } from './draft-attachments';
import { RichEditor, type RichEditorHandle } from './rich-editor';

interface ComposerEditorProps<F extends DraftFields> {
  label: string;
  composer: ComposerDraft<F>;
  /** Files for the message; absent where the content takes no files (no attach button). */
  attachments?: ComposerAttachments;
  /** The part of the draft's submit the editor reads. */
  submit: Pick<DraftSubmit<never, unknown>, 'isPending' | 'error' | 'setProblem'>;
}

/**
 * The rich editor bound to a draft (a reply, a new thread's first post, a message): what is typed
 * goes to the draft, files to its attachments, and the submit's problem shows until it is fixed.
 */
export const ComposerEditor = forwardRef<RichEditorHandle, ComposerEditorProps<DraftFields>>(function ComposerEditor({ label, composer, attachments, submit }, ref) {
  return (
    <RichEditor
      ref={ref}
      label={label}
      initialHtml={composer.draft.message_html}
      onChange={(html) => {
        if (submit.error === EMPTY_POST_MESSAGE) submit.setProblem(null);
        composer.update({ message_html: html });
      }}
      onAttachFiles={attachments ? (files) => void attachments.add(files) : undefined}
      error={submit.error}
      disabled={submit.isPending}
      footer={
        attachments && (
          <AttachmentsOf attachments={attachments} disabled={submit.isPending} />
        )
      }
    />
  );
});
