import type { ReactNode } from 'react';
import { Dialog, DialogFrame } from '@trailhead/shared-kernel/ui-overlays';

/** The site's dialog frame as log in, register, forgot password and contact use it: centred, one body that scrolls inside. */
export function AuthDialog({ title, onClose, children, maxW = '440px' }: { title: string; onClose: () => void; children: ReactNode; maxW?: string }) {
  return (
    <DialogFrame title={title} onClose={onClose} placement="center" scrollBehavior="inside" maxW={maxW} closeButton>
      <Dialog.Body pb="6">{children}</Dialog.Body>
    </DialogFrame>
  );
}
