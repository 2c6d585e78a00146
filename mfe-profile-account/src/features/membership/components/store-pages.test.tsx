// The gear store's parts of the account pages: the points programme, the giveaway, /activate.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { bus } from '@trailhead/shared-kernel/bus';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import type { FprStatus, GiveawayStatus, UserProfile } from '@trailhead/shared-kernel/types';
import { ActivatePage } from './activate-page';
import { GIVEAWAY_LOGIN, GiveawayPage } from './giveaway-page';
import { PointsProgramme } from './points-programme';
import { Route, Routes } from '@trailhead/shared-kernel/router';

type Answer = { status: number; body: unknown };
type Handler = (path: string, init?: RequestInit) => Answer | Promise<Answer>;

function mockApi(handler: Handler) {
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    const { status, body } = await handler(url.split('?')[0], init);
    return { ok: status < 400, status, json: async () => body };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
const posts = (fetchMock: jest.Mock) => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
const signIn = () =>
  bus.session$.next({ status: { status: 'valid', permission: 'full', message: null, details: null }, user: { user_id: 8, username: 'rookie', UserMembership: null } as UserProfile });
const signOut = () => bus.session$.next({ status: { status: 'user_not_logged', permission: 'public', message: null, details: null }, user: null });
const error = (message: string) => ({ errors: [{ code: 'x', message }] });

let snackbar: string[] = [];
let subscription: { unsubscribe: () => void };
beforeEach(() => {
  snackbar = [];
  subscription = bus.snackbar.subscribe((message) => snackbar.push(message.message));
});
afterEach(() => subscription.unsubscribe());

describe('PointsProgramme', () => {
  it('links with an e-mail (checked before sending), shows the status the server answers, then unlinks', async () => {
    signIn();
    let status: FprStatus = { fpr_linked: false, fpr_points_pending_total: 0, email: null };
    let release: () => void = () => undefined;
    const fetchMock = mockApi(async (_path, init) => {
      if (init?.method !== 'POST') return { status: 200, body: status };
      const { email } = JSON.parse(String(init.body)) as { email: string | null };
      await new Promise<void>((resolve) => (release = resolve));
      status = email === null ? { fpr_linked: false, fpr_points_pending_total: 0, email: null } : { fpr_linked: true, fpr_points_pending_total: 120, email };
      return { status: 200, body: status };
    });
    renderInSite(<PointsProgramme />);
    await screen.findByTestId('points-unlinked');
    const button = screen.getByRole('button', { name: 'Link the points programme' });
    fireEvent.click(button);
    expect(await screen.findByText('E-mail is required')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Points programme e-mail/ }), { target: { value: 'not-an-email' } });
    fireEvent.click(button);
    expect(await screen.findByText('E-mail must be valid')).toBeTruthy();
    expect(posts(fetchMock)).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: /Points programme e-mail/ }), { target: { value: 'riley@points.test' } });
    fireEvent.click(button);
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    // The button waits and cannot send twice.
    expect((screen.getByRole('button', { name: /Link/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Link/ }));
    expect(posts(fetchMock)).toHaveLength(1);
    act(() => release());
    expect((await screen.findByTestId('points-linked')).textContent).toBe('Linked to riley@points.test');
    expect(screen.getByTestId('points-pending').textContent).toBe('120 points pending');
    expect(snackbar).toEqual(['Changes saved']);

    fireEvent.click(screen.getByRole('button', { name: 'Unlink the points programme' }));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(2));
    expect(JSON.parse(String(posts(fetchMock)[1][1].body))).toEqual({ email: null });
    act(() => release());
    await screen.findByTestId('points-unlinked');
  });

  it("keeps what was typed and shows the API's message when linking fails", async () => {
    signIn();
    mockApi((_path, init) => (init?.method === 'POST' ? { status: 400, body: error('Please review your details and try again') } : { status: 200, body: { fpr_linked: false, fpr_points_pending_total: 0, email: null } }));
    renderInSite(<PointsProgramme />);
    const input = (await screen.findByRole('textbox', { name: /Points programme e-mail/ })) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'riley@points.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Link the points programme' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Please review your details and try again');
    expect(input.value).toBe('riley@points.test');
    expect(snackbar).toEqual([]);
  });
});

describe('GiveawayPage', () => {
  const giveaway = (entered: boolean): GiveawayStatus => ({ giveaway_id: 'sema-2025', title: 'SEMA 2025 Giveaway', description: 'Rock sliders and a fridge.', entered, entered_at: entered ? 1_793_534_400 : null });
  const renderPage = () =>
    renderInSite(
      <Routes>
        <Route path="/giveaway/:giveawayId" element={<GiveawayPage />} />
      </Routes>,
      { url: '/giveaway/sema-2025' },
    );

  it('asks a visitor to log in', async () => {
    signOut();
    mockApi(() => ({ status: 200, body: giveaway(false) }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'SEMA 2025 Giveaway' })).toBeTruthy();
    expect(screen.getByTestId('giveaway-login').textContent).toContain(GIVEAWAY_LOGIN);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enter the giveaway' })).toBeNull();
  });

  it('lets a member enter once and says so', async () => {
    signIn();
    let entered = false;
    const fetchMock = mockApi((_path, init) => {
      if (init?.method === 'POST') {
        entered = true;
        return { status: 200, body: { status: 'ok', message: 'You have entered the giveaway. Good luck!', giveaway: giveaway(true) } };
      }
      return { status: 200, body: giveaway(entered) };
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Enter the giveaway' }));
    expect((await screen.findByTestId('giveaway-entered')).textContent).toContain('You have entered on Sunday, November 1, 2026');
    expect(posts(fetchMock)).toHaveLength(1);
    expect(snackbar).toEqual(['You have entered the giveaway. Good luck!']);
    expect(screen.queryByRole('button', { name: 'Enter the giveaway' })).toBeNull();
  });

  it('shows the page not found for an unknown giveaway', async () => {
    signIn();
    mockApi(() => ({ status: 404, body: error('This giveaway could not be found') }));
    renderPage();
    expect(await screen.findByText(/could not be found|not found/i)).toBeTruthy();
  });
});

describe('ActivatePage', () => {
  it('asks a visitor to log in, under the explanation', async () => {
    signOut();
    mockApi(() => ({ status: 200, body: {} }));
    renderInSite(<ActivatePage />, { url: '/activate' });
    expect(await screen.findByTestId('login-required')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'gear store' }).getAttribute('href')).toBe('/api/store/go?to=%2Fproducts%2Fmembership');
    expect(screen.getByRole('link', { name: 'gear store' }).getAttribute('target')).toBe('_blank');
  });

  it('applies a code and shows the API message when one is refused, keeping it', async () => {
    signIn();
    let accept = false;
    const fetchMock = mockApi((path, init) => {
      if (init?.method === 'POST') return accept ? { status: 200, body: { status: 'ok', message: 'Your membership is active.' } } : { status: 400, body: error('This activation code is not valid or was already used.') };
      if (path === '/api/me') return { status: 200, body: { user_id: 8, username: 'rookie', UserMembership: { code: 'digital_membership' } } };
      return { status: 200, body: {} };
    });
    renderInSite(<ActivatePage />, { url: '/activate' });
    const input = (await screen.findByRole('textbox', { name: /Activation code/ })) as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Enter the activation code from your e-mail')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'ABCD-EFGH-JKLM' } });
    fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This activation code is not valid or was already used.');
    expect(input.value).toBe('ABCD-EFGH-JKLM');
    accept = true;
    fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect((await screen.findByTestId('activation-done')).textContent).toContain('Your membership is active.');
    expect(JSON.parse(String(posts(fetchMock)[1][1].body))).toEqual({ code: 'ABCD-EFGH-JKLM' });
    await waitFor(() => expect(bus.session$.getValue().user?.UserMembership).toEqual({ code: 'digital_membership' }));
    expect(snackbar).toEqual(['Your membership is active.']);
  });
});
