import { useState, type FormEvent } from 'react';
import { bus } from '@trailhead/shared-kernel/bus';
import { useMutation } from '@trailhead/shared-kernel/query';
import type { DeleteContentRequest } from '@trailhead/shared-kernel/types';
import { Alert, Button, Checkbox, Field, Flex, Input, Stack } from '@trailhead/shared-kernel/ui';
import { deleteProfileContent, type ProfileContentKind } from '../api/profile-posts-api';
import { ProfileDialog } from './profile-dialog';

const WHAT: Record<ProfileContentKind, string> = { 'profile-posts': 'profile post', 'profile-post-comments': 'comment' };

/**
 * Delete a profile post or comment with a reason (soft: it stays as "deleted"); moderators may also
 * remove it for good and alert the author with a reason (spec §6).
 */
export function DeleteDialog({ kind, id, isModerator, onDeleted, onClose }: { kind: ProfileContentKind; id: number; isModerator: boolean; onDeleted: () => void; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [hardDelete, setHardDelete] = useState(false);
  const [authorAlert, setAuthorAlert] = useState(false);
  const [authorAlertReason, setAuthorAlertReason] = useState('');
  const removal = useMutation({ mutationFn: (body: DeleteContentRequest) => deleteProfileContent(kind, id, body) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (removal.isPending) return;
    const body: DeleteContentRequest = { reason: reason.trim() || undefined };
    if (isModerator) {
      body.hard_delete = hardDelete;
      body.author_alert = authorAlert;
      if (authorAlert) body.author_alert_reason = authorAlertReason.trim() || reason.trim() || undefined;
    }
    removal.mutate(body, {
      onSuccess: () => {
        bus.snackbar.next({ status: 'success', message: `The ${WHAT[kind]} was deleted.` });
        onDeleted();
        onClose();
      },
    });
  };

  return (
    <ProfileDialog testId="delete-dialog" title={`Delete ${WHAT[kind]}`} onClose={onClose}>
      <form noValidate onSubmit={submit}>
        <Stack gap="3" pb="2">
          <Field.Root>
            <Field.Label>Reason for deletion</Field.Label>
            <Input value={reason} maxLength={500} disabled={removal.isPending} onChange={(event) => setReason(event.target.value)} />
          </Field.Root>
          {isModerator && (
            <>
              <Checkbox.Root checked={hardDelete} disabled={removal.isPending} onCheckedChange={(details) => setHardDelete(details.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>Hard delete (remove for good)</Checkbox.Label>
              </Checkbox.Root>
              <Checkbox.Root checked={authorAlert} disabled={removal.isPending} onCheckedChange={(details) => setAuthorAlert(details.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>Alert the author</Checkbox.Label>
              </Checkbox.Root>
              {authorAlert && (
                <Field.Root>
                  <Field.Label>Reason sent to the author</Field.Label>
                  <Input value={authorAlertReason} maxLength={500} disabled={removal.isPending} onChange={(event) => setAuthorAlertReason(event.target.value)} />
                </Field.Root>
              )}
            </>
          )}
          {removal.isError && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{removal.error.message}</Alert.Title>
            </Alert.Root>
          )}
          <Flex gap="2" justify="flex-end">
            <Button variant="outline" size="sm" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" size="sm" colorPalette="red" loading={removal.isPending} loadingText="Deleting…" disabled={removal.isPending}>
              Delete
            </Button>
          </Flex>
        </Stack>
      </form>
    </ProfileDialog>
  );
}
