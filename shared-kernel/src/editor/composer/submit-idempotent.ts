import { ApiError } from '@trailhead/shared-kernel/api';

/** A fresh Idempotency-Key for one submit (kept with the draft until the submit succeeds). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/** True when the request may have reached the server without an answer coming back. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0 && error.code === 'no_response';
}

/**
 * Sends once and, on a network failure, once more with the same key: the API answers a repeated
 * key with the first result, so a submit that timed out can never create two posts.
 */
export async function submitIdempotent<T>(key: string, send: (key: string) => Promise<T>): Promise<T> {
  try {
    return await send(key);
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    return send(key);
  }
}
