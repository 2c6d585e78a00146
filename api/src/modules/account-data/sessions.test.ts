import type { SessionsResponse } from '@trailhead/shared-kernel/types';
import { build, get, json, loginAs, type TestApp } from '../../../test/helper';
import { makeUser, PASSWORD } from '../../../test/fixtures';
import { SESSION_SEEN_INTERVAL_SECONDS } from '../auth/sessions.repository';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('/me/sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        await makeUser(db, { username: 'rider' });
        await makeUser(db, { username: 'other' });
        await makeUser(db, { username: 'outlaw', account_state: 'banned' });
        await makeUser(db, { username: 'newbie', account_state: 'not_valid' });
      },
    });
  });
  afterAll(() => t.close());
  afterEach(() => jest.useRealTimers());

  const loginFrom = async (login: string, userAgent: string, ip = '127.0.0.1') => {
    const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: { login, password: PASSWORD }, headers: { 'user-agent': userAgent }, remoteAddress: ip });
    expect(response.statusCode).toBe(200);
    return response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  };
  const sessionsOf = async (cookie: string) => {
    const response = await get(t.app, '/api/me/sessions', cookie);
    expect(response.statusCode).toBe(200);
    return json<SessionsResponse>(response).sessions;
  };
  const userId = async (username: string) => (await t.db.selectFrom('users').select('user_id').where('username', '=', username).executeTakeFirstOrThrow()).user_id;

  it('lists the member’s sessions with browser, system, address and times, this device first, never the token', async () => {
    const phone = await loginFrom('rider', SAFARI_IPHONE, '203.0.113.7');
    const laptop = await loginFrom('rider', FIREFOX, '198.51.100.4');
    const sessions = await sessionsOf(laptop);
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions[0]).toMatchObject({ browser: 'Firefox', os: 'Linux', ip: '198.51.100.4', current: true });
    expect(sessions.find((s) => s.ip === '203.0.113.7')).toMatchObject({ browser: 'Safari', os: 'iOS', current: false });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    for (const session of sessions) {
      expect(Object.keys(session).sort()).toEqual(['browser', 'created_at', 'current', 'ip', 'last_seen_at', 'os', 'session_id']);
      expect(session.created_at).toBeGreaterThan(0);
    }
    expect(JSON.stringify(sessions)).not.toContain(phone.split('th_session=')[1]?.split(';')[0]);
  });

  it('writes last_seen_at when a session is used after a few minutes, not on every request', async () => {
    const cookie = await loginFrom('rider', FIREFOX, '198.51.100.9');
    const row = () => t.db.selectFrom('sessions').select(['last_seen_at', 'ip']).where('ip', 'in', ['198.51.100.9', '192.0.2.50']).executeTakeFirstOrThrow();
    const createdSeen = (await row()).last_seen_at as number;
    const seenAt = (seconds: number) => {
      jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'queueMicrotask'], now: (createdSeen + seconds) * 1000 });
    };
    seenAt(SESSION_SEEN_INTERVAL_SECONDS - 1);
    await t.app.inject({ method: 'GET', url: '/api/me/sessions', headers: { cookie }, remoteAddress: '192.0.2.50' });
    expect(await row()).toEqual({ last_seen_at: createdSeen, ip: '198.51.100.9' });
    seenAt(SESSION_SEEN_INTERVAL_SECONDS);
    await t.app.inject({ method: 'GET', url: '/api/me/sessions', headers: { cookie }, remoteAddress: '192.0.2.50' });
    expect(await row()).toEqual({ last_seen_at: createdSeen + SESSION_SEEN_INTERVAL_SECONDS, ip: '192.0.2.50' });
  });

  it('signs one session out: its next request is a visitor’s at once', async () => {
    const keep = await loginFrom('rider', FIREFOX);
    const lose = await loginFrom('rider', SAFARI_IPHONE);
    const target = (await sessionsOf(lose)).find((s) => s.current)!;
    const response = await t.app.inject({ method: 'DELETE', url: `/api/me/sessions/${target.session_id}`, headers: { cookie: keep } });
    expect(response.statusCode).toBe(200);
    expect((await get(t.app, '/api/me', lose)).statusCode).toBe(401);
    expect((await get(t.app, '/api/me', keep)).statusCode).toBe(200);
  });

  it('signing out the current session logs this device out and clears its cookies', async () => {
    const cookie = await loginFrom('rider', FIREFOX);
    const current = (await sessionsOf(cookie)).find((s) => s.current)!;
    const response = await t.app.inject({ method: 'DELETE', url: `/api/me/sessions/${current.session_id}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === 'th_session')?.value).toBe('');
    expect((await get(t.app, '/api/me', cookie)).statusCode).toBe(401);
  });

  it('does not let a member see or end another member’s sessions (404, nothing deleted)', async () => {
    const mine = await loginFrom('rider', FIREFOX);
    const theirs = await loginFrom('other', FIREFOX);
    const theirSession = (await sessionsOf(theirs)).find((s) => s.current)!;
    expect((await sessionsOf(mine)).map((s) => s.session_id)).not.toContain(theirSession.session_id);
    const response = await t.app.inject({ method: 'DELETE', url: `/api/me/sessions/${theirSession.session_id}`, headers: { cookie: mine } });
    expect(response.statusCode).toBe(404);
    expect(json(response).errors[0].message).toBe('This session could not be found.');
    expect((await get(t.app, '/api/me', theirs)).statusCode).toBe(200);
  });

  it('signs out everywhere else and keeps the current session', async () => {
    const a = await loginFrom('rider', FIREFOX);
    const b = await loginFrom('rider', SAFARI_IPHONE);
    const c = await loginFrom('rider', FIREFOX);
    const other = await loginFrom('other', FIREFOX);
    const before = (await sessionsOf(c)).length;
    const response = await t.app.inject({ method: 'POST', url: '/api/me/sessions/sign-out-others', headers: { cookie: c } });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ signed_out: before - 1 });
    expect((await get(t.app, '/api/me', a)).statusCode).toBe(401);
    expect((await get(t.app, '/api/me', b)).statusCode).toBe(401);
    expect((await get(t.app, '/api/me', c)).statusCode).toBe(200);
    expect((await get(t.app, '/api/me', other)).statusCode).toBe(200);
    expect(await sessionsOf(c)).toHaveLength(1);
  });

  it('lets a banned or unconfirmed member manage their sessions too', async () => {
    for (const username of ['outlaw', 'newbie']) {
      const cookie = await loginAs(t.app, username, PASSWORD);
      expect((await sessionsOf(cookie))[0]).toMatchObject({ current: true });
      expect((await t.app.inject({ method: 'POST', url: '/api/me/sessions/sign-out-others', headers: { cookie } })).statusCode).toBe(200);
    }
  });

  it('refuses visitors with 401 and writes nothing', async () => {
    const count = async () => (await t.db.selectFrom('sessions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const before = await count();
    const someSession = (await t.db.selectFrom('sessions').select('session_id').executeTakeFirstOrThrow()).session_id;
    for (const request of [
      { method: 'GET' as const, url: '/api/me/sessions' },
      { method: 'DELETE' as const, url: `/api/me/sessions/${someSession}` },
      { method: 'POST' as const, url: '/api/me/sessions/sign-out-others' },
    ]) {
      const response = await t.app.inject(request);
      expect(response.statusCode).toBe(401);
      expect(json(response).errors[0].message).toBe('Please login in to see the content of the page.');
    }
    expect(await count()).toBe(before);
  });

  it.each(['0', '-1', 'abc', '99999999999999999999'])('answers a bad session id %s with a 400', async (id) => {
    const cookie = await loginAs(t.app, 'rider', PASSWORD);
    const response = await t.app.inject({ method: 'DELETE', url: `/api/me/sessions/${id}`, headers: { cookie } });
    expect(response.statusCode).toBe(400);
  });

  it('answers an unknown session id with a 404', async () => {
    const cookie = await loginAs(t.app, 'rider', PASSWORD);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/me/sessions/999999', headers: { cookie } })).statusCode).toBe(404);
    expect(await userId('rider')).toBeGreaterThan(0);
  });
});
