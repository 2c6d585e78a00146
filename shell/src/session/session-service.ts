import { apiRequest } from '@trailhead/shared-kernel/api';
import { bus } from '@trailhead/shared-kernel/bus';
import { COUNT_CACHE_MS, MAP_STORE_NAME, VEHICLE_TYPE_COOKIE, VEHICLE_TYPE_COOKIE_DAYS, vehicleTypeFromCookie } from '@trailhead/shared-kernel/constants';
import { apiQueryOptions, invalidateApiQueries, queryClient } from '@trailhead/shared-kernel/query';
import { LOGIN_STATE_COOKIE, type AccountStatus, type CountsResponse, type LoginResponse, type UserProfile } from '@trailhead/shared-kernel/types';
import { readCookie, writeCookie } from './cookies';
import { memberType } from './session-rules';

export const ANONYMOUS: AccountStatus = { status: 'user_not_logged', permission: 'public', message: null, details: null };

/** GET /me/counts, kept COUNT_CACHE_MS (spec §9: 60 s) in the shared cache. */
const countsQuery = apiQueryOptions<CountsResponse>('/me/counts');

/** Spec §8: no response from the account call leaves a visitor anonymous; other errors read as an invalid status. */
async function fetchStatus(): Promise<AccountStatus> {
  try {
    return await apiRequest<AccountStatus>('/account');
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 0 || status === 401) return ANONYMOUS;
    return { status: 'not_valid', permission: 'partial', message: null, details: null };
  }
}

async function loadMember(status: AccountStatus): Promise<void> {
  if (status.permission === 'public') {
    bus.session$.next({ status, user: null });
    return;
  }
  const user = status.permission === 'none' ? null : await apiRequest<UserProfile>('/me').catch(() => null);
  bus.session$.next({ status, user });
  if (user) {
    bus.analytics.next({ name: 'session:identified', data: { user_id: user.user_id, member_type: memberType(user) } });
    await refreshCounts(true);
  }
}

/** Spec §4 start-up: the saved vehicle type first, then the session if the login-state cookie says there is one. */
export async function startSession(): Promise<void> {
  bus.vehicleType$.next(vehicleTypeFromCookie(readCookie(VEHICLE_TYPE_COOKIE)));
  if (!readCookie(LOGIN_STATE_COOKIE)) {
    bus.session$.next({ status: ANONYMOUS, user: null });
    return;
  }
  await loadMember(await fetchStatus());
}

/** What a password log-in leads to: the member, or a second step when two-factor sign-in is on. */
export type LogInResult = { user: UserProfile } | { challenge: string };

/** Spec §4 login: log in, fetch the status, and if not blocked load the member, menus and counts. */
export async function logIn(login: string, password: string): Promise<LogInResult> {
  const answer = await apiRequest<LoginResponse>('/login', { method: 'POST', body: { login, password } });
  if (answer.two_factor_required && answer.challenge) return { challenge: answer.challenge };
  return { user: await signedIn(answer) };
}

/** The second step of a log-in: a code from the authenticator app, or a recovery code. */
export async function logInWithSecondFactor(challenge: string, second: { code: string } | { recovery_code: string }): Promise<UserProfile> {
  return signedIn(await apiRequest<LoginResponse>('/login/two-factor', { method: 'POST', body: { challenge, ...second } }));
}

async function signedIn(answer: LoginResponse): Promise<UserProfile> {
  const user = answer.user as UserProfile;
  void invalidateApiQueries(queryClient);
  await loadMember(await fetchStatus());
  bus.analytics.next({ name: 'session:logged-in', data: { user_id: user.user_id } });
  return user;
}

/** Spec §4 logout: call logout, clear status, user and counts, reload what depends on who is looking. */
export async function logOut(): Promise<void> {
  await apiRequest('/logout').catch(() => undefined);
  void invalidateApiQueries(queryClient);
  queryClient.removeQueries({ queryKey: countsQuery.queryKey });
  bus.counts$.next({ alerts: 0, conversations: 0 });
  bus.session$.next({ status: ANONYMOUS, user: null });
  // Spec §4 logout resets the map filters: the map's kept data and filters must not reach the next person.
  if (typeof indexedDB !== 'undefined') indexedDB.deleteDatabase(MAP_STORE_NAME);
  bus.analytics.next({ name: 'session:logged-out' });
}

/**
 * Counts the server pushed (the live stream): shown at once and kept as the cached answer, so a
 * route change's cached read does not bring back the number from before (an alert just opened,
 * a conversation just read).
 */
export function acceptCounts(counts: CountsResponse): void {
  queryClient.setQueryData(countsQuery.queryKey, counts);
  bus.counts$.next({ alerts: counts.alerts_unviewed, conversations: counts.conversations_unread });
}

/** Spec §4: counts refresh only when forced or older than 60 s; failures are logged and swallowed. */
export async function refreshCounts(force = false): Promise<void> {
  const session = bus.session$.getValue();
  if (!session.user) return;
  try {
    // Answered from the cache while it is younger than the limit; one request however many ask at once.
    const counts = await queryClient.fetchQuery({ ...countsQuery, staleTime: force ? 0 : COUNT_CACHE_MS });
    bus.counts$.next({ alerts: counts.alerts_unviewed, conversations: counts.conversations_unread });
  } catch (error) {
    console.warn('Could not refresh counts', error);
  }
}

/**
 * Spec §4: when the login-state cookie disappears while the page thinks someone is logged in
 * (the session expired server-side), the page logs out too.
 */
export function checkLoginCookie(): void {
  if (bus.session$.getValue().user && !readCookie(LOGIN_STATE_COOKIE)) {
    void invalidateApiQueries(queryClient);
    queryClient.removeQueries({ queryKey: countsQuery.queryKey });
    bus.session$.next({ status: ANONYMOUS, user: null });
    bus.counts$.next({ alerts: 0, conversations: 0 });
  }
}

/** Picking a vehicle type: every remote hears it on the bus, and it survives a reload for 365 days. */
export function selectVehicleType(vehicleTypeId: number): void {
  writeCookie(VEHICLE_TYPE_COOKIE, String(vehicleTypeId), VEHICLE_TYPE_COOKIE_DAYS);
  bus.vehicleType$.next(vehicleTypeId);
}
