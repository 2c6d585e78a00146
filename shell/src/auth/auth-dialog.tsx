import type { ReactNode } from 'react';
import { CloseButton } from '@trailhead/shared-kernel/ui';
import { Dialog, Portal } from '@trailhead/shared-kernel/ui-overlays';

/** The modal frame shared by log in, register, forgot password and contact. */
export function AuthDialog({ title, onClose, children, maxW = '440px' }: { title: string; onClose: () => void; children: ReactNode; maxW?: string }) {
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={maxW} mx="3">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">{children}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
