import { useRef, useState } from 'react';
import { Button, Flex, Stack } from '@trailhead/shared-kernel/ui';
import type { EditAttachments } from '../composer/use-edit-attachments';
import { EMPTY_POST_MESSAGE, isEmptyMessage, stripReplyQuotes } from '../post-html/message-html';
import { AttachmentsOf } from './draft-attachments';
import { RichEditor, type RichEditorHandle } from './rich-editor';

export interface EditContentFormProps {
  /** The content as stored; the editor starts from it without the quotes it answered (spec §5). */
  html: string;
  /** Attached files let the text be empty. */
  hasAttachments: boolean;
  /** The content's files, to add and take off (useEditAttachments); without it the files are left as they are. */
  attachments?: EditAttachments;
  /** The editor's accessible name. */
  label: string;
  testId: string;
  /** The save is running: nothing can be changed or sent again. */
  pending: boolean;
  /** Why the last save failed, as the page words it. */
  failure: string | null;
  onSave: (html: string) => void;
  onCancel: () => void;
  size?: 'sm' | 'md';
}

/** Editing a post or a message in place: refused while empty ('Post message should not be empty'), saved once per click. */
export function EditContentForm({ html, hasAttachments, attachments, label, testId, pending, failure, onSave, onCancel, size = 'md' }: EditContentFormProps) {
  const editor = useRef<RichEditorHandle>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Read once: later answers do not reset what is being typed.
  const [initialHtml] = useState(() => stripReplyQuotes(html));

  const submit = () => {
    if (pending) return;
    const typed = editor.current?.getHtml() ?? '';
    if (attachments?.uploads.length) return;
    const withFiles = attachments ? attachments.files.length > 0 : hasAttachments;
    if (isEmptyMessage(typed) && !withFiles) {
      setProblem(EMPTY_POST_MESSAGE);
      return;
    }
    setProblem(null);
    onSave(typed);
  };

  return (
    <Stack gap="2" data-testid={testId}>
      <RichEditor
        ref={editor}
        label={label}
        initialHtml={initialHtml}
        error={problem ?? failure}
        disabled={pending}
        onChange={() => {
          if (problem === EMPTY_POST_MESSAGE) setProblem(null);
        }}
        onAttachFiles={attachments ? (files) => void attachments.add(files) : undefined}
        footer={
          attachments && (
            <AttachmentsOf attachments={attachments} disabled={pending} />
          )
        }
      />
      <Flex gap="2" justify="flex-end">
        <Button variant="outline" size={size} onClick={() => (attachments ? void attachments.discard().then(onCancel) : onCancel())} disabled={pending}>
          Cancel
        </Button>
        <Button size={size} bg="brand.redDark" color="white" onClick={submit} loading={pending} loadingText="Saving…" disabled={pending || !!attachments?.uploads.length}>
          Save
        </Button>
      </Flex>
    </Stack>
  );
}
