// The offer to turn notifications on after a first message, against a stand-in push manager (jsdom
// has none) and the API faked at fetch.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { bus } from '@trailhead/shared-kernel/bus';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import { fakeApi } from '../../components/test-kit';
import { PUSH_PROMPT_DISMISSED_KEY, PUSH_PROMPT_TEXT, PushPrompt } from './push-prompt';

const PUBLIC_KEY = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url');

function fakeBrowser({ permission = 'default' as NotificationPermission, subscribed = false, subscribeFails = false, supported = true } = {}) {
  let current: { endpoint: string; toJSON(): PushSubscriptionJSON; unsubscribe(): Promise<boolean> } | null = null;
  const subscription = () => ({
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'BPUBLIC', auth: 'AUTH' } }),
    unsubscribe: async () => true,
  });
  if (subscribed) current = subscription();
  const pushManager = {
    getSubscription: jest.fn(async () => current),
    subscribe: jest.fn(async () => {
      if (subscribeFails) throw new DOMException('Registration failed - push service not available', 'AbortError');
      return (current = subscription());
    }),
  };
  const notification = {
    permission,
    requestPermission: jest.fn(async () => {
      notification.permission = 'granted';
      return 'granted' as NotificationPermission;
    }),
  };
  if (supported) Object.assign(window, { PushManager: function PushManager() {}, Notification: notification });
  else {
    delete (window as { PushManager?: unknown }).PushManager;
  }
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: jest.fn(async () => ({ pushManager })) } });
  return pushManager;
}

function api(canEnable = true) {
  return fakeApi({
    'GET /api/update-push-notifications': { body: { public_key: PUBLIC_KEY, can_enable_push_notifications: canEnable } },
    'POST /api/update-push-notifications': { body: { subscribed: true } },
  });
}

describe('PushPrompt', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    localStorage.clear();
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it('offers notifications and turns them on: the subscription goes to the API, a snackbar says so, the offer goes', async () => {
    const pushManager = fakeBrowser();
    const calls = api();
    const messages: string[] = [];
    const listening = bus.snackbar.subscribe((message) => messages.push(message.message));
    renderInSite(<PushPrompt />);
    expect(await screen.findByText(PUSH_PROMPT_TEXT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    await waitFor(() => expect(screen.queryByText(PUSH_PROMPT_TEXT)).toBeNull());
    expect(pushManager.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', key: 'BPUBLIC', token: 'AUTH', encoding: 'aes128gcm' },
    ]);
    expect(messages).toContain('Notifications are on in this browser');
    listening.unsubscribe();
  });

  it('says plainly when the push service fails, and keeps the offer', async () => {
    fakeBrowser({ subscribeFails: true });
    api();
    renderInSite(<PushPrompt />);
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText('Notifications could not be turned on in this browser.')).toBeTruthy();
    expect(screen.getByText(PUSH_PROMPT_TEXT)).toBeTruthy();
  });

  it('remembers a dismissal', async () => {
    fakeBrowser();
    api();
    const { unmount } = renderInSite(<PushPrompt />);
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss the notifications offer' }));
    expect(screen.queryByText(PUSH_PROMPT_TEXT)).toBeNull();
    expect(localStorage.getItem(PUSH_PROMPT_DISMISSED_KEY)).toBe('1');
    unmount();
    renderInSite(<PushPrompt />);
    await act(async () => undefined);
    expect(screen.queryByText(PUSH_PROMPT_TEXT)).toBeNull();
  });

  it.each([
    ['already on', () => fakeBrowser({ permission: 'granted', subscribed: true }), true],
    ['blocked', () => fakeBrowser({ permission: 'denied' }), true],
    ['unsupported', () => fakeBrowser({ supported: false }), true],
    ['not allowed for this member', () => fakeBrowser(), false],
  ])('is not shown when push is %s', async (_label, setUp, canEnable) => {
    setUp();
    const calls = api(canEnable);
    renderInSite(<PushPrompt />);
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await act(async () => undefined);
    expect(screen.queryByText(PUSH_PROMPT_TEXT)).toBeNull();
  });
});
