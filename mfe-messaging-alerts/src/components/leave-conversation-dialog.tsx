import { Text } from '@trailhead/shared-kernel/ui';
import { ConfirmDialog } from '@trailhead/shared-kernel/ui-overlays';
import type { Conversation } from '@trailhead/shared-kernel/types';
import { useLeaveConversation } from '../lib/conversation-actions';

/** Leaving asks first: a left conversation no longer appears, counts or notifies, and there is no way back in unless invited. */
export function LeaveConversationDialog({ conversation, onClose, onLeft }: { conversation: Pick<Conversation, 'conversation_id' | 'title'>; onClose: () => void; onLeft?: () => void }) {
  const leave = useLeaveConversation();
  const confirm = () =>
    leave.mutate(conversation.conversation_id, {
      onSuccess: () => {
        onClose();
        onLeft?.();
      },
    });
  return (
    <ConfirmDialog
      title="Leave conversation"
      confirmLabel="Leave"
      pendingLabel="Leaving…"
      pending={leave.isPending}
      error={leave.isError ? leave.error.message : null}
      onConfirm={confirm}
      onClose={onClose}
      testId="leave-conversation-dialog"
    >
      <Text>Leave “{conversation.title}”? It will no longer appear in your list and you will not be told of new messages, unless someone invites you again.</Text>
    </ConfirmDialog>
  );
}
