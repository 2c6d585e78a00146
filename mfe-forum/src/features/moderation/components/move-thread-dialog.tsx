import { useState } from 'react';
import { useApiQuery } from '@trailhead/shared-kernel/query';
import type { NodesResponse, Thread } from '@trailhead/shared-kernel/types';
import { Button, Field, Input, NativeSelect, Stack, Text } from '@trailhead/shared-kernel/ui';
import { Dialog, Portal } from '@trailhead/shared-kernel/ui-overlays';
import { updateThread } from '../api/moderation-api';

/** Moderators move a thread to another forum, with a reason for the thread_move alert. */
export function MoveThreadDialog({ thread, onMoved, onClose }: { thread: Thread; onMoved: (thread: Thread) => void; onClose: () => void }) {
  const nodes = useApiQuery<NodesResponse>('/nodes/all');
  const [nodeId, setNodeId] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const forums = nodes.state.status === 'success' ? nodes.state.data.nodes.filter((node) => node.node_type_id === 'Forum' && node.node_id !== thread.node_id) : [];

  const move = async () => {
    if (!nodeId) {
      setError('Choose the forum to move the thread to.');
      return;
    }
    setSending(true);
    setError(null);
    try {
      const response = await updateThread(thread.thread_id, { node_id: nodeId, reason: reason.trim() || undefined });
      onMoved(response.thread);
      onClose();
    } catch (failure) {
      setError(`Could not update thread! ${(failure as Error).message}`);
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && !sending && onClose()} size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Move thread</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Field.Root>
                  <Field.Label>Destination forum</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field value={nodeId ?? ''} onChange={(event) => setNodeId(Number(event.target.value) || null)}>
                      <option value="">Choose a forum…</option>
                      {forums.map((forum) => (
                        <option key={forum.node_id} value={forum.node_id}>
                          {forum.title}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <Field.Root>
                  <Field.Label>Reason (sent to the starter)</Field.Label>
                  <Input value={reason} onChange={(event) => setReason(event.target.value)} maxLength={500} />
                </Field.Root>
                {error && (
                  <Text role="alert" color="red.600" fontSize="sm">
                    {error}
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={sending}>
                Cancel
              </Button>
              <Button bg="brand.red" color="white" onClick={() => void move()} loading={sending} disabled={sending}>
                Move
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
