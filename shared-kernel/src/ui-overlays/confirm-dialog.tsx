import type { ReactNode } from 'react';
import { Alert, Button, Dialog } from '@chakra-ui/react';
import { DialogFrame } from './dialog-frame';

export interface ConfirmDialogProps {
  /** The question, also the dialog's accessible name. */
  title: string;
  /** What confirming does, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  /** The confirm button's text while the action runs, e.g. 'Leaving…'. */
  pendingLabel: string;
  cancelLabel?: string;
  pending: boolean;
  /** Why the action failed; the dialog stays open to try again. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
  testId?: string;
}

/**
 * Asks before an action that cannot be taken back. While the action runs, nothing closes the
 * dialog and the confirm button cannot be pressed twice; a failure is shown inside it.
 */
export function ConfirmDialog({ title, children, confirmLabel, pendingLabel, cancelLabel = 'Cancel', pending, error, onConfirm, onClose, testId }: ConfirmDialogProps) {
  const confirm = () => {
    if (!pending) onConfirm();
  };
  return (
    <DialogFrame title={title} onClose={onClose} busy={pending} role="alertdialog" placement="center" closeButton testId={testId}>
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
          {cancelLabel}
        </Button>
        <Button colorPalette="red" onClick={confirm} loading={pending} loadingText={pendingLabel} disabled={pending}>
          {confirmLabel}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
