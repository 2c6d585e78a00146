/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

const dialog = (props: Partial<ConfirmDialogProps>) => (
  <ConfirmDialog title="Leave the club?" confirmLabel="Leave" pendingLabel="Leaving…" pending={false} onConfirm={() => {}} onClose={() => {}} {...props}>
    You will no longer see its members-only threads.
  </ConfirmDialog>
);

describe('ConfirmDialog', () => {
  it('asks by its title, and confirms or cancels', async () => {
    const onConfirm = jest.fn();
    const onClose = jest.fn();
    renderInSite(dialog({ onConfirm, onClose }));
    expect((await screen.findByRole('alertdialog', { name: 'Leave the club?' })).textContent).toContain('You will no longer see its members-only threads.');
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('while the action runs, cannot be confirmed again or closed; a failure shows inside it', async () => {
    const onConfirm = jest.fn();
    const onClose = jest.fn();
    renderInSite(dialog({ onConfirm, onClose, pending: true, error: 'Server not respond, please try again later!' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Server not respond, please try again later!');
    for (const button of screen.getAllByRole('button')) expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
