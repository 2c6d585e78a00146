/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import { TextDialog, type TextDialogProps } from './text-dialog';

const NEEDS_REASON = 'Please give a reason.';
const needsReason = (text: string) => {
  if (text.trim().length < 3) throw new Error(NEEDS_REASON);
};

function open(props: Partial<TextDialogProps> = {}) {
  const send = jest.fn(async (_text: string) => undefined);
  const onClose = jest.fn();
  renderInSite(
    <TextDialog title="Reject “Moab Crew”?" testId="reject" intro="The owner gets an alert with your reason." label="Reason" maxLength={200} check={needsReason} send={send} submitLabel="Reject club" onClose={onClose} {...props} />,
  );
  return { send: (props.send as jest.Mock) ?? send, onClose };
}

const field = () => screen.getByRole('textbox', { name: /Reason/ }) as HTMLTextAreaElement;
const submitButton = () => screen.getByRole('button', { name: 'Reject club' });

describe('TextDialog', () => {
  it('sends nothing while the text breaks its rule, says why under the field, and clears it as soon as the text is good', async () => {
    const { send } = open();
    expect(await screen.findByRole('dialog', { name: 'Reject “Moab Crew”?' })).toBeTruthy();
    expect(screen.getByText('The owner gets an alert with your reason.')).toBeTruthy();
    expect(field().required).toBe(true);
    expect(field().maxLength).toBe(200);
    fireEvent.click(submitButton());
    expect(await screen.findByText(NEEDS_REASON)).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field(), { target: { value: 'Duplicate' } });
    await waitFor(() => expect(screen.queryByText(NEEDS_REASON)).toBeNull());
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the text trimmed, then closes', async () => {
    const { send, onClose } = open();
    fireEvent.change(await screen.findByRole('textbox', { name: /Reason/ }), { target: { value: '  Duplicate of another club ' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith('Duplicate of another club');
  });

  it('a refused send keeps the dialog and the text, says why, and can be sent again', async () => {
    let refuse = true;
    const send = jest.fn(async () => {
      if (refuse) throw new Error('You may not review clubs.');
    });
    const { onClose } = open({ send });
    fireEvent.change(await screen.findByRole('textbox', { name: /Reason/ }), { target: { value: 'Duplicate' } });
    fireEvent.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe('You may not review clubs.');
    expect(field().value).toBe('Duplicate');
    expect(onClose).not.toHaveBeenCalled();
    refuse = false;
    fireEvent.click(submitButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('while sending, the buttons are disabled and a second submit sends nothing more', async () => {
    let finish: () => void = () => {};
    const send = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { onClose } = open({ send, pendingLabel: 'Rejecting…' });
    fireEvent.change(await screen.findByRole('textbox', { name: /Reason/ }), { target: { value: 'Duplicate' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(screen.getByRole('dialog'));
    finish();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledTimes(1);
  });
});
