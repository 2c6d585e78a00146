import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus, type SnackbarMessage } from '@trailhead/shared-kernel/bus';
import { Route, Routes, useLocation } from '@trailhead/shared-kernel/router';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import type { UserProfile } from '@trailhead/shared-kernel/types';
import { AccountDataPage } from './account-data-page';

let deleteAnswer: { status: number; body: unknown };
let bodies: unknown[];
let resolveDelete: (() => void) | null;

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderPage() {
  bodies = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === '/api/me/delete' && init?.method === 'POST') {
      bodies.push(JSON.parse(String(init.body)));
      if (resolveDelete === null) await new Promise<void>((resolve) => (resolveDelete = resolve));
      return { ok: deleteAnswer.status < 400, status: deleteAnswer.status, json: async () => deleteAnswer.body } as Response;
    }
    return { ok: false, status: 404, json: async () => ({ errors: [{ code: 'not_found', message: 'not found' }] }) } as Response;
  }) as unknown as typeof fetch;
  return renderInSite(
    <>
      <Routes>
        <Route path="/accountData" element={<AccountDataPage />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </>,
    { url: '/accountData' },
  );
}

const snackbars: SnackbarMessage[] = [];
bus.snackbar.subscribe((message) => snackbars.push(message));

beforeEach(() => {
  snackbars.length = 0;
  resolveDelete = () => undefined;
  bus.session$.next({ status: { status: 'valid', permission: 'full', message: null, details: null }, user: { user_id: 5, username: 'rider' } as UserProfile });
});

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Delete my account…' }));
  return screen.findByTestId('delete-account-dialog');
}

describe('AccountDataPage', () => {
  it('links the download of the archive and says what deletion erases and what it keeps', async () => {
    renderPage();
    const download = await screen.findByRole('link', { name: 'Download my data' });
    expect(download.getAttribute('href')).toBe('/api/me/export');
    expect(download.hasAttribute('download')).toBe(true);
    expect(screen.getByText('What is deleted')).toBeTruthy();
    expect(screen.getByText('What is kept')).toBeTruthy();
  });

  it('asks for the password and the typed confirmation before it sends anything', async () => {
    renderPage();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Password is required')).toBeTruthy();
    expect(within(dialog).getByLabelText(/Type DELETE to confirm/).getAttribute('aria-invalid')).toBe('true');
    expect(bodies).toEqual([]);
  });

  it("keeps what was typed and shows the API's message when the password is wrong", async () => {
    deleteAnswer = { status: 400, body: { errors: [{ code: 'wrong_password', message: 'The password is not correct.' }] } };
    renderPage();
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(/Your password/), { target: { value: 'Wrong#password1' } });
    fireEvent.change(within(dialog).getByLabelText(/Type DELETE to confirm/), { target: { value: 'DELETE' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('The password is not correct.')).toBeTruthy();
    expect((within(dialog).getByLabelText(/Your password/) as HTMLInputElement).value).toBe('Wrong#password1');
    expect(bodies).toEqual([{ password: 'Wrong#password1', content: 'keep' }]);
    expect(bus.session$.getValue().user).not.toBeNull();
  });

  it('sends the choice once, then shows the member signed out on the home page with a snackbar', async () => {
    deleteAnswer = { status: 200, body: { status: 'deleted', content: 'remove' } };
    resolveDelete = null;
    renderPage();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByLabelText(/Remove my posts/));
    fireEvent.change(within(dialog).getByLabelText(/Your password/), { target: { value: 'Trailhead#2026' } });
    fireEvent.change(within(dialog).getByLabelText(/Type DELETE to confirm/), { target: { value: 'DELETE' } });
    const submit = within(dialog).getByRole('button', { name: 'Delete my account' });
    fireEvent.click(submit);
    await waitFor(() => expect(bodies).toHaveLength(1));
    fireEvent.click(submit);
    expect(bodies).toEqual([{ password: 'Trailhead#2026', content: 'remove' }]);
    resolveDelete!();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(bus.session$.getValue()).toMatchObject({ user: null, status: { permission: 'public' } });
    expect(snackbars).toEqual([{ status: 'success', message: 'Your account was deleted.' }]);
  });
});
