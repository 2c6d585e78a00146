import { bus } from '@trailhead/shared-kernel/bus';
import { MEMBER_TEXT_MAX, reportSchema } from '@trailhead/shared-kernel/schemas';
import { TextDialog } from '@trailhead/shared-kernel/ui-overlays';
import { reportMessage } from '../api/conversation-api';

export const MESSAGE_REPORTED = 'Thank you for reporting this message. A moderator will look at it.';

/** Report one message to the moderators (POST /conversation-messages/{id}/report {message}); the shared report rule: 3 to 1000 characters. */
export function ReportMessageDialog({ messageId, author, onClose }: { messageId: number; author: string; onClose: () => void }) {
  return (
    <TextDialog
      title={`Report the message by ${author}`}
      testId="report-message-dialog"
      label="What is wrong with it?"
      maxLength={MEMBER_TEXT_MAX}
      check={(message) => reportSchema().validate({ message })}
      send={async (message) => {
        await reportMessage(messageId, message);
        bus.snackbar.next({ status: 'success', message: MESSAGE_REPORTED });
      }}
      submitLabel="Send report"
      pendingLabel="Sending…"
      onClose={onClose}
    />
  );
}
