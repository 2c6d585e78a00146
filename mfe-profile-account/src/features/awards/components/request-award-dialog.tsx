import { bus } from '@trailhead/shared-kernel/bus';
import { MEMBER_TEXT_MAX, awardRequestSchema } from '@trailhead/shared-kernel/schemas';
import type { Award } from '@trailhead/shared-kernel/types';
import { TextDialog } from '@trailhead/shared-kernel/ui-overlays';
import { useRequestAward } from '../api/awards-api';

export const requestSentMessage = (title: string) => `Your request for “${title}” was sent to the moderators.`;

/** Request an award with a reason (spec §5: 'You must to add reason!'); a refusal keeps the text and says why. */
export function RequestAwardDialog({ award, onClose }: { award: Award; onClose: () => void }) {
  const request = useRequestAward();
  return (
    <TextDialog
      title={`Request “${award.title}”`}
      testId="request-award-dialog"
      intro={award.description}
      label="Why do you deserve it?"
      maxLength={MEMBER_TEXT_MAX}
      size="md"
      check={(award_reason) => awardRequestSchema().validate({ award_reason })}
      send={async (award_reason) => {
        await request.mutateAsync({ awardId: award.award_id, award_reason });
        bus.snackbar.next({ status: 'success', message: requestSentMessage(award.title) });
      }}
      submitLabel="Send request"
      pendingLabel="Sending…"
      onClose={onClose}
    />
  );
}
