import type { FormEventHandler, ReactNode } from 'react';
import { CloseButton, Dialog, Portal, type DialogRootProps } from '@chakra-ui/react';

export interface DialogFrameProps {
  /** The dialog's heading, also its accessible name. */
  title: string;
  onClose: () => void;
  /** False while hidden, for a dialog that stays mounted between openings (it fades out instead of vanishing). */
  open?: boolean;
  /** While an action runs: Escape, the backdrop and the Close button do nothing. */
  busy?: boolean;
  /** 'alertdialog' for a question before an action that cannot be taken back. */
  role?: 'dialog' | 'alertdialog';
  placement?: 'top' | 'center';
  /** 'sm' by default; a form with many fields may take the whole screen on a phone ({ base: 'full', md: 'lg' }). */
  size?: DialogRootProps['size'];
  /** A fixed width the spec gives (log out 290 px, contact 600 px) instead of a size; such a dialog keeps a margin on a phone. */
  maxW?: string;
  /** 'inside': a long body scrolls within the dialog. */
  scrollBehavior?: 'inside' | 'outside';
  /** The dialog is a form (heading, body and footer), sent by its submit button. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** A Close (×) button in the corner. */
  closeButton?: boolean;
  testId?: string;
  /** The body and footer (Dialog.Body, Dialog.Footer). */
  children: ReactNode;
}

/** The frame of the site's small dialogs: open while shown, titled, closed by Escape, the backdrop or Close unless busy. */
export function DialogFrame(props: DialogFrameProps) {
  const { title, onClose, open = true, busy = false, role = 'dialog', placement = 'top', size = 'sm', maxW, scrollBehavior = 'outside', closeButton = false, onSubmit, testId, children } = props;
  const width = maxW ? { maxW, mx: '3' } : {};
  const inside = (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      {children}
      {closeButton && (
        <Dialog.CloseTrigger asChild>
          <CloseButton size="sm" aria-label="Close" disabled={busy} />
        </Dialog.CloseTrigger>
      )}
    </>
  );
  return (
    <Dialog.Root open={open} role={role} onOpenChange={(details) => !details.open && !busy && onClose()} placement={placement} size={size} scrollBehavior={scrollBehavior}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {onSubmit ? (
            <Dialog.Content asChild data-testid={testId} {...width}>
              <form noValidate onSubmit={onSubmit}>
                {inside}
              </form>
            </Dialog.Content>
          ) : (
            <Dialog.Content data-testid={testId} {...width}>
              {inside}
            </Dialog.Content>
          )}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
