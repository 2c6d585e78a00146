import { Alert, Button, CloseButton, Text } from '@trailhead/shared-kernel/ui';
import { Dialog, Portal } from '@trailhead/shared-kernel/ui-overlays';
import type { Conversation } from '@trailhead/shared-kernel/types';
import { useLeaveConversation } from '../api/conversation-actions';

/** Leaving asks first: a left conversation no longer appears, counts or notifies, and there is no way back in unless invited. */
export function LeaveConversationDialog({ conversation, onClose, onLeft }: { conversation: Pick<Conversation, 'conversation_id' | 'title'>; onClose: () => void; onLeft?: () => void }) {
  const leave = useLeaveConversation();
  const busy = leave.isPending;
  const confirm = () => {
    if (busy) return;
    leave.mutate(conversation.conversation_id, {
      onSuccess: () => {
        onClose();
        onLeft?.();
      },
    });
  };
  return (
    <Dialog.Root open role="alertdialog" onOpenChange={(details) => !details.open && !busy && onClose()} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="leave-conversation-dialog">
            <Dialog.Header>
              <Dialog.Title>Leave conversation</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                Leave “{conversation.title}”? It will no longer appear in your list and you will not be told of new messages, unless someone invites you again.
              </Text>
              {leave.isError && (
                <Alert.Root status="error" role="alert" mt="3">
                  <Alert.Indicator />
                  <Alert.Title>{leave.error.message}</Alert.Title>
                </Alert.Root>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                Cancel
              </Button>
              <Button colorPalette="red" onClick={confirm} loading={busy} loadingText="Leaving…" disabled={busy}>
                Leave
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
