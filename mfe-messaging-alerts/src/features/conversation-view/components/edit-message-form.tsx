import { useRef, useState } from 'react';
import { EMPTY_POST_MESSAGE, isEmptyMessage, RichEditor, stripReplyQuotes, type RichEditorHandle } from '@trailhead/shared-kernel/editor';
import { useMutation } from '@trailhead/shared-kernel/query';
import { bus } from '@trailhead/shared-kernel/bus';
import type { ConversationMessage } from '@trailhead/shared-kernel/types';
import { Button, Flex, Stack } from '@trailhead/shared-kernel/ui';
import { editMessage } from '../api/conversation-api';

/** Editing one's own message in place; spec §5: its reply quotes go (the API strips them too, and its answer is shown). */
export function EditMessageForm({ message, onSaved, onCancel }: { message: ConversationMessage; onSaved: (message: ConversationMessage) => void; onCancel: () => void }) {
  const editor = useRef<RichEditorHandle>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [initialHtml] = useState(() => stripReplyQuotes(message.message_html));
  const save = useMutation({
    mutationFn: (html: string) => editMessage(message.message_id, html, message.attachment_key),
    onSuccess: (saved) => {
      bus.snackbar.next({ status: 'success', message: 'Your message was saved.' });
      onSaved(saved);
    },
  });
  const submit = () => {
    if (save.isPending) return;
    const html = editor.current?.getHtml() ?? '';
    if (isEmptyMessage(html) && message.attachments.length === 0) {
      setProblem(EMPTY_POST_MESSAGE);
      return;
    }
    setProblem(null);
    save.mutate(html);
  };
  const error = problem ?? (save.isError ? `Could not edit the message! ${save.error.message}` : null);
  return (
    <Stack gap="2" data-testid="edit-message-form">
      <RichEditor
        ref={editor}
        label="Edit your message"
        initialHtml={initialHtml}
        error={error}
        disabled={save.isPending}
        onChange={() => {
          if (problem === EMPTY_POST_MESSAGE) setProblem(null);
        }}
      />
      <Flex gap="2" justify="flex-end">
        <Button variant="outline" size="sm" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
        <Button size="sm" bg="brand.redDark" color="white" onClick={submit} loading={save.isPending} loadingText="Saving…" disabled={save.isPending}>
          Save
        </Button>
      </Flex>
    </Stack>
  );
}
