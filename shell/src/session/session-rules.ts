import type { Permission } from '@trailhead/shared-kernel/types';

export const ACCOUNT_BLOCKED_PATH = '/accountBlocked';

/** Paths that need a logged-in, fully valid account (spec §4 guards). */
const GUARDED = [/^\/accountDetails/, /^\/accountSecurity/, /^\/accountData/, /^\/preferences/, /^\/privacySettings/, /^\/signature/, /^\/changePassword/, /^\/subscriptions/, /^\/following/, /^\/ignoring/, /^\/newsFeed/, /^\/manageConversation/i, /^\/events\/create/, /^\/clubs\/create/, /\/post-thread\/?$/];

export function isGuarded(pathname: string): boolean {
  return GUARDED.some((pattern) => pattern.test(pathname));
}

/**
 * Spec §4, after a status fetch: a blocked account goes to /accountBlocked from any other path;
 * a visitor, or an account that is not fully valid, on a guarded path goes to the vehicle home URL.
 * Null means stay.
 */
export function redirectAfterStatus(permission: Permission, pathname: string, vehicleHomeUrl: string): string | null {
  if (permission === 'none') return pathname === ACCOUNT_BLOCKED_PATH ? null : ACCOUNT_BLOCKED_PATH;
  if (pathname === ACCOUNT_BLOCKED_PATH) return vehicleHomeUrl;
  if (permission !== 'full' && isGuarded(pathname)) return vehicleHomeUrl;
  return null;
}

/** Spec §4: paid if the user has a membership, else registered. */
export function memberType(user: { UserMembership: unknown } | null): 'paid' | 'registered' | 'guest' {
  if (!user) return 'guest';
  return user.UserMembership ? 'paid' : 'registered';
}
