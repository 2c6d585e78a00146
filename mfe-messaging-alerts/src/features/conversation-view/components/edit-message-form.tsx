import { EditContentForm, useEditAttachments } from '@trailhead/shared-kernel/editor';
import { useMutation } from '@trailhead/shared-kernel/query';
import { bus } from '@trailhead/shared-kernel/bus';
import type { ConversationMessage } from '@trailhead/shared-kernel/types';
import { editMessage } from '../api/conversation-api';

/**
 * Editing one's own message in place, its files too; spec §5: its reply quotes go (the API strips
 * them too, and its answer is shown). Files taken off go once the edit is saved.
 */
export function EditMessageForm({ message, onSaved, onCancel }: { message: ConversationMessage; onSaved: (message: ConversationMessage) => void; onCancel: () => void }) {
  const files = useEditAttachments(message, { type: 'conversation_message', context: { conversation_id: message.conversation_id } });
  const save = useMutation({
    mutationFn: async (html: string) => {
      const saved = await editMessage(message.message_id, html, files.key());
      const { attachments, stayed } = await files.commit(saved.attachments);
      return { saved: { ...saved, attachments }, stayed };
    },
    onSuccess: ({ saved, stayed }) => {
      bus.snackbar.next(
        stayed.length
          ? { status: 'error', message: `Your message was saved, but ${stayed.map((file) => file.filename).join(', ')} could not be removed. Try again.` }
          : { status: 'success', message: 'Your message was saved.' },
      );
      onSaved(saved);
    },
  });
  return (
    <EditContentForm
      html={message.message_html}
      hasAttachments={message.attachments.length > 0}
      attachments={files}
      label="Edit your message"
      testId="edit-message-form"
      size="sm"
      pending={save.isPending}
      failure={save.isError ? `Could not edit the message! ${save.error.message}` : null}
      onSave={(html) => save.mutate(html)}
      onCancel={onCancel}
    />
  );
}
