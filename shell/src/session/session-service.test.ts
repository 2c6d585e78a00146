import { bus } from '@trailhead/shared-kernel/bus';
import { queryClient } from '@trailhead/shared-kernel/query';
import type { AccountStatus, UserProfile } from '@trailhead/shared-kernel/types';
import { ANONYMOUS, checkLoginCookie, logIn, logOut, refreshCounts, selectVehicleType, startSession } from './session-service';

const member = { user_id: 3, username: 'member', UserMembership: { code: 'premium_membership' } } as UserProfile;
const valid: AccountStatus = { status: 'valid', permission: 'full', message: null, details: { user_id: 3, username: 'member' } };

type Handler = (init?: RequestInit) => { status: number; body: unknown };
let routes: Record<string, Handler>;
const calls: string[] = [];

beforeEach(() => {
  calls.length = 0;
  routes = {};
  document.cookie.split(';').forEach((cookie) => (document.cookie = `${cookie.split('=')[0].trim()}=; Max-Age=0; Path=/`));
  bus.session$.next({ status: null, user: null });
  bus.counts$.next({ alerts: 0, conversations: 0 });
  queryClient.clear();
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://site').pathname;
    calls.push(`${init?.method ?? 'GET'} ${path}`);
    const handler = routes[`${init?.method ?? 'GET'} ${path}`];
    const { status, body } = handler ? handler(init) : { status: 404, body: { errors: [{ code: 'not_found', message: 'nope' }] } };
    return { ok: status < 400, status, json: async () => body } as Response;
  }) as unknown as typeof fetch;
});

function serveMember() {
  routes['GET /api/account'] = () => ({ status: 200, body: valid });
  routes['GET /api/me'] = () => ({ status: 200, body: member });
  routes['GET /api/me/counts'] = () => ({ status: 200, body: { alerts_unviewed: 2, conversations_unread: 5 } });
}

describe('start-up (spec §4)', () => {
  it('without the login-state cookie: anonymous, and no account call', async () => {
    await startSession();
    expect(bus.session$.getValue()).toEqual({ status: ANONYMOUS, user: null });
    expect(calls).toEqual([]);
  });

  it('with the cookie: status, profile and counts', async () => {
    document.cookie = 'th_logged_in=1; Path=/';
    serveMember();
    await startSession();
    expect(bus.session$.getValue()).toEqual({ status: valid, user: member });
    expect(bus.counts$.getValue()).toEqual({ alerts: 2, conversations: 5 });
    expect(calls).toEqual(['GET /api/account', 'GET /api/me', 'GET /api/me/counts']);
  });

  it('restores the saved vehicle type, default 0', async () => {
    await startSession();
    expect(bus.vehicleType$.getValue()).toBe(0);
    selectVehicleType(2);
    bus.vehicleType$.next(0);
    await startSession();
    expect(bus.vehicleType$.getValue()).toBe(2);
    expect(document.cookie).toContain('th_vehicle_type=2');
  });

  it('an account call without response leaves the visitor anonymous (spec §8)', async () => {
    document.cookie = 'th_logged_in=1; Path=/';
    global.fetch = jest.fn().mockRejectedValue(new TypeError('offline')) as unknown as typeof fetch;
    await startSession();
    expect(bus.session$.getValue().status).toEqual(ANONYMOUS);
  });
});

describe('login and logout (spec §4)', () => {
  it('logs in, fetches the status, then the member and the counts', async () => {
    serveMember();
    routes['POST /api/login'] = (init) => {
      expect(JSON.parse(String(init?.body))).toEqual({ login: 'member', password: 'Trailhead#2026' });
      return { status: 200, body: { user: member } };
    };
    const events: string[] = [];
    const subscription = bus.analytics.subscribe((event) => events.push(event.name));
    await logIn('member', 'Trailhead#2026');
    subscription.unsubscribe();
    expect(calls).toEqual(['POST /api/login', 'GET /api/account', 'GET /api/me', 'GET /api/me/counts']);
    expect(bus.session$.getValue().user).toEqual(member);
    expect(events).toEqual(['session:identified', 'session:logged-in']);
  });

  it('passes the server message of a failed login on', async () => {
    routes['POST /api/login'] = () => ({ status: 400, body: { errors: [{ code: 'wrongCredentials', message: 'x' }] } });
    await expect(logIn('member', 'nope')).rejects.toThrow('The credentials are not correct.');
    expect(bus.session$.getValue().user).toBeNull();
  });

  it('a blocked account gets no profile', async () => {
    routes['POST /api/login'] = () => ({ status: 200, body: { user: member } });
    routes['GET /api/account'] = () => ({ status: 200, body: { status: 'you_have_been_banned', permission: 'none', message: null, details: null } });
    await logIn('outlaw', 'Trailhead#2026');
    expect(calls).not.toContain('GET /api/me');
    expect(bus.session$.getValue().status?.permission).toBe('none');
  });

  it('logs out: calls logout and clears the session and the counts', async () => {
    routes['GET /api/logout'] = () => ({ status: 200, body: { status: 'ok' } });
    bus.session$.next({ status: valid, user: member });
    bus.counts$.next({ alerts: 3, conversations: 1 });
    await logOut();
    expect(calls).toEqual(['GET /api/logout']);
    expect(bus.session$.getValue()).toEqual({ status: ANONYMOUS, user: null });
    expect(bus.counts$.getValue()).toEqual({ alerts: 0, conversations: 0 });
  });
});

describe('counts (spec §4)', () => {
  it('refresh at most every 60 s unless forced', async () => {
    serveMember();
    bus.session$.next({ status: valid, user: member });
    await refreshCounts(true);
    await refreshCounts();
    expect(calls.filter((call) => call === 'GET /api/me/counts')).toHaveLength(1);
    await refreshCounts(true);
    expect(calls.filter((call) => call === 'GET /api/me/counts')).toHaveLength(2);
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 59_000);
    await refreshCounts();
    expect(calls.filter((call) => call === 'GET /api/me/counts')).toHaveLength(2);
    jest.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    await refreshCounts();
    expect(calls.filter((call) => call === 'GET /api/me/counts')).toHaveLength(3);
    jest.restoreAllMocks();
  });

  it('logs the person out when the login-state cookie is gone', () => {
    bus.session$.next({ status: valid, user: member });
    checkLoginCookie();
    expect(bus.session$.getValue()).toEqual({ status: ANONYMOUS, user: null });
  });
});
