import { useForm } from 'react-hook-form';
import { bus } from '@trailhead/shared-kernel/bus';
import { MEMBER_TEXT_MAX, awardReviewSchema, formResolver } from '@trailhead/shared-kernel/schemas';
import type { AwardRequest } from '@trailhead/shared-kernel/types';
import { Button, Field, Stack, Text, Textarea } from '@trailhead/shared-kernel/ui';
import { Dialog, DialogFrame } from '@trailhead/shared-kernel/ui-overlays';
import { useReviewAwardRequest } from '../api/awards-api';

interface RefuseFields {
  reason: string;
}

export const refusedMessage = (request: AwardRequest) => `${request.User.username}'s request for “${request.award.title}” was refused.`;

/** Refuse an award request: the reason (awardReviewSchema) goes to the member in an alert. */
export function RefuseRequestDialog({ request, onClose }: { request: AwardRequest; onClose: () => void }) {
  const review = useReviewAwardRequest();
  const { register, handleSubmit, formState } = useForm<RefuseFields>({ defaultValues: { reason: '' }, resolver: formResolver<RefuseFields>(awardReviewSchema(), { payload: (values) => ({ ...values, decision: 'refuse' }) }) });
  const refuse = ({ reason }: RefuseFields) => {
    if (review.isPending) return;
    review.mutate(
      { requestId: request.award_request_id, decision: 'refuse', reason: reason.trim() },
      {
        onSuccess: () => {
          bus.snackbar.next({ status: 'success', message: refusedMessage(request) });
          onClose();
        },
      },
    );
  };
  const message = formState.errors.reason?.message;
  return (
    <DialogFrame title={`Refuse “${request.award.title}”?`} onClose={onClose} busy={review.isPending} testId="refuse-request-dialog" onSubmit={(event) => void handleSubmit(refuse)(event)}>
      <Dialog.Body>
        <Stack gap="3">
          <Text fontSize="sm">{request.User.username} gets an alert with your reason.</Text>
          <Field.Root invalid={!!message} required>
            <Field.Label>
              Reason <Field.RequiredIndicator />
            </Field.Label>
            <Textarea maxLength={MEMBER_TEXT_MAX} autoFocus {...register('reason')} />
            {message && <Field.ErrorText color="red.700">{message}</Field.ErrorText>}
          </Field.Root>
          {review.isError && (
            <Text role="alert" color="red.700" fontSize="sm">
              {review.error.message}
            </Text>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={review.isPending}>
          Keep it waiting
        </Button>
        <Button type="submit" colorPalette="red" loading={review.isPending} loadingText="Refusing…" disabled={review.isPending}>
          Refuse request
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
