import type { LoginResponse, RecoveryCodesResponse, TwoFactorSetupResponse, TwoFactorStatus } from '@trailhead/shared-kernel/types';
import { build, get, json, loginAs, type TestApp } from '../../../test/helper';
import { makeUser, PASSWORD } from '../../../test/fixtures';
import { totpCode } from './totp';
import { CHALLENGE_LIFETIME_SECONDS, MAX_CHALLENGE_ATTEMPTS } from './two-factor.repository';

const WRONG_CODE = 'The code is not correct. Check the time on your phone and try the newest code.';
const EXPIRED = 'This sign-in has expired. Please log in again.';
const WRONG_RECOVERY = 'The recovery code is not correct or was already used.';

describe('two-factor sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        for (const username of ['rider', 'setup', 'thief', 'offline', 'limits', 'codes', 'race']) await makeUser(db, { username });
        await makeUser(db, { username: 'outlaw', account_state: 'banned' });
      },
    });
  });
  afterAll(() => t.close());
  afterEach(() => jest.useRealTimers());

  const post = (url: string, payload: object | undefined, cookie?: string) =>
    t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), ...(cookie ? { headers: { cookie } } : {}) });
  const errorOf = (response: Parameters<typeof json>[0]) => json(response).errors[0] as { code: string; message: string };
  const userRow = (username: string) => t.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
  const now = () => Math.floor(Date.now() / 1000);
  const at = (seconds: number) => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'queueMicrotask'], now: seconds * 1000 });

  /** Turns two-factor sign-in on for the member; returns the secret and the recovery codes. */
  async function turnOn(username: string): Promise<{ cookie: string; secret: string; codes: string[] }> {
    const cookie = await loginAs(t.app, username, PASSWORD);
    const setup = await post('/api/me/two-factor/setup', undefined, cookie);
    expect(setup.statusCode).toBe(200);
    const { secret } = json<TwoFactorSetupResponse>(setup);
    const enable = await post('/api/me/two-factor/enable', { code: totpCode(secret, now()) }, cookie);
    expect(enable.statusCode).toBe(200);
    return { cookie, secret, codes: json<RecoveryCodesResponse>(enable).recovery_codes };
  }
  async function challengeFor(username: string): Promise<string> {
    const response = await post('/api/login', { login: username, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = json<LoginResponse>(response);
    expect(body).toEqual({ two_factor_required: true, challenge: expect.any(String) });
    expect(response.cookies).toEqual([]);
    return body.challenge as string;
  }

  it('sets up a pending secret with its otpauth URI, turns on with a code, and shows ten recovery codes once', async () => {
    const cookie = await loginAs(t.app, 'setup', PASSWORD);
    expect(json(await get(t.app, '/api/me/two-factor', cookie))).toEqual({ enabled: false, enabled_at: null, recovery_codes_left: 0 });
    const setup = json<TwoFactorSetupResponse>(await post('/api/me/two-factor/setup', undefined, cookie));
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauth_uri).toBe(`otpauth://totp/Trailhead%3Asetup?secret=${setup.secret}&issuer=Trailhead&algorithm=SHA1&digits=6&period=30`);
    // Pending: not on yet, and logging in still needs only the password.
    expect(json(await get(t.app, '/api/me/two-factor', cookie)).enabled).toBe(false);
    expect(json<LoginResponse>(await post('/api/login', { login: 'setup', password: PASSWORD })).user?.username).toBe('setup');

    const wrong = await post('/api/me/two-factor/enable', { code: totpCode(setup.secret, now() - 120) }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong)).toEqual({ code: 'wrong_two_factor_code', message: WRONG_CODE });
    expect((await userRow('setup')).totp_enabled_at).toBeNull();

    const enable = await post('/api/me/two-factor/enable', { code: totpCode(setup.secret, now()) }, cookie);
    expect(enable.statusCode).toBe(200);
    const body = json<RecoveryCodesResponse>(enable);
    expect(body.recovery_codes).toHaveLength(10);
    expect(new Set(body.recovery_codes).size).toBe(10);
    for (const code of body.recovery_codes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect(body.status).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    const stored = await t.db.selectFrom('user_recovery_codes').select('code_hash').where('user_id', '=', (await userRow('setup')).user_id).execute();
    expect(stored).toHaveLength(10);
    for (const code of body.recovery_codes) expect(JSON.stringify(stored)).not.toContain(code);
    expect(JSON.stringify(json(await get(t.app, '/api/me', cookie)))).not.toContain(setup.secret);

    const again = await post('/api/me/two-factor/setup', undefined, cookie);
    expect(again.statusCode).toBe(409);
    expect((await userRow('setup')).totp_secret).toBe(setup.secret);
  });

  it('refuses to turn on without a set-up', async () => {
    const cookie = await loginAs(t.app, 'offline', PASSWORD);
    const response = await post('/api/me/two-factor/enable', { code: '123456' }, cookie);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('two_factor_not_set_up');
  });

  it('asks for the code at login, and a code from the app signs in, once: a code already taken is refused', async () => {
    // The clock stands still a few seconds into a step: "the code now" is the one that turned it on.
    at(Math.floor(now() / 30) * 30 + 5);
    const { secret } = await turnOn('rider');
    const challenge = await challengeFor('rider');
    // The code that turned it on is spent (RFC 6238 §5.2), and counts as a failed try.
    const spent = await post('/api/login/two-factor', { challenge, code: totpCode(secret, now()) });
    expect([spent.statusCode, errorOf(spent)]).toEqual([400, { code: 'two_factor_code_used', message: 'This code has been used already. Wait for the next code in your authenticator app.' }]);
    expect(spent.cookies).toEqual([]);
    // The app's next code (a step early is accepted: phones' clocks drift) signs in.
    const response = await post('/api/login/two-factor', { challenge, code: totpCode(secret, now() + 30) });
    expect(response.statusCode).toBe(200);
    expect(json<LoginResponse>(response).user?.username).toBe('rider');
    const cookie = response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect((await get(t.app, '/api/me', cookie)).statusCode).toBe(200);
    // The challenge is spent.
    const replay = await post('/api/login/two-factor', { challenge, code: totpCode(secret, now()) });
    expect(errorOf(replay)).toEqual({ code: 'two_factor_expired', message: EXPIRED });
    // And on a new challenge, the code that signed in is refused: seen over a shoulder, it is worth nothing.
    const again = await post('/api/login/two-factor', { challenge: await challengeFor('rider'), code: totpCode(secret, now() + 30) });
    expect(errorOf(again).code).toBe('two_factor_code_used');
    expect(again.cookies).toEqual([]);
  });

  it('refuses a wrong code, counts it, and ends the challenge after too many', async () => {
    const { secret } = await turnOn('thief');
    const challenge = await challengeFor('thief');
    const sessionsBefore = await t.db.selectFrom('sessions').select('session_id').execute();
    for (let i = 0; i < MAX_CHALLENGE_ATTEMPTS; i++) {
      const wrong = await post('/api/login/two-factor', { challenge, code: '000000' === totpCode(secret, now()) ? '111111' : '000000' });
      expect(wrong.statusCode).toBe(400);
      expect(errorOf(wrong).message).toBe(WRONG_CODE);
      expect(wrong.cookies).toEqual([]);
    }
    const late = await post('/api/login/two-factor', { challenge, code: totpCode(secret, now()) });
    expect(errorOf(late)).toEqual({ code: 'two_factor_expired', message: EXPIRED });
    expect(await t.db.selectFrom('sessions').select('session_id').execute()).toEqual(sessionsBefore);
    const attempts = await t.db.selectFrom('login_attempts').selectAll().where('login_key', '=', 'thief').execute();
    expect(attempts).toHaveLength(MAX_CHALLENGE_ATTEMPTS);
  });

  it('refuses an expired challenge', async () => {
    const { secret } = await turnOn('offline');
    const challenge = await challengeFor('offline');
    const later = now() + CHALLENGE_LIFETIME_SECONDS + 1;
    at(later);
    const response = await post('/api/login/two-factor', { challenge, code: totpCode(secret, later) });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({ code: 'two_factor_expired', message: EXPIRED });
  });

  it('accepts a recovery code once, in any case and without the dash', async () => {
    const { codes } = await turnOn('codes');
    const first = await post('/api/login/two-factor', { challenge: await challengeFor('codes'), recovery_code: codes[0].toLowerCase().replace('-', '') });
    expect(first.statusCode).toBe(200);
    const second = await post('/api/login/two-factor', { challenge: await challengeFor('codes'), recovery_code: codes[0] });
    expect(second.statusCode).toBe(400);
    expect(errorOf(second)).toEqual({ code: 'wrong_recovery_code', message: WRONG_RECOVERY });
    const cookie = await (async () => {
      const ok = await post('/api/login/two-factor', { challenge: await challengeFor('codes'), recovery_code: codes[1] });
      return ok.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    })();
    expect(json(await get(t.app, '/api/me/two-factor', cookie))).toMatchObject({ enabled: true, recovery_codes_left: 8 });
  });

  it('does not accept another member’s recovery code', async () => {
    const { codes } = await turnOn('race');
    const response = await post('/api/login/two-factor', { challenge: await challengeFor('rider'), recovery_code: codes[5] });
    expect(errorOf(response).code).toBe('wrong_recovery_code');
  });

  it.each([
    [{ code: '123456' }, "The field 'challenge' is required."],
    [{ challenge: 'x' }, 'Enter the 6-digit code from your authenticator app, or a recovery code.'],
    [{ challenge: 'x', code: '123456', recovery_code: 'AAAAA-BBBBB' }, 'Enter the 6-digit code from your authenticator app, or a recovery code.'],
    [{ challenge: 'x'.repeat(129), code: '123456' }, null],
    [{ challenge: 'x', code: '1'.repeat(17) }, null],
    [{ challenge: 'unknown', code: '123456' }, EXPIRED],
  ])('answers the second step %j with a 400', async (payload, message) => {
    const response = await post('/api/login/two-factor', payload);
    expect(response.statusCode).toBe(400);
    if (message) expect(errorOf(response).message).toBe(message);
  });

  it('makes new recovery codes and turns off only with the password', async () => {
    const { cookie, codes } = await turnOn('limits');
    const wrong = await post('/api/me/two-factor/recovery-codes', { password: 'not-it' }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong)).toEqual({ code: 'wrongPassword', message: 'The password is not correct.' });
    const fresh = await post('/api/me/two-factor/recovery-codes', { password: PASSWORD }, cookie);
    expect(fresh.statusCode).toBe(200);
    const newCodes = json<RecoveryCodesResponse>(fresh).recovery_codes;
    expect(newCodes).toHaveLength(10);
    // The old codes stop working.
    expect(errorOf(await post('/api/login/two-factor', { challenge: await challengeFor('limits'), recovery_code: codes[0] })).code).toBe('wrong_recovery_code');

    const refused = await post('/api/me/two-factor/disable', { password: 'not-it' }, cookie);
    expect(refused.statusCode).toBe(400);
    expect((await userRow('limits')).totp_enabled_at).not.toBeNull();
    const off = await post('/api/me/two-factor/disable', { password: PASSWORD }, cookie);
    expect(off.statusCode).toBe(200);
    expect(json<TwoFactorStatus>(off)).toEqual({ enabled: false, enabled_at: null, recovery_codes_left: 0 });
    expect(await userRow('limits')).toMatchObject({ totp_secret: null, totp_enabled_at: null });
    expect(json<LoginResponse>(await post('/api/login', { login: 'limits', password: PASSWORD })).user?.username).toBe('limits');
    expect((await post('/api/me/two-factor/disable', { password: PASSWORD }, cookie)).statusCode).toBe(409);
    expect((await post('/api/me/two-factor/recovery-codes', { password: PASSWORD }, cookie)).statusCode).toBe(409);
  });

  it('refuses visitors with 401 on every /me/two-factor call and writes nothing', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/me/two-factor', undefined],
      ['POST', '/api/me/two-factor/setup', undefined],
      ['POST', '/api/me/two-factor/enable', { code: '123456' }],
      ['POST', '/api/me/two-factor/disable', { password: PASSWORD }],
      ['POST', '/api/me/two-factor/recovery-codes', { password: PASSWORD }],
    ] as const) {
      const response = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode).toBe(401);
    }
  });

  it.each([
    ['/api/me/two-factor/enable', {}, "The field 'code' is required."],
    ['/api/me/two-factor/enable', { code: { guess: 1 } }, "The field 'code' must be a string."],
    ['/api/me/two-factor/disable', {}, "The field 'password' is required."],
    ['/api/me/two-factor/recovery-codes', { password: 'x'.repeat(1025) }, null],
  ])('answers %s %j with a 400', async (url, payload, message) => {
    const cookie = await loginAs(t.app, 'outlaw', PASSWORD);
    const response = await post(url, payload, cookie);
    expect(response.statusCode).toBe(400);
    if (message) expect(errorOf(response).message).toBe(message);
  });

  it('lets a banned member set up two-factor sign-in for their own account', async () => {
    const cookie = await loginAs(t.app, 'outlaw', PASSWORD);
    expect((await post('/api/me/two-factor/setup', undefined, cookie)).statusCode).toBe(200);
  });
});
