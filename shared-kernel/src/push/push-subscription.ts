// Web push in the browser (spec §4 push subscribe/unsubscribe, §8 push failures only logged): the
// state of this browser's subscription, turning it on (permission, the service worker's push
// manager, POST /update-push-notifications) and off (unsubscribed: true).
import { apiRequest } from '@trailhead/shared-kernel/api';
import type { PushSettingsResponse, PushSubscriptionRequest } from '@trailhead/shared-kernel/types';

/** unsupported: no push in this browser (or no service worker); denied: the person refused notifications. */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

/** Spec §8: logged when the page has no service worker to subscribe through. */
export const NO_SERVICE_WORKER_MESSAGE = 'Cannot get registered service workers';

const PUSH_PATH = '/update-push-notifications';

export function pushSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof window !== 'undefined' && 'PushManager' in window && 'Notification' in window;
}

/** The site's service worker registration, or null (logged) when there is none. */
async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration | null> {
  const registration = await navigator.serviceWorker.getRegistration('/').catch(() => undefined);
  if (!registration) {
    console.error(NO_SERVICE_WORKER_MESSAGE);
    return null;
  }
  return registration;
}

/** The VAPID public key (base64url) as pushManager.subscribe wants it. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Whether this browser gets the member's pushes now. */
export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const registration = await serviceWorkerRegistration();
  if (!registration) return 'unsupported';
  const subscription = await registration.pushManager.getSubscription().catch(() => null);
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

/**
 * Asks for permission, subscribes through the service worker and sends the subscription to the
 * server. Answers the state it ended in: a failure is logged (spec §8) and leaves it 'off'.
 */
export async function subscribePush(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  try {
    const permission = await Notification.requestPermission();
    if (permission === 'denied') return 'denied';
    if (permission !== 'granted') return 'off';
    const registration = await serviceWorkerRegistration();
    if (!registration) return 'unsupported';
    const settings = await apiRequest<PushSettingsResponse>(PUSH_PATH);
    if (!settings.can_enable_push_notifications) return 'off';
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(settings.public_key) }));
    const { endpoint, keys } = subscription.toJSON();
    if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('The push subscription has no endpoint or keys');
    const body: PushSubscriptionRequest = { endpoint, key: keys.p256dh, token: keys.auth, encoding: 'aes128gcm' };
    await apiRequest(PUSH_PATH, { method: 'POST', body });
    return 'on';
  } catch (error) {
    console.error('Could not turn push notifications on', error);
    return 'off';
  }
}

/** Tells the server to forget this browser (unsubscribed: true), then drops the subscription. */
export async function unsubscribePush(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  try {
    const registration = await serviceWorkerRegistration();
    if (!registration) return 'unsupported';
    const subscription = await registration.pushManager.getSubscription();
    if (!subscription) return 'off';
    await apiRequest(PUSH_PATH, { method: 'POST', body: { endpoint: subscription.endpoint, unsubscribed: true } }).catch((error: unknown) =>
      console.error('Could not tell the server to stop pushing', error),
    );
    await subscription.unsubscribe();
    return 'off';
  } catch (error) {
    console.error('Could not turn push notifications off', error);
    return pushState().catch(() => 'off' as const);
  }
}
