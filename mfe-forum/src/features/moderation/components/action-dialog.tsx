import { useState, type ReactNode } from 'react';
import { useMutation } from '@trailhead/shared-kernel/query';
import { Button, Stack, Text } from '@trailhead/shared-kernel/ui';
import { Dialog, DialogFrame } from '@trailhead/shared-kernel/ui-overlays';

interface ActionDialogProps {
  title: string;
  confirmLabel: string;
  /** Red for destructive actions (delete), brand red otherwise. */
  destructive?: boolean;
  /** Prefix of the error shown when the action fails, e.g. 'Could not report post!' (spec §8). */
  failureMessage: string;
  /** A message that stops the action before it is sent (a missing field), or null. */
  validate?: () => string | null;
  /** Runs the action; the dialog closes when it resolves and keeps what was typed when it throws. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
  testId?: string;
  children: ReactNode;
}

/** A small modal form for one action (report, move, delete): Cancel and a confirm button, sending state and the error. */
export function ActionDialog({ title, confirmLabel, destructive, failureMessage, validate, onConfirm, onClose, testId, children }: ActionDialogProps) {
  const [invalid, setInvalid] = useState<string | null>(null);
  const action = useMutation({ mutationFn: onConfirm, onSuccess: onClose });
  const sending = action.isPending;
  const error = invalid ?? (action.isError ? `${failureMessage} ${action.error.message}` : null);

  const confirm = () => {
    const problem = validate?.() ?? null;
    setInvalid(problem);
    if (problem) action.reset();
    else action.mutate();
  };

  const confirmStyle = destructive ? { colorPalette: 'red' } : { bg: 'brand.red', color: 'white' };
  return (
    <DialogFrame title={title} onClose={onClose} busy={sending} testId={testId}>
      <Dialog.Body>
        <Stack gap="3">
          {children}
          {error && (
            <Text role="alert" color="red.600" fontSize="sm">
              {error}
            </Text>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={sending}>
          Cancel
        </Button>
        <Button {...confirmStyle} onClick={confirm} loading={sending} disabled={sending}>
          {confirmLabel}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
