import { bus } from '@trailhead/shared-kernel/bus';
import { MEMBER_TEXT_MAX, reportSchema } from '@trailhead/shared-kernel/schemas';
import { TextDialog } from '@trailhead/shared-kernel/ui-overlays';
import { reportContent } from '../api/profile-posts-api';

export const REPORTED_MESSAGE = 'Thank you for reporting this. A moderator will look at it.';

/** Report a member, a profile post or a comment with a message (POST {path}/report); the shared report rule. */
export function ReportDialog({ path, what, onClose }: { path: string; what: string; onClose: () => void }) {
  return (
    <TextDialog
      title={`Report ${what}`}
      testId="report-dialog"
      label="What is wrong?"
      maxLength={MEMBER_TEXT_MAX}
      check={(message) => reportSchema().validate({ message })}
      send={async (message) => {
        await reportContent(path, message);
        bus.snackbar.next({ status: 'success', message: REPORTED_MESSAGE });
      }}
      submitLabel="Send report"
      pendingLabel="Sending…"
      onClose={onClose}
    />
  );
}
