import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CLUB_REASON_MAX } from '@trailhead/shared-kernel/schemas';
import type { ClubMember } from '@trailhead/shared-kernel/types';
import { Button, Field, Stack, Text, Textarea } from '@trailhead/shared-kernel/ui';
import { Dialog, DialogFrame } from '@trailhead/shared-kernel/ui-overlays';
import { banReasonResolver, type BanFields } from '../ban-reason-resolver';

/**
 * Ban with a reason (the shared clubBanSchema): the reason is kept with the ban and shown to those
 * who run the club. A refused ban keeps the dialog and what was typed.
 */
export function BanMemberDialog({ clubId, member, onBan, onClose }: { clubId: number; member: ClubMember; onBan: (reason: string) => Promise<void>; onClose: () => void }) {
  const [resolver] = useState(() => banReasonResolver(clubId));
  const form = useForm<BanFields>({ defaultValues: { reason: '' }, resolver, mode: 'onSubmit', reValidateMode: 'onChange' });
  const [failure, setFailure] = useState<string | null>(null);
  const { isSubmitting, errors } = form.formState;
  const submit = form.handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await onBan(reason);
    } catch (error) {
      setFailure((error as Error).message);
    }
  });
  const name = member.User.username;
  return (
    <DialogFrame testId="club-ban-dialog" title={`Ban ${name}?`} onClose={() => !isSubmitting && onClose()}>
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={`Ban ${name}`}>
        <Dialog.Body>
          <Stack gap="3">
            <Text fontSize="sm">{name} stays listed as banned: they can read the club but can no longer take part in its discussions and events, nor join it again.</Text>
            <Field.Root invalid={!!errors.reason} required>
              <Field.Label>
                Reason <Field.RequiredIndicator />
              </Field.Label>
              <Textarea maxLength={CLUB_REASON_MAX} {...form.register('reason')} />
              {errors.reason && <Field.ErrorText>{errors.reason.message}</Field.ErrorText>}
            </Field.Root>
            {failure && (
              <Text role="alert" color="red.700" fontSize="sm">
                {failure}
              </Text>
            )}
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="red" loading={isSubmitting} disabled={isSubmitting} data-testid="club-ban-confirm">
            Ban member
          </Button>
        </Dialog.Footer>
      </form>
    </DialogFrame>
  );
}

/** Removing asks first: the member leaves the list (and may join again, unlike a ban). */
export function RemoveMemberDialog({ member, pending, onRemove, onClose }: { member: ClubMember; pending: boolean; onRemove: () => void; onClose: () => void }) {
  const name = member.User.username;
  return (
    <DialogFrame testId="club-remove-dialog" title={`Remove ${name}?`} onClose={() => !pending && onClose()}>
      <Dialog.Body>
        <Text fontSize="sm">{name} will no longer be a member of the club. They can join it again later; ban them instead to keep them out.</Text>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button colorPalette="red" onClick={onRemove} loading={pending} disabled={pending} data-testid="club-remove-confirm">
          Remove member
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
