import { bus } from '@trailhead/shared-kernel/bus';
import { MEMBER_TEXT_MAX, awardReviewSchema } from '@trailhead/shared-kernel/schemas';
import type { AwardRequest } from '@trailhead/shared-kernel/types';
import { TextDialog } from '@trailhead/shared-kernel/ui-overlays';
import { useReviewAwardRequest } from '../api/awards-api';

export const refusedMessage = (request: AwardRequest) => `${request.User.username}'s request for “${request.award.title}” was refused.`;

/** Refuse an award request: the reason (awardReviewSchema) goes to the member in an alert. */
export function RefuseRequestDialog({ request, onClose }: { request: AwardRequest; onClose: () => void }) {
  const review = useReviewAwardRequest();
  return (
    <TextDialog
      title={`Refuse “${request.award.title}”?`}
      testId="refuse-request-dialog"
      intro={`${request.User.username} gets an alert with your reason.`}
      label="Reason"
      maxLength={MEMBER_TEXT_MAX}
      check={(reason) => awardReviewSchema().validate({ reason, decision: 'refuse' })}
      send={async (reason) => {
        await review.mutateAsync({ requestId: request.award_request_id, decision: 'refuse', reason });
        bus.snackbar.next({ status: 'success', message: refusedMessage(request) });
      }}
      cancelLabel="Keep it waiting"
      submitLabel="Refuse request"
      pendingLabel="Refusing…"
      onClose={onClose}
    />
  );
}
