import { useState } from 'react';
import type { Thread } from '@trailhead/shared-kernel/types';
import { Field, Input, OptionSelect } from '@trailhead/shared-kernel/ui';
import { useNodes } from '../../forum-index';
import { updateThread } from '../api/moderation-api';
import { ActionDialog } from './action-dialog';

/** Moderators move a thread to another forum, with a reason for the thread_move alert. */
export function MoveThreadDialog({ thread, onMoved, onClose }: { thread: Thread; onMoved: (thread: Thread) => void; onClose: () => void }) {
  const nodes = useNodes();
  const [nodeId, setNodeId] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const forums = nodes.isSuccess ? nodes.data.nodes.filter((node) => node.node_type_id === 'Forum' && node.node_id !== thread.node_id) : [];

  return (
    <ActionDialog
      title="Move thread"
      confirmLabel="Move"
      failureMessage="Could not update thread!"
      validate={() => (nodeId ? null : 'Choose the forum to move the thread to.')}
      onConfirm={async () => {
        const response = await updateThread(thread.thread_id, { node_id: nodeId!, reason: reason.trim() || undefined });
        onMoved(response.thread);
      }}
      onClose={onClose}
    >
      <Field.Root>
        <Field.Label>Destination forum</Field.Label>
        <OptionSelect
          placeholder="Choose a forum…"
          value={nodeId ?? ''}
          options={forums.map((forum) => ({ value: forum.node_id, label: forum.title }))}
          onChange={(forum) => setNodeId(Number(forum) || null)}
        />
      </Field.Root>
      <Field.Root>
        <Field.Label>Reason (sent to the starter)</Field.Label>
        <Input value={reason} onChange={(event) => setReason(event.target.value)} maxLength={500} />
      </Field.Root>
    </ActionDialog>
  );
}
