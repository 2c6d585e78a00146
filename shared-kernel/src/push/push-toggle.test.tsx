/** @jest-environment jsdom */
// The preferences page's "Notifications in this browser" switch, against a stand-in push manager.
import { fireEvent, screen, waitFor, act } from '@testing-library/react';
import { renderInSite } from '@trailhead/shared-kernel/testing';
import { PushToggle } from './push-toggle';

const PUBLIC_KEY = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url');

function fakeBrowser() {
  let current: { endpoint: string; toJSON(): PushSubscriptionJSON; unsubscribe: jest.Mock } | null = null;
  const pushManager = {
    getSubscription: jest.fn(async () => current),
    subscribe: jest.fn(async () => {
      current = {
        endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
        toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'BPUBLIC', auth: 'AUTH' } }),
        unsubscribe: jest.fn(async () => ((current = null), true)),
      };
      return current;
    }),
  };
  const notification = { permission: 'default' as NotificationPermission, requestPermission: async () => (notification.permission = 'granted') };
  Object.assign(window, { PushManager: function PushManager() {}, Notification: notification });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => ({ pushManager }) } });
}

function fakeApi(canEnable: boolean) {
  const posts: unknown[] = [];
  global.fetch = jest.fn(async (_url: string, init: RequestInit = {}) => {
    if (init.method === 'POST') posts.push(JSON.parse(String(init.body)));
    const body = init.method === 'POST' ? { subscribed: true } : { public_key: PUBLIC_KEY, can_enable_push_notifications: canEnable };
    return { ok: true, status: 200, json: async () => body } as Response;
  }) as unknown as typeof fetch;
  return posts;
}

describe('PushToggle', () => {
  it('turns this browser on, then off (unsubscribed: true)', async () => {
    fakeBrowser();
    const posts = fakeApi(true);
    renderInSite(<PushToggle />);
    expect(await screen.findByText('Notifications in this browser: Off')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText('Notifications in this browser: On')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Turn off notifications' }));
    expect(await screen.findByText('Notifications in this browser: Off')).toBeTruthy();
    expect(posts).toEqual([
      { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', key: 'BPUBLIC', token: 'AUTH', encoding: 'aes128gcm' },
      { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', unsubscribed: true },
    ]);
  });

  it('is not offered where the server says this member may not', async () => {
    fakeBrowser();
    fakeApi(false);
    renderInSite(<PushToggle />);
    await waitFor(() => expect(global.fetch).toHaveBeenCalled());
    await act(async () => undefined);
    expect(screen.queryByTestId('push-toggle')).toBeNull();
  });
});
