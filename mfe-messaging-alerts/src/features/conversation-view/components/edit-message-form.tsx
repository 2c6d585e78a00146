import { EditContentForm } from '@trailhead/shared-kernel/editor';
import { useMutation } from '@trailhead/shared-kernel/query';
import { bus } from '@trailhead/shared-kernel/bus';
import type { ConversationMessage } from '@trailhead/shared-kernel/types';
import { editMessage } from '../api/conversation-api';

/** Editing one's own message in place; spec §5: its reply quotes go (the API strips them too, and its answer is shown). */
export function EditMessageForm({ message, onSaved, onCancel }: { message: ConversationMessage; onSaved: (message: ConversationMessage) => void; onCancel: () => void }) {
  const save = useMutation({
    mutationFn: (html: string) => editMessage(message.message_id, html, message.attachment_key),
    onSuccess: (saved) => {
      bus.snackbar.next({ status: 'success', message: 'Your message was saved.' });
      onSaved(saved);
    },
  });
  return (
    <EditContentForm
      html={message.message_html}
      hasAttachments={message.attachments.length > 0}
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
