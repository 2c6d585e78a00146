import { forwardRef } from 'react';
import type { ComposerAttachments } from '../use-attachments';
import type { ComposerDraft } from '../use-composer-draft';
import type { useDraftSubmit } from '../use-submit';
import { DraftAttachments } from './attachment-list';
import { RichEditor, type RichEditorHandle } from './rich-editor';

export const EMPTY_POST_MESSAGE = 'Post message should not be empty';

interface DraftEditorProps {
  label: string;
  composer: ComposerDraft;
  attachments: ComposerAttachments;
  /** The part of the draft's submit the editor reads. */
  submit: Pick<ReturnType<typeof useDraftSubmit>, 'sending' | 'error' | 'setError'>;
}

/**
 * The rich editor bound to a draft (a reply or a new thread's first post): what is typed goes to
 * the draft, files to its attachments, and the submit's error shows until the message is fixed.
 */
export const DraftEditor = forwardRef<RichEditorHandle, DraftEditorProps>(function DraftEditor({ label, composer, attachments, submit }, ref) {
  return (
    <RichEditor
      ref={ref}
      label={label}
      initialHtml={composer.draft.message_html}
      onChange={(html) => {
        if (submit.error === EMPTY_POST_MESSAGE) submit.setError(null);
        composer.update({ message_html: html });
      }}
      onAttachFiles={(files) => void attachments.add(files)}
      error={submit.error}
      disabled={submit.sending}
      footer={<DraftAttachments files={attachments.files} uploading={attachments.uploading} problems={attachments.problems} onRemove={(id) => void attachments.remove(id)} disabled={submit.sending} />}
    />
  );
});
