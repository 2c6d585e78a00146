/** @jest-environment jsdom */
// The browser's side of web push against a stand-in push manager (jsdom has none) and a recorded fetch.
import { NO_SERVICE_WORKER_MESSAGE, pushState, subscribePush, unsubscribePush } from './push-subscription';

const PUBLIC_KEY = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url');

interface FakeSubscription {
  endpoint: string;
  toJSON(): PushSubscriptionJSON;
  unsubscribe: jest.Mock;
}

function setUp({ permission = 'default' as NotificationPermission, answer = 'granted' as NotificationPermission, registered = true, subscribed = false, canEnable = true } = {}) {
  let current: FakeSubscription | null = null;
  const makeSubscription = (): FakeSubscription => ({
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'BPUBLIC', auth: 'AUTH' } }),
    unsubscribe: jest.fn(async () => {
      current = null;
      return true;
    }),
  });
  if (subscribed) current = makeSubscription();
  const pushManager = {
    getSubscription: jest.fn(async () => current),
    subscribe: jest.fn(async (_options: PushSubscriptionOptionsInit) => (current = makeSubscription())),
  };
  const notification: { permission: NotificationPermission; requestPermission: jest.Mock<Promise<NotificationPermission>, []> } = {
    permission,
    requestPermission: jest.fn(async (): Promise<NotificationPermission> => {
      notification.permission = answer;
      return answer;
    }),
  };
  Object.assign(window, { PushManager: function PushManager() {}, Notification: notification });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: jest.fn(async () => (registered ? { pushManager } : undefined)) },
  });
  const calls: { method: string; url: string; body: unknown }[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit) => {
    calls.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const body = init.method === 'POST' ? { subscribed: true } : { public_key: PUBLIC_KEY, can_enable_push_notifications: canEnable };
    return { ok: true, status: 200, json: async () => body };
  }) as unknown as typeof fetch;
  return { pushManager, notification, calls, subscription: () => current };
}

describe('web push in the browser', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it('turns on: asks permission, subscribes with the site key, sends the subscription with aes128gcm', async () => {
    const { pushManager, notification, calls } = setUp();
    expect(await pushState()).toBe('off');
    expect(await subscribePush()).toBe('on');
    expect(notification.requestPermission).toHaveBeenCalled();
    const [options] = pushManager.subscribe.mock.calls[0];
    expect(options.userVisibleOnly).toBe(true);
    expect(Buffer.from(options.applicationServerKey as Uint8Array).toString('base64url')).toBe(PUBLIC_KEY);
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      url: '/api/update-push-notifications',
      body: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', key: 'BPUBLIC', token: 'AUTH', encoding: 'aes128gcm' },
    });
    expect(await pushState()).toBe('on');
  });

  it('turns off: tells the server unsubscribed: true, then drops the subscription', async () => {
    const { calls, subscription } = setUp({ permission: 'granted', subscribed: true });
    const held = subscription()!;
    expect(await pushState()).toBe('on');
    expect(await unsubscribePush()).toBe('off');
    expect(calls).toEqual([{ method: 'POST', url: '/api/update-push-notifications', body: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', unsubscribed: true } }]);
    expect(held.unsubscribe).toHaveBeenCalled();
    expect(await pushState()).toBe('off');
  });

  it('stays off when the person refuses, and says denied', async () => {
    const { pushManager, calls } = setUp({ answer: 'denied' });
    expect(await subscribePush()).toBe('denied');
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
    expect(await pushState()).toBe('denied');
  });

  it('does not subscribe where the server says this member may not', async () => {
    const { pushManager } = setUp({ canEnable: false });
    expect(await subscribePush()).toBe('off');
    expect(pushManager.subscribe).not.toHaveBeenCalled();
  });

  it("logs 'Cannot get registered service workers' when the page has none", async () => {
    setUp({ registered: false, answer: 'granted' });
    expect(await subscribePush()).toBe('unsupported');
    expect(errors).toHaveBeenCalledWith(NO_SERVICE_WORKER_MESSAGE);
  });

  it('only logs a failing push service and stays off', async () => {
    const { pushManager, calls } = setUp();
    pushManager.subscribe.mockRejectedValue(new DOMException('Registration failed - push service error', 'AbortError'));
    expect(await subscribePush()).toBe('off');
    expect(errors).toHaveBeenCalledWith('Could not turn push notifications on', expect.any(DOMException));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
