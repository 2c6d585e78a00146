import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { bus } from '@trailhead/shared-kernel/bus';
import { CLUB_REASON_MAX, clubReviewSchema } from '@trailhead/shared-kernel/schemas';
import type { ClubDetail } from '@trailhead/shared-kernel/types';
import { Button, Field, Stack, Text, Textarea } from '@trailhead/shared-kernel/ui';
import { Dialog, DialogFrame } from '@trailhead/shared-kernel/ui-overlays';
import { useReviewClub } from '../api/review-club';
import { REJECTED_MESSAGE } from '../review-messages';

interface RejectFields {
  reason: string;
}

/** The shared clubReviewSchema (the API checks the same): a rejection needs its reason. */
const rejectResolver: Resolver<RejectFields> = async (values) => {
  try {
    await clubReviewSchema.validate({ decision: 'reject', reason: values.reason });
    return { values, errors: {} };
  } catch (error) {
    return { values: {}, errors: { reason: { type: 'validate', message: (error as Error).message } } as FieldErrors<RejectFields> };
  }
};

/** Reject a pending club: the reason goes to the owner in the alert. */
export function RejectDialog({ club, onClose }: { club: ClubDetail; onClose: () => void }) {
  const review = useReviewClub();
  const { register, handleSubmit, formState } = useForm<RejectFields>({ defaultValues: { reason: '' }, resolver: rejectResolver });
  const reject = ({ reason }: RejectFields) => {
    if (review.isPending) return;
    review.mutate(
      { clubId: club.id, decision: 'reject', reason: reason.trim() },
      {
        onSuccess: () => {
          bus.snackbar.next({ status: 'success', message: REJECTED_MESSAGE(club.name) });
          onClose();
        },
      },
    );
  };
  const message = formState.errors.reason?.message;
  return (
    <DialogFrame title={`Reject “${club.name}”?`} onClose={onClose} busy={review.isPending} testId="reject-dialog" onSubmit={(event) => void handleSubmit(reject)(event)}>
      <Dialog.Body>
        <Stack gap="3">
          <Text fontSize="sm">{club.Owner.username} gets an alert with your reason.</Text>
          <Field.Root invalid={!!message} required>
            <Field.Label>
              Reason <Field.RequiredIndicator />
            </Field.Label>
            <Textarea maxLength={CLUB_REASON_MAX} autoFocus {...register('reason')} />
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
        <Button type="submit" colorPalette="red" loading={review.isPending} loadingText="Rejecting…" disabled={review.isPending}>
          Reject club
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
