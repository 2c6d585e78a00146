// What POST /update-push-notifications accepts (spec §3 push subscription): an https endpoint of a
// push service, the browser's P-256 public key and auth secret in base64url, encoding aes128gcm.
import { createECDH } from 'node:crypto';
import type { PushSubscriptionRequest } from '@trailhead/shared-kernel/types';
import { ApiError } from '../../http/api-error';

export const ENDPOINT_MAX_LENGTH = 2000;
/** base64url of a 65-byte uncompressed P-256 point (with or without padding). */
export const KEY_MAX_LENGTH = 88;
/** base64url of a 16-byte auth secret. */
export const TOKEN_MAX_LENGTH = 24;

/**
 * The browsers' own push services (Chrome/Edge via FCM, Firefox, Windows, Safari): the server only
 * ever sends to these and to the hosts PUSH_ENDPOINT_HOSTS adds, so a subscription cannot make it
 * post to an address of the member's choosing (an internal one, say).
 */
const PUSH_SERVICE_DOMAINS = ['fcm.googleapis.com', 'android.googleapis.com', 'push.services.mozilla.com', 'notify.windows.com', 'push.apple.com'];

export interface CheckedSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

const bad = (message: string) => new ApiError(400, 'invalid_push_subscription', message);

function base64urlBytes(value: string): Buffer | null {
  const unpadded = value.replace(/=+$/, '');
  if (!/^[A-Za-z0-9_-]+$/.test(unpadded)) return null;
  return Buffer.from(unpadded, 'base64url');
}

export function isPushServiceHost(host: string, extraHosts: readonly string[]): boolean {
  const name = host.toLowerCase();
  if (extraHosts.includes(name)) return true;
  return PUSH_SERVICE_DOMAINS.some((domain) => name === domain || name.endsWith(`.${domain}`));
}

/** The endpoint, checked: an https URL of a push service, without credentials. */
export function checkedEndpoint(value: unknown, extraHosts: readonly string[]): string {
  if (typeof value !== 'string' || value.length === 0) throw bad('The push subscription needs its endpoint (an https URL).');
  if (value.length > ENDPOINT_MAX_LENGTH) throw bad(`The push endpoint may be at most ${ENDPOINT_MAX_LENGTH} characters long.`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw bad('The push endpoint must be an https URL.');
  }
  if (url.protocol !== 'https:' || url.username || url.password) throw bad('The push endpoint must be an https URL.');
  if (!isPushServiceHost(url.hostname, extraHosts)) throw bad('The push endpoint must be an address of a browser push service.');
  return url.href;
}

/** The whole subscription, checked (400 naming what is wrong). */
export function checkedSubscription(body: Partial<Record<keyof PushSubscriptionRequest, unknown>>, extraHosts: readonly string[]): CheckedSubscription {
  const endpoint = checkedEndpoint(body.endpoint, extraHosts);
  if (body.encoding !== 'aes128gcm') throw bad("The push encoding must be 'aes128gcm'.");
  const key = typeof body.key === 'string' && body.key.length <= KEY_MAX_LENGTH ? base64urlBytes(body.key) : null;
  if (!key || key.length !== 65 || key[0] !== 0x04) throw bad("The push key must be the browser's P-256 public key (65 bytes, base64url).");
  try {
    // A point off the curve would only fail later, at every send.
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(key);
  } catch {
    throw bad("The push key must be the browser's P-256 public key (65 bytes, base64url).");
  }
  const token = typeof body.token === 'string' && body.token.length <= TOKEN_MAX_LENGTH ? base64urlBytes(body.token) : null;
  if (!token || token.length !== 16) throw bad("The push token must be the browser's auth secret (16 bytes, base64url).");
  return { endpoint, p256dh: key.toString('base64url'), auth: token.toString('base64url') };
}
