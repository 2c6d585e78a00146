// The site's editor for profile posts and comments (new and edited), with attachments. It carries
// the editor library: loaded lazily, only where the viewer may write.
import { useMemo, useRef, useState } from 'react';
import { ComposerEditor, useAttachments, useComposerDraft, useDraftSubmit, type AttachmentTarget, type DraftFields, type RichEditorHandle } from '@trailhead/shared-kernel/editor';
import { apiQueryKey } from '@trailhead/shared-kernel/query';
import { profileMessageSchema } from '@trailhead/shared-kernel/schemas';
import { Box, Button, Flex } from '@trailhead/shared-kernel/ui';
import type { MessageInput } from '../api/profile-posts-api';

export interface MessageComposerProps<R> {
  /** The editor's accessible name ('Write on …'s profile', 'Your comment'). */
  label: string;
  submitLabel: string;
  /** Spec §8's text for this write ('Could not create post!'); the server's reason follows it. */
  failureText: string;
  /** localStorage key of the draft: one per member and place. */
  storageKey: string;
  /** Where uploaded files belong (POST /attachments/new-key type and context). */
  attachmentTarget: AttachmentTarget;
  /** The message being edited, if any. */
  initialHtml?: string;
  send: (input: MessageInput) => Promise<R>;
  onSent: (result: R) => void;
  onCancel?: () => void;
  testId: string;
}

type ProfileDraft = DraftFields;

/** Drafts of profile writing are kept in the browser only (the API keeps no profile drafts). */
const localOnly = (key: string) => ({
  queryKey: apiQueryKey(`/local-draft/${key}`),
  read: async () => null,
  save: async () => undefined,
  remove: async () => undefined,
});

/** Write or edit a profile post or comment: the editor, files, 'Post message should not be empty', one submit at a time. */
export function MessageComposer<R>({ label, submitLabel, failureText, storageKey, attachmentTarget, initialHtml, send, onSent, onCancel, testId }: MessageComposerProps<R>) {
  const server = useMemo(() => localOnly(storageKey), [storageKey]);
  const composer = useComposerDraft<ProfileDraft>({ storageKey, empty: () => ({ message_html: initialHtml ?? '', attachment_key: null, updated_at: 0 }), server });
  const attachments = useAttachments(composer, attachmentTarget);
  const editor = useRef<RichEditorHandle>(null);
  const [editorKey, setEditorKey] = useState(0);
  const submit = useDraftSubmit(composer, {
    failureText,
    send: (html: string) => send({ message_html: html, attachment_key: composer.current().attachment_key }),
    onSuccess: (result) => {
      setEditorKey((key) => key + 1);
      onSent(result);
    },
  });

  const post = async () => {
    if (submit.isPending) return;
    const html = editor.current?.getHtml() ?? '';
    const hasFiles = (composer.current().attachments ?? []).length > 0;
    try {
      if (!hasFiles) profileMessageSchema().validateSync({ message_html: html });
    } catch (problem) {
      submit.setProblem((problem as Error).message);
      editor.current?.focus();
      return;
    }
    composer.update({ message_html: html });
    await submit.submit(html);
  };

  if (!composer.ready) return null;
  return (
    <Box data-testid={testId}>
      <ComposerEditor key={editorKey} ref={editor} label={label} composer={composer} attachments={attachments} submit={submit} />
      <Flex justify="flex-end" gap="2" mt="2">
        {onCancel && (
          <Button size="sm" variant="outline" onClick={onCancel} disabled={submit.isPending}>
            Cancel
          </Button>
        )}
        <Button size="sm" bg="brand.redDark" color="white" onClick={() => void post()} disabled={submit.isPending || attachments.uploads.length > 0} loading={submit.isPending} loadingText="Posting…">
          {submitLabel}
        </Button>
      </Flex>
    </Box>
  );
}
