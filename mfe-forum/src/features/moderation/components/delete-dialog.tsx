import { useState } from 'react';
import { Button, Checkbox, Field, Input, Stack, Text } from '@trailhead/shared-kernel/ui';
import { Dialog, Portal } from '@trailhead/shared-kernel/ui-overlays';
import { deleteRequest } from '../delete-request';
import type { DeleteContentRequest } from '@trailhead/shared-kernel/types';

interface DeleteDialogProps {
  /** "post" or "thread", for the texts. */
  what: 'post' | 'thread';
  isModerator: boolean;
  onConfirm: (body: DeleteContentRequest) => Promise<void>;
  onClose: () => void;
}

/** Delete with a reason; moderators may also delete for good and alert the author (spec §4, §6). */
export function DeleteDialog({ what, isModerator, onConfirm, onClose }: DeleteDialogProps) {
  const [reason, setReason] = useState('');
  const [hardDelete, setHardDelete] = useState(false);
  const [authorAlert, setAuthorAlert] = useState(false);
  const [authorAlertReason, setAuthorAlertReason] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setSending(true);
    setError(null);
    try {
      await onConfirm(deleteRequest({ reason, hardDelete, authorAlert, authorAlertReason }, isModerator));
      onClose();
    } catch (failure) {
      setError(`Could not delete ${what}! ${(failure as Error).message}`);
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && !sending && onClose()} size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="delete-dialog">
            <Dialog.Header>
              <Dialog.Title>Delete {what}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Field.Root>
                  <Field.Label>Reason for deletion</Field.Label>
                  <Input value={reason} onChange={(event) => setReason(event.target.value)} maxLength={500} />
                </Field.Root>
                {isModerator && (
                  <>
                    <Checkbox.Root checked={hardDelete} onCheckedChange={(details) => setHardDelete(details.checked === true)}>
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>Hard delete (remove for good)</Checkbox.Label>
                    </Checkbox.Root>
                    <Checkbox.Root checked={authorAlert} onCheckedChange={(details) => setAuthorAlert(details.checked === true)}>
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>Alert the author</Checkbox.Label>
                    </Checkbox.Root>
                    {authorAlert && (
                      <Field.Root>
                        <Field.Label>Reason sent to the author</Field.Label>
                        <Input value={authorAlertReason} onChange={(event) => setAuthorAlertReason(event.target.value)} maxLength={500} />
                      </Field.Root>
                    )}
                  </>
                )}
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
              <Button colorPalette="red" onClick={() => void confirm()} loading={sending} disabled={sending}>
                Delete
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
