import { SESSION_COOKIE } from '@trailhead/shared-kernel/types';
import { DEFAULT_LOGIN_LIMITS } from '../../config';
import { makeUser, PASSWORD } from '../../../test/fixtures';
import { build, countRows, get, json, type TestApp } from '../../../test/helper';

const TOO_MANY = {
  errors: [{ code: 'too_many_attempts', message: 'Too many login attempts. Please wait a few minutes and try again.' }],
};
const WRONG = { errors: [{ code: 'wrongCredentials', message: 'The credentials are not correct.' }] };

describe('log-in throttling and session rotation (default limits: 5 failures per name, 20 per address, 10 minutes)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({
      settings: { loginLimits: DEFAULT_LOGIN_LIMITS },
      seed: async (db) => {
        for (const username of ['target', 'bystander', 'forgiven', 'rotator', 'patient']) await makeUser(db, { username });
      },
    });
  });
  afterAll(() => t.close());

  let nextAddress = 1;
  /** Each test logs in from an address of its own, so the per-address count is the test's own. */
  const newAddress = () => `10.0.0.${nextAddress++}`;
  const login = (login: string, password: string, remoteAddress: string, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { login, password }, remoteAddress, ...(cookie ? { headers: { cookie } } : {}) });

  it('after 5 failures for one login name answers 429, even to the right password, and says when to retry', async () => {
    const address = newAddress();
    for (let i = 0; i < DEFAULT_LOGIN_LIMITS.maxFailuresPerLogin; i++) {
      const response = await login('target', `Wrong#Guess${i}`, address);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual(WRONG);
    }
    const throttled = await login('TARGET', PASSWORD, newAddress());
    expect(throttled.statusCode).toBe(429);
    expect(json(throttled)).toEqual(TOO_MANY);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(throttled.headers['retry-after'])).toBeLessThanOrEqual(DEFAULT_LOGIN_LIMITS.windowSeconds);
    expect(throttled.cookies).toEqual([]);

    // Other members are not affected.
    expect((await login('bystander', PASSWORD, address)).statusCode).toBe(200);
  });

  it('throttles a login name without an account the same way (a 429 says nothing about accounts)', async () => {
    const address = newAddress();
    for (let i = 0; i < DEFAULT_LOGIN_LIMITS.maxFailuresPerLogin; i++) expect(json(await login('ghost-rider', PASSWORD, address))).toEqual(WRONG);
    expect(json(await login('ghost-rider', PASSWORD, address))).toEqual(TOO_MANY);
  });

  it('after 20 failures from one address answers 429 to that address only', async () => {
    const address = newAddress();
    for (let i = 0; i < DEFAULT_LOGIN_LIMITS.maxFailuresPerIp; i++) {
      expect((await login(`sprayed-${i % 10}-${Math.floor(i / 10)}`, PASSWORD, address)).statusCode).toBe(400);
    }
    expect(json(await login('bystander', PASSWORD, address))).toEqual(TOO_MANY);
    expect((await login('bystander', PASSWORD, newAddress())).statusCode).toBe(200);
  });

  it('forgives the failures of a name once it logs in', async () => {
    const address = newAddress();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < DEFAULT_LOGIN_LIMITS.maxFailuresPerLogin - 1; i++) expect((await login('forgiven', 'Wrong#2026x', address)).statusCode).toBe(400);
      expect((await login('forgiven', PASSWORD, address)).statusCode).toBe(200);
    }
  });

  it('lets the name in again once its failures are older than the window', async () => {
    const address = newAddress();
    for (let i = 0; i < DEFAULT_LOGIN_LIMITS.maxFailuresPerLogin; i++) await login('patient', 'Wrong#2026x', address);
    expect((await login('patient', PASSWORD, address)).statusCode).toBe(429);
    await t.db
      .updateTable('login_attempts')
      .set((eb) => ({ attempted_at: eb('attempted_at', '-', DEFAULT_LOGIN_LIMITS.windowSeconds) }))
      .where('login_key', '=', 'patient')
      .execute();
    expect((await login('patient', PASSWORD, address)).statusCode).toBe(200);
  });

  it('does not count a refused (429) attempt as another failure', async () => {
    const before = await countRows(t.db, 'login_attempts');
    await login('target', 'Wrong#2026x', newAddress());
    expect(await countRows(t.db, 'login_attempts')).toBe(before);
  });

  it('answers an unknown name and a wrong password with the same body, spending a password hash on both', async () => {
    const address = newAddress();
    const timed = async (name: string, password: string) => {
      const started = performance.now();
      const response = await login(name, password, address);
      return { body: response.body, status: response.statusCode, ms: performance.now() - started };
    };
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      const a = await timed('rotator', 'Wrong#2026x');
      const b = await timed(`nobody-${i}`, 'Wrong#2026x');
      expect(a.status).toBe(400);
      expect(a.body).toBe(b.body);
      wrong.push(a.ms);
      unknown.push(b.ms);
    }
    const median = (values: number[]) => values.sort((x, y) => x - y)[1];
    // scrypt dominates both: an unknown name may not come back markedly faster.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.5);
    await login('rotator', PASSWORD, address); // forgive, for the next test
  });

  it('gives a new session token at every log-in and deletes the session a request logs in over', async () => {
    const address = newAddress();
    const tokenOf = (response: Awaited<ReturnType<typeof login>>) => response.cookies.find((c) => c.name === SESSION_COOKIE)?.value as string;
    const first = tokenOf(await login('rotator', PASSWORD, address));
    const second = tokenOf(await login('rotator', PASSWORD, address));
    expect(first).not.toBe(second);
    // Two separate log-ins (two devices) are both valid.
    expect((await get(t.app, '/api/me', `${SESSION_COOKIE}=${first}`)).statusCode).toBe(200);
    expect((await get(t.app, '/api/me', `${SESSION_COOKIE}=${second}`)).statusCode).toBe(200);

    // Logging in with the old cookie rotates it: the old token is dead, the new one works.
    const user = await t.db.selectFrom('users').select('user_id').where('username', '=', 'rotator').executeTakeFirstOrThrow();
    const sessionsBefore = (await t.db.selectFrom('sessions').select('session_id').where('user_id', '=', user.user_id).execute()).length;
    const third = tokenOf(await login('rotator', PASSWORD, address, `${SESSION_COOKIE}=${first}`));
    expect(third).not.toBe(first);
    expect((await get(t.app, '/api/me', `${SESSION_COOKIE}=${first}`)).statusCode).toBe(401);
    expect((await get(t.app, '/api/me', `${SESSION_COOKIE}=${third}`)).statusCode).toBe(200);
    expect((await t.db.selectFrom('sessions').select('session_id').where('user_id', '=', user.user_id).execute()).length).toBe(sessionsBefore);

    // Logout ends the session for good.
    expect((await get(t.app, '/api/logout', `${SESSION_COOKIE}=${third}`)).statusCode).toBe(200);
    expect((await get(t.app, '/api/me', `${SESSION_COOKIE}=${third}`)).statusCode).toBe(401);
  });
});
