import { useState } from 'react';
import { bus } from '@trailhead/shared-kernel/bus';
import { Button, Field, Text, Textarea } from '@trailhead/shared-kernel/ui';
import { Dialog, Portal } from '@trailhead/shared-kernel/ui-overlays';
import { reportPost } from '../api/moderation-api';

/** Report a post to the moderators with a message (POST /posts/{id}/report). */
export function ReportDialog({ postId, onClose }: { postId: number; onClose: () => void }) {
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    if (!message.trim()) {
      setError('Please say what is wrong with this post.');
      return;
    }
    setSending(true);
    setError(null);
    try {
      await reportPost(postId, message.trim());
      bus.snackbar.next({ message: 'Thank you for reporting this post.', status: 'success' });
      onClose();
    } catch (failure) {
      setError(`Could not report post! ${(failure as Error).message}`);
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && !sending && onClose()} size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="report-dialog">
            <Dialog.Header>
              <Dialog.Title>Report post</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Field.Root invalid={!!error}>
                <Field.Label>What is wrong with it?</Field.Label>
                <Textarea value={message} onChange={(event) => setMessage(event.target.value)} rows={4} maxLength={2000} />
              </Field.Root>
              {error && (
                <Text role="alert" color="red.600" fontSize="sm" mt="2">
                  {error}
                </Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={sending}>
                Cancel
              </Button>
              <Button bg="brand.red" color="white" onClick={() => void send()} loading={sending} disabled={sending}>
                Report
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
