/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { BehaviorSubject, useObservable } from '@trailhead/shared-kernel/bus';
import { Dialog } from '@chakra-ui/react';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import { DialogFrame } from './dialog-frame';

describe('DialogFrame', () => {
  it('is named by its title, and its Close button closes it', async () => {
    const onClose = jest.fn();
    renderInSite(
      <DialogFrame title="Ban rider?" onClose={onClose} closeButton testId="ban">
        <Dialog.Body>Why?</Dialog.Body>
      </DialogFrame>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ban rider?' });
    expect(dialog.dataset.testid).toBe('ban');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('while busy, nothing closes it', async () => {
    const onClose = jest.fn();
    renderInSite(
      <DialogFrame title="Ban rider?" onClose={onClose} busy closeButton>
        <Dialog.Body>Why?</Dialog.Body>
      </DialogFrame>,
    );
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    expect((screen.getByRole('button', { name: 'Close' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('as a form, its submit button sends it', async () => {
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    renderInSite(
      <DialogFrame title="Report" onClose={() => {}} onSubmit={onSubmit}>
        <Dialog.Footer>
          <button type="submit">Send report</button>
        </Dialog.Footer>
      </DialogFrame>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Report' });
    expect(dialog.tagName).toBe('FORM');
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('stays mounted while hidden and shows again when open turns true', async () => {
    const open$ = new BehaviorSubject(false);
    function Frame() {
      return (
        <DialogFrame title="Cookie Settings" open={useObservable(open$)} onClose={() => open$.next(false)} closeButton>
          <Dialog.Body>Choices</Dialog.Body>
        </DialogFrame>
      );
    }
    renderInSite(<Frame />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => open$.next(true));
    expect(await screen.findByRole('dialog', { name: 'Cookie Settings' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(open$.value).toBe(false);
    act(() => open$.next(true));
    expect(await screen.findByRole('dialog', { name: 'Cookie Settings' })).toBeTruthy();
  });
});
