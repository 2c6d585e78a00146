import { useState } from 'react';
import { bus } from '@trailhead/shared-kernel/bus';
import { Field, Textarea } from '@trailhead/shared-kernel/ui';
import { reportPost } from '../api/moderation-api';
import { ActionDialog } from './action-dialog';

/** Report a post to the moderators with a message (POST /posts/{id}/report). */
export function ReportDialog({ postId, onClose }: { postId: number; onClose: () => void }) {
  const [message, setMessage] = useState('');
  return (
    <ActionDialog
      title="Report post"
      confirmLabel="Report"
      failureMessage="Could not report post!"
      testId="report-dialog"
      validate={() => (message.trim() ? null : 'Please say what is wrong with this post.')}
      onConfirm={async () => {
        await reportPost(postId, message.trim());
        bus.snackbar.next({ message: 'Thank you for reporting this post.', status: 'success' });
      }}
      onClose={onClose}
    >
      <Field.Root>
        <Field.Label>What is wrong with it?</Field.Label>
        <Textarea value={message} onChange={(event) => setMessage(event.target.value)} rows={4} maxLength={2000} />
      </Field.Root>
    </ActionDialog>
  );
}
