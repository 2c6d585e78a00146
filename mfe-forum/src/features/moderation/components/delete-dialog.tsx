import { useState } from 'react';
import { Checkbox, Field, Input } from '@trailhead/shared-kernel/ui';
import { deleteRequest } from '../delete-request';
import { ActionDialog } from './action-dialog';
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
  return (
    <ActionDialog
      title={`Delete ${what}`}
      confirmLabel="Delete"
      destructive
      failureMessage={`Could not delete ${what}!`}
      testId="delete-dialog"
      onConfirm={() => onConfirm(deleteRequest({ reason, hardDelete, authorAlert, authorAlertReason }, isModerator))}
      onClose={onClose}
    >
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
    </ActionDialog>
  );
}
