// The frame of the profile's small dialogs (report, delete, who reacted, followers): open while
// shown, closed by Escape, the backdrop or the Close button, titled.
import type { ReactNode } from 'react';
import { CloseButton } from '@trailhead/shared-kernel/ui';
import { Dialog, Portal } from '@trailhead/shared-kernel/ui-overlays';

export function ProfileDialog({ testId, title, onClose, children, footer }: { testId: string; title: string; onClose: () => void; children: ReactNode; footer?: ReactNode }) {
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} size="md" placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
