/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import { ActionDialog } from './action-dialog';

function renderDialog(props: { validate?: () => string | null; onConfirm: () => Promise<void>; onClose: () => void }) {
  renderInSite(
    <ActionDialog title="Report post" confirmLabel="Report" failureMessage="Could not report post!" {...props}>
      <input aria-label="message" defaultValue="typed text" />
    </ActionDialog>,
  );
}

it('stops at the validation message without running the action', async () => {
  const onConfirm = jest.fn(async () => undefined);
  const onClose = jest.fn();
  renderDialog({ validate: () => 'Please say what is wrong with this post.', onConfirm, onClose });
  fireEvent.click(await screen.findByRole('button', { name: 'Report' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Please say what is wrong with this post.');
  expect(onConfirm).not.toHaveBeenCalled();
  expect(onClose).not.toHaveBeenCalled();
});

it('keeps the dialog and what was typed when the action fails, with the spec prefix and the reason', async () => {
  const onClose = jest.fn();
  renderDialog({ onConfirm: async () => Promise.reject(new Error('Server not respond, please try again later!')), onClose });
  fireEvent.click(await screen.findByRole('button', { name: 'Report' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Could not report post! Server not respond, please try again later!');
  expect(onClose).not.toHaveBeenCalled();
  expect((screen.getByLabelText('message') as HTMLInputElement).value).toBe('typed text');
});

it('closes once the action succeeds', async () => {
  const onClose = jest.fn();
  renderDialog({ onConfirm: async () => undefined, onClose });
  fireEvent.click(await screen.findByRole('button', { name: 'Report' }));
  await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
});
