import { fireEvent, screen, waitFor } from '@testing-library/react';
import { bus } from '@trailhead/shared-kernel/bus';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import type { AccountStatusCode, Alert, Conversation, UserSummary } from '@trailhead/shared-kernel/types';
import { AlertsMenu } from './alerts-menu';
import { ConversationsMenu } from './conversations-menu';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- bodies are compared with toEqual
type Call = { url: string; method: string; body: any };
type Reply = { status?: number; body: unknown };

/** A fake API: each path (without the query) answers with its reply; every call is noted. */
function fakeApi(replies: Record<string, Reply>): Call[] {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const reply = replies[`${method} ${url.split('?')[0]}`] ?? { status: 404, body: { errors: [{ code: 'not_found', message: 'Not found.' }] } };
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
  Content: { view_url: `/threads/winch-line-care.${alert_id}/`, title: `Winch line care ${alert_id}`, message: null },
  extra_data: {},
  read: false,
  viewed: false,
  ...change,
});

const person = (user_id: number, username: string) => ({ user_id, username, avatar_urls: { h: null }, view_url: `/members/${username}.${user_id}/` }) as UserSummary;

const conversation = (conversation_id: number, change: Partial<Conversation> = {}): Conversation => ({
  conversation_id,
  title: `Trip plan ${conversation_id}`,
  view_url: `/conversations/${conversation_id}/`,
  Starter: person(2, 'TrailDoc'),
  participants: [],
  recipient_count: 2,
  reply_count: 1,
  last_message_date: 1_780_000_000,
  last_message_username: 'MudQueen',
  is_unread: true,
  is_starred: false,
  ...change,
});

const page = (total: number) => ({ current_page: 1, last_page: 1, per_page: 20, total });

function signIn(status: AccountStatusCode) {
  bus.session$.next({ status: { status, permission: status === 'valid' ? 'full' : 'partial', message: null, details: { user_id: 1, username: 'member' } }, user: null });
}

beforeEach(() => {
  bus.counts$.next({ alerts: 3, conversations: 2 });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('AlertsMenu', () => {
  it('lists the latest 10 unviewed alerts, each linked, and never a viewed one', async () => {
    const alerts = [alert(1, { viewed: true }), ...Array.from({ length: 12 }, (_, index) => alert(index + 2))];
    fakeApi({ 'GET /api/alerts': { body: { alerts, pagination: page(alerts.length) } } });
    renderInSite(<AlertsMenu variant="menu" onClose={jest.fn()} />);
    await waitFor(() => expect(screen.getAllByTestId('menu-alert')).toHaveLength(10));
    expect(screen.queryByRole('link', { name: 'Winch line care 1' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Winch line care 2' }).getAttribute('href')).toBe('/threads/winch-line-care.2/');
    expect(screen.getByRole('link', { name: 'Rider2' }).getAttribute('href')).toBe('/members/rider2.2/');
    expect(screen.queryByRole('link', { name: 'Winch line care 12' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Show all' }).getAttribute('href')).toBe('/alerts');
  });

  it('marks an alert viewed when its link is followed, lowers the bell and closes', async () => {
    const calls = fakeApi({
      'GET /api/alerts': { body: { alerts: [alert(5)], pagination: page(1) } },
      'POST /api/alerts/5/mark': { body: { success: true } },
      'GET /api/me/counts': { body: { alerts_unviewed: 1, conversations_unread: 2 } },
    });
    const onClose = jest.fn();
    renderInSite(<AlertsMenu variant="menu" onClose={onClose} />);
    fireEvent.click(await screen.findByRole('link', { name: 'Winch line care 5' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(bus.counts$.getValue()).toEqual({ alerts: 2, conversations: 2 });
    await waitFor(() => expect(calls).toContainEqual({ url: '/api/alerts/5/mark', method: 'POST', body: { viewed: true } }));
    // Then the server's own count, read after the mark (another tab may have changed it meanwhile).
    await waitFor(() => expect(bus.counts$.getValue()).toEqual({ alerts: 1, conversations: 2 }));
  });

  it("'Mark read' asks first, then marks all viewed, resets the count and closes", async () => {
    const calls = fakeApi({
      'GET /api/alerts': { body: { alerts: [alert(5)], pagination: page(1) } },
      'POST /api/alerts/mark-all': { body: { success: true } },
      'GET /api/me/counts': { body: { alerts_unviewed: 0, conversations_unread: 2 } },
    });
    const onClose = jest.fn();
    renderInSite(<AlertsMenu variant="menu" onClose={onClose} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark read' }));
    expect(screen.getByText('Mark all alerts read?')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, mark read' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(calls.find((call) => call.method === 'POST')?.url).toBe('/api/alerts/mark-all?viewed=true');
    expect(bus.counts$.getValue()).toEqual({ alerts: 0, conversations: 2 });
  });

  it('Cancel leaves every alert as it was', async () => {
    const calls = fakeApi({ 'GET /api/alerts': { body: { alerts: [alert(5)], pagination: page(1) } } });
    renderInSite(<AlertsMenu variant="menu" onClose={jest.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark read' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Mark read' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(bus.counts$.getValue().alerts).toBe(3);
  });

  it('logs a failed read and shows the list empty (spec §8)', async () => {
    fakeApi({ 'GET /api/alerts': { status: 500, body: { errors: [{ code: 'server_error', message: 'Boom.' }] } } });
    renderInSite(<AlertsMenu variant="drawer" onClose={jest.fn()} />);
    expect(await screen.findByText('No new alerts.')).toBeTruthy();
    expect(console.error).toHaveBeenCalledWith('The alerts menu could not load the alerts', expect.anything());
  });
});

describe('ConversationsMenu', () => {
  it('asks for the unread ones and lists the first 10, each linked with its last author', async () => {
    const conversations = Array.from({ length: 12 }, (_, index) => conversation(index + 1));
    const calls = fakeApi({ 'GET /api/conversations': { body: { conversations, pagination: page(12) } } });
    signIn('valid');
    const onClose = jest.fn();
    renderInSite(<ConversationsMenu variant="menu" onClose={onClose} />);
    await waitFor(() => expect(screen.getAllByTestId('menu-conversation')).toHaveLength(10));
    expect(calls[0].url).toBe('/api/conversations?page=1&unread=1');
    expect(screen.queryByRole('link', { name: 'Trip plan 11' })).toBeNull();
    expect(screen.getAllByTestId('menu-conversation')[0].textContent).toContain('MudQueen');
    const first = screen.getByRole('link', { name: 'Trip plan 1' });
    expect(first.getAttribute('href')).toBe('/conversations/1/');
    fireEvent.click(first);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Show all' }).getAttribute('href')).toBe('/conversations');
  });

  it("offers 'Start new conversation' only with a valid account (spec §6)", async () => {
    fakeApi({ 'GET /api/conversations': { body: { conversations: [], pagination: page(0) } } });
    signIn('valid');
    const { unmount } = renderInSite(<ConversationsMenu variant="menu" onClose={jest.fn()} />);
    expect(await screen.findByText('No unread conversations.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start new conversation' }).getAttribute('href')).toBe('/manageConversation');
    unmount();

    signIn('account_incomplete');
    renderInSite(<ConversationsMenu variant="menu" onClose={jest.fn()} />);
    expect(await screen.findByText('No unread conversations.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Start new conversation' })).toBeNull();
  });
});
