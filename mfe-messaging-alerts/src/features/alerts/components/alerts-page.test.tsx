import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@trailhead/shared-kernel/bus';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import type { Alert } from '@trailhead/shared-kernel/types';
import { AlertsPage } from './alerts-page';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- bodies are compared with toEqual
type Call = { url: string; method: string; body: any };
type Reply = { status?: number; body: unknown };

/** A fake API answering by method and path (query left off); every call is noted. */
function fakeApi(answer: (method: string, url: string) => Reply | undefined): Call[] {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ url: decodeURIComponent(url), method, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const reply = answer(method, decodeURIComponent(url)) ?? { status: 404, body: { errors: [{ code: 'not_found', message: 'Not found.' }] } };
    const status = reply.status ?? 200;
    return { ok: status < 400, status, json: async () => reply.body } as Response;
  }) as unknown as typeof fetch;
  return calls;
}

const alert = (alert_id: number, change: Partial<Alert> = {}): Alert => ({
  alert_id,
  action: 'reaction',
  content_type: 'post',
  event_date: 1_780_000_000 - alert_id,
  FromUser: { username: `Rider${alert_id}`, view_url: `/members/rider${alert_id}.${alert_id}/`, is_admin: false, is_moderator: false },
  ToUser: null,
  Content: { view_url: `/threads/winch-line-care-t.${alert_id}/`, title: `Winch line care ${alert_id}`, message: null },
  extra_data: { reaction_id: 1 },
  read: false,
  viewed: false,
  ...change,
});

const page = (total: number, current = 1) => ({ current_page: current, last_page: Math.max(1, Math.ceil(total / 20)), per_page: 20, total });

beforeEach(() => {
  bus.session$.next({ status: { status: 'valid', permission: 'full', message: null, details: { user_id: 1, username: 'member' } }, user: null });
  bus.counts$.next({ alerts: 2, conversations: 0 });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('the alerts page', () => {
  it('shows each alert as a sentence, new ones marked, and pages', async () => {
    fakeApi(() => ({ body: { alerts: [alert(1), alert(2, { viewed: true, read: true }), alert(3, { Content: [] as unknown as Alert['Content'] })], pagination: page(45) } }));
    renderInSite(<AlertsPage />, { url: '/alerts' });
    const rows = await screen.findAllByTestId('alert-row');
    // The alert with an array for Content is skipped (spec §3).
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('NewRider1 reacted with Like to your post in Winch line care 1.');
    expect(within(rows[1]).queryByText('New')).toBeNull();
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/alerts?page=2');
  });

  it("colours each actor's name by role, as every username on the site (spec §6)", async () => {
    const from = (username: string, id: number, roles: { is_admin: boolean; is_moderator: boolean }) => ({ username, view_url: `/members/${username}.${id}/`, ...roles });
    fakeApi(() => ({
      body: {
        alerts: [alert(1, { FromUser: from('moderator', 2, { is_admin: false, is_moderator: true }) }), alert(2, { FromUser: from('admin', 1, { is_admin: true, is_moderator: false }) }), alert(3)],
        pagination: page(3),
      },
    }));
    renderInSite(<AlertsPage />, { url: '/alerts' });
    await screen.findAllByTestId('alert-row');
    expect(screen.getByRole('link', { name: 'moderator' }).style.color).toBe('rgb(43, 108, 176)');
    expect(screen.getByRole('link', { name: 'admin' }).style.color).toBe('rgb(176, 74, 26)');
    expect(screen.getByRole('link', { name: 'Rider3' }).style.color).not.toBe('rgb(43, 108, 176)');
  });

  it('filters by kind through the URL, which a reload keeps', async () => {
    const calls = fakeApi((_method, url) => ({ body: { alerts: url.includes('filters[]=awards') ? [] : [alert(1)], pagination: page(url.includes('awards') ? 0 : 30) } }));
    renderInSite(<AlertsPage />, { url: '/alerts?filter=awards' });
    expect(await screen.findByText('No alerts of this kind.')).toBeTruthy();
    expect(calls[0].url).toBe('/api/alerts?page=1&filters[]=awards');
    expect((screen.getByRole('combobox', { name: 'Show' }) as HTMLSelectElement).value).toBe('awards');
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: '' } });
    expect(await screen.findByTestId('alert-row')).toBeTruthy();
    expect(calls.at(-1)?.url).toBe('/api/alerts?page=1');
  });

  it("says so when the member has none", async () => {
    fakeApi(() => ({ body: { alerts: [], pagination: page(0) } }));
    renderInSite(<AlertsPage />, { url: '/alerts' });
    expect(await screen.findByText('You have no alerts.')).toBeTruthy();
  });

  it('marks an alert viewed when its link is followed, and the bell drops at once', async () => {
    const calls = fakeApi((method) => (method === 'POST' ? { body: { success: true } } : { body: { alerts: [alert(7)], pagination: page(1) } }));
    renderInSite(<AlertsPage />, { url: '/alerts' });
    fireEvent.click(await screen.findByRole('link', { name: 'Winch line care 7' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')).toEqual({ url: '/api/alerts/7/mark', method: 'POST', body: { viewed: true } });
    expect(bus.counts$.getValue().alerts).toBe(1);
  });

  it("does not mark it when the row's empty space is clicked", async () => {
    const calls = fakeApi(() => ({ body: { alerts: [alert(7)], pagination: page(1) } }));
    renderInSite(<AlertsPage />, { url: '/alerts' });
    fireEvent.click(await screen.findByTestId('alert-row'));
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
  });

  it("'Mark read' asks first, then marks all and resets the bell", async () => {
    const calls = fakeApi((method) => (method === 'POST' ? { body: { success: true } } : { body: { alerts: [alert(1)], pagination: page(1) } }));
    renderInSite(<AlertsPage />, { url: '/alerts' });
    await screen.findByTestId('alert-row');
    fireEvent.click(screen.getByRole('button', { name: 'Mark read' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(bus.counts$.getValue().alerts).toBe(0));
    expect(calls.find((call) => call.method === 'POST')?.url).toBe('/api/alerts/mark-all?viewed=true');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('keeps the dialog open with the reason when marking fails', async () => {
    fakeApi((method) => (method === 'POST' ? { status: 403, body: { errors: [{ code: 'account_blocked', message: 'Your account has been blocked.' }] } } : { body: { alerts: [alert(1)], pagination: page(1) } }));
    renderInSite(<AlertsPage />, { url: '/alerts' });
    await screen.findByTestId('alert-row');
    fireEvent.click(screen.getByRole('button', { name: 'Mark read' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText('Your account has been blocked.')).toBeTruthy();
    expect(bus.counts$.getValue().alerts).toBe(2);
  });
});
