import { bus } from '@trailhead/shared-kernel/bus';
import { CLUB_REASON_MAX, clubReviewSchema } from '@trailhead/shared-kernel/schemas';
import type { ClubDetail } from '@trailhead/shared-kernel/types';
import { TextDialog } from '@trailhead/shared-kernel/ui-overlays';
import { useReviewClub } from '../api/review-club';
import { REJECTED_MESSAGE } from '../review-messages';

/** Reject a pending club: the reason (the shared clubReviewSchema, which the API checks too) goes to the owner in the alert. */
export function RejectDialog({ club, onClose }: { club: ClubDetail; onClose: () => void }) {
  const review = useReviewClub();
  return (
    <TextDialog
      title={`Reject “${club.name}”?`}
      testId="reject-dialog"
      intro={`${club.Owner.username} gets an alert with your reason.`}
      label="Reason"
      maxLength={CLUB_REASON_MAX}
      check={(reason) => clubReviewSchema.validate({ decision: 'reject', reason })}
      send={async (reason) => {
        await review.mutateAsync({ clubId: club.id, decision: 'reject', reason });
        bus.snackbar.next({ status: 'success', message: REJECTED_MESSAGE(club.name) });
      }}
      cancelLabel="Keep it waiting"
      submitLabel="Reject club"
      pendingLabel="Rejecting…"
      onClose={onClose}
    />
  );
}
