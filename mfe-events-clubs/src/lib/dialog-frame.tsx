// The frame of the area's small confirmation dialogs (join, leave, ban, lift a ban, remove):
// open while shown, closed by Escape, the backdrop or a Close button, titled.
import type { ReactNode } from 'react';
import { Dialog, Portal } from '@trailhead/shared-kernel/ui-overlays';

export function DialogFrame({ testId, title, onClose, children }: { testId: string; title: string; onClose: () => void; children: ReactNode }) {
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
