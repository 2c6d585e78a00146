// The frame of the profile's small dialogs (report, delete, who reacted, followers): open while
// shown, closed by Escape, the backdrop or the Close button, titled.
import type { ReactNode } from 'react';
import { Dialog, DialogFrame } from '@trailhead/shared-kernel/ui-overlays';

export function ProfileDialog({ testId, title, onClose, children, footer }: { testId: string; title: string; onClose: () => void; children: ReactNode; footer?: ReactNode }) {
  return (
    <DialogFrame testId={testId} title={title} onClose={onClose} size="md" placement="center" scrollBehavior="inside" closeButton>
      <Dialog.Body>{children}</Dialog.Body>
      {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
    </DialogFrame>
  );
}
