import { useForm } from 'react-hook-form';
import { bus } from '@trailhead/shared-kernel/bus';
import { MEMBER_TEXT_MAX, awardRequestSchema, formResolver, type AwardRequestValues } from '@trailhead/shared-kernel/schemas';
import type { Award } from '@trailhead/shared-kernel/types';
import { Button, Field, Stack, Text, Textarea } from '@trailhead/shared-kernel/ui';
import { Dialog, Portal } from '@trailhead/shared-kernel/ui-overlays';
import { useRequestAward } from '../api/awards-api';

export const requestSentMessage = (title: string) => `Your request for “${title}” was sent to the moderators.`;

/** Request an award with a reason (spec §5: 'You must to add reason!'); a refusal keeps the text and says why. */
export function RequestAwardDialog({ award, onClose }: { award: Award; onClose: () => void }) {
  const request = useRequestAward();
  const { register, handleSubmit, formState } = useForm<AwardRequestValues>({ defaultValues: { award_reason: '' }, resolver: formResolver<AwardRequestValues>(awardRequestSchema()) });
  const send = ({ award_reason }: AwardRequestValues) => {
    if (request.isPending) return;
    request.mutate(
      { awardId: award.award_id, award_reason: award_reason.trim() },
      {
        onSuccess: () => {
          bus.snackbar.next({ status: 'success', message: requestSentMessage(award.title) });
          onClose();
        },
      },
    );
  };
  const message = formState.errors.award_reason?.message;
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && !request.isPending && onClose()} size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild data-testid="request-award-dialog">
            <form noValidate onSubmit={(event) => void handleSubmit(send)(event)}>
              <Dialog.Header>
                <Dialog.Title>Request “{award.title}”</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Text fontSize="sm">{award.description}</Text>
                  <Field.Root invalid={!!message} required>
                    <Field.Label>
                      Why do you deserve it? <Field.RequiredIndicator />
                    </Field.Label>
                    <Textarea rows={4} maxLength={MEMBER_TEXT_MAX} autoFocus {...register('award_reason')} />
                    {message && <Field.ErrorText color="red.700">{message}</Field.ErrorText>}
                  </Field.Root>
                  {request.isError && (
                    <Text role="alert" color="red.700" fontSize="sm">
                      {request.error.message}
                    </Text>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={request.isPending}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="red" loading={request.isPending} loadingText="Sending…" disabled={request.isPending}>
                  Send request
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
