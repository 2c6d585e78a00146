import type { ReactNode } from 'react';
import { Alert, Button } from '@trailhead/shared-kernel/ui';
import { Dialog, Portal } from '@trailhead/shared-kernel/ui-overlays';

interface ConfirmDeleteDialogProps {
  title: string;
  children: ReactNode;
  pending: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a delete that cannot be undone; stays open (and shows why) when it fails. */
export function ConfirmDeleteDialog({ title, children, pending, error, onConfirm, onClose }: ConfirmDeleteDialogProps) {
  return (
    <Dialog.Root open role="alertdialog" size="sm" placement="center" onOpenChange={(details) => !details.open && !pending && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="confirm-delete">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {children}
              {error && (
                <Alert.Root status="error" role="alert" mt="3">
                  <Alert.Indicator />
                  <Alert.Title>{error}</Alert.Title>
                </Alert.Root>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={pending}>
                Cancel
              </Button>
              <Button colorPalette="red" onClick={() => !pending && onConfirm()} loading={pending} loadingText="Deleting…" disabled={pending}>
                Delete
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
