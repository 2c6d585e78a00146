// The gear store's single sign-on (issue "10 of 12"): the site hands a signed-in member to the
// store with a short-lived token the store checks with the secret both share (STORE_SSO_SECRET).
//
// The token (documented in README, "The gear store"):
//   <payload>.<signature>
//   payload   = base64url(UTF-8 JSON of StoreSsoClaims)
//   signature = base64url(HMAC-SHA256(secret, payload))   (over the payload's base64url text)
// The store recomputes the signature, compares it in constant time, refuses an expired token
// (exp, unix seconds) and remembers each nonce until its expiry, so a token signs in once.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { MembershipCode } from '@trailhead/shared-kernel/types';

/** How long a single-sign-on token is good for. */
export const STORE_TOKEN_TTL_SECONDS = 5 * 60;
/** The longest store path a link may name. */
export const MAX_STORE_PATH = 500;

export interface StoreSsoClaims {
  /** The member's id on the site (the webhook may name the member by it: data.user_id). */
  sub: number;
  email: string;
  username: string;
  membership: MembershipCode;
  /** Member pricing on gear, percent (0 for a free member). */
  discount_percent: number;
  /** Issued at and expires at, unix seconds. */
  iat: number;
  exp: number;
  /** Random, once per token: the store signs a token in once. */
  nonce: string;
}

function hmac(secret: string, text: string): Buffer {
  return createHmac('sha256', secret).update(text).digest();
}

export function signStoreToken(claims: Omit<StoreSsoClaims, 'iat' | 'exp' | 'nonce'>, secret: string, now: number): string {
  const full: StoreSsoClaims = { ...claims, iat: now, exp: now + STORE_TOKEN_TTL_SECONDS, nonce: randomBytes(16).toString('base64url') };
  const payload = Buffer.from(JSON.stringify(full), 'utf8').toString('base64url');
  return `${payload}.${hmac(secret, payload).toString('base64url')}`;
}

/** What the store does with a token (tests and the e2e check tokens with it): the claims, or null when forged, malformed or expired. */
export function verifyStoreToken(token: string, secret: string, now: number): StoreSsoClaims | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = hmac(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as StoreSsoClaims;
    return typeof claims.exp === 'number' && claims.exp > now ? claims : null;
  } catch {
    return null;
  }
}

/**
 * The store page a link asks for, as a path on the store, or null when it is not one: only a path
 * that starts with one '/' (never '//host', '/\host', a scheme or control characters), so the
 * link can never lead to another site (no open redirect).
 */
export function storePath(to: string): string | null {
  if (to.length > MAX_STORE_PATH || !to.startsWith('/') || to.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f\s]/.test(to)) return null;
  const base = new URL('https://store.invalid');
  const resolved = new URL(to, base);
  return resolved.origin === base.origin ? `${resolved.pathname}${resolved.search}${resolved.hash}` : null;
}

/** The store URL for a path, with the token (when there is one) as ?sso=. */
export function storeUrl(storeBase: string, path: string, token: string | null): string {
  const url = new URL(`${storeBase.replace(/\/+$/, '')}${path}`);
  if (token) url.searchParams.set('sso', token);
  return url.toString();
}
