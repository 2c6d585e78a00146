import { LOGIN_STATE_COOKIE, SESSION_COOKIE, type AccountStatus, type UserProfile } from '@trailhead/shared-kernel/types';
import { build, get, json, loginAs, type TestApp } from '../../../test/helper';
import { makeUser, PASSWORD } from '../../../test/fixtures';
import { hashToken } from './sessions.repository';

const WRONG = { errors: [{ code: 'wrongCredentials', message: 'The credentials are not correct.' }] };
const NOT_LOGGED_IN = { errors: [{ code: 'not_logged_in', message: 'Please login in to see the content of the page.' }] };

describe('log-in, sessions and account status', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        await makeUser(db, { username: 'member', membership_code: 'premium_membership' });
        await makeUser(db, { username: 'incomplete', account_state: 'account_incomplete' });
        await makeUser(db, { username: 'unconfirmed', account_state: 'not_valid' });
        await makeUser(db, { username: 'banned', account_state: 'banned' });
        await makeUser(db, { username: 'disabled', account_state: 'disabled' });
      },
    });
  });
  afterAll(() => t.close());

  const login = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/login', payload: payload as object });

  it('logs in with the username, returns the profile and sets both cookies', async () => {
    const response = await login({ login: 'member', password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const { user } = json<{ user: UserProfile }>(response);
    expect(user).toMatchObject({ username: 'member', email: 'member@example.test', UserMembership: { code: 'premium_membership' } });
    expect(user).not.toHaveProperty('password_hash');

    const session = response.cookies.find((c) => c.name === SESSION_COOKIE);
    const loginState = response.cookies.find((c) => c.name === LOGIN_STATE_COOKIE);
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(loginState).toMatchObject({ value: '1', sameSite: 'Lax', path: '/' });
    expect(loginState?.httpOnly).toBeFalsy();
  });

  it('stores only a hash of the session token, with an expiry', async () => {
    const response = await login({ login: 'member', password: PASSWORD });
    const token = response.cookies.find((c) => c.name === SESSION_COOKIE)?.value as string;
    const rows = await t.db.selectFrom('sessions').selectAll().execute();
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    const row = rows.find((r) => r.token_hash === hashToken(token));
    expect(row?.expires_at).toBeGreaterThan(Date.now() / 1000 + 86_400);
  });

  it('replaces the session the request came with instead of keeping both', async () => {
    const first = await loginAs(t.app, 'member', PASSWORD);
    const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: { login: 'member', password: PASSWORD }, headers: { cookie: first } });
    expect(response.statusCode).toBe(200);
    expect((await get(t.app, '/api/me', first)).statusCode).toBe(401);
  });

  it('logs in with the e-mail address, in any case', async () => {
    expect((await login({ login: 'MEMBER@example.test', password: PASSWORD })).statusCode).toBe(200);
    expect((await login({ login: 'Member', password: PASSWORD })).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown user identically', async () => {
    const wrongPassword = await login({ login: 'member', password: 'not-the-password' });
    const unknownUser = await login({ login: 'nobody-here', password: PASSWORD });
    expect(wrongPassword.statusCode).toBe(400);
    expect(unknownUser.statusCode).toBe(400);
    expect(json(wrongPassword)).toEqual(WRONG);
    expect(wrongPassword.body).toBe(unknownUser.body);
    expect(wrongPassword.cookies).toEqual([]);
    expect(unknownUser.cookies).toEqual([]);
  });

  it.each([
    [{ password: PASSWORD }, "The field 'login' is required."],
    [{ login: 'member' }, "The field 'password' is required."],
    [{ login: '', password: PASSWORD }, "The field 'login' must not be empty."],
    [{ login: 'member', password: { guess: 1 } }, "The field 'password' must be a string."],
  ])('rejects %j with a 400 naming the field', async (payload, message) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ errors: [{ code: 'invalid_field', message }] });
  });

  it('rejects a log-in without a body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/login' });
    expect(response.statusCode).toBe(400);
    expect(json(response).errors[0].message).toBe('The request body must be a JSON object.');
  });

  it('tells a visitor they are not logged in on /me and /account', async () => {
    const me = await get(t.app, '/api/me');
    expect(me.statusCode).toBe(401);
    expect(json(me)).toEqual(NOT_LOGGED_IN);
    expect(json(await get(t.app, '/api/account'))).toEqual({
      status: 'user_not_logged',
      permission: 'public',
      message: null,
      details: null,
    });
  });

  it('gives a logged-in member their profile and full permission', async () => {
    const cookie = await loginAs(t.app, 'member', PASSWORD);
    const me = json<UserProfile>(await get(t.app, '/api/me', cookie));
    expect(me).toMatchObject({ username: 'member', can_post_new_thread: true, can_create_events: true, is_admin: false });
    expect(me.view_url).toBe(`/members/member.${me.user_id}/`);
    expect(json(await get(t.app, '/api/account', cookie))).toEqual({
      status: 'valid',
      permission: 'full',
      message: null,
      details: { user_id: me.user_id, username: 'member' },
    });
  });

  it.each([
    ['incomplete', 'account_incomplete', 'partial'],
    ['unconfirmed', 'not_valid', 'partial'],
    ['banned', 'you_have_been_banned', 'none'],
    ['disabled', 'your_account_has_been_disabled', 'none'],
  ])('reports %s accounts as %s with permission %s', async (username, status, permission) => {
    const cookie = await loginAs(t.app, username, PASSWORD);
    const account = json<AccountStatus>(await get(t.app, '/api/account', cookie));
    expect(account).toMatchObject({ status, permission, details: { username } });
    expect(account.message).toEqual(expect.any(String));
  });

  it('shows an HTML banner message to an incomplete account', async () => {
    const cookie = await loginAs(t.app, 'incomplete', PASSWORD);
    const account = json<AccountStatus>(await get(t.app, '/api/account', cookie));
    expect(account.message).toContain('<a href="/accountDetails">');
  });

  it('logs out: deletes the session, clears both cookies, and the old cookie no longer works', async () => {
    const cookie = await loginAs(t.app, 'member', PASSWORD);
    const token = /th_session=([^;]+)/.exec(cookie)?.[1] as string;
    const response = await get(t.app, '/api/logout', cookie);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ status: 'ok' });
    const cleared = Object.fromEntries(response.cookies.map((c) => [c.name, c]));
    expect(cleared[SESSION_COOKIE]?.value).toBe('');
    expect(cleared[LOGIN_STATE_COOKIE]?.value).toBe('');
    expect(await t.db.selectFrom('sessions').where('token_hash', '=', hashToken(token)).selectAll().execute()).toEqual([]);

    expect((await get(t.app, '/api/me', cookie)).statusCode).toBe(401);
    expect(json<AccountStatus>(await get(t.app, '/api/account', cookie)).status).toBe('user_not_logged');
  });

  it('treats an expired session as a visitor and clears the stale cookies', async () => {
    const cookie = await loginAs(t.app, 'member', PASSWORD);
    const token = /th_session=([^;]+)/.exec(cookie)?.[1] as string;
    await t.db.updateTable('sessions').set({ expires_at: 1 }).where('token_hash', '=', hashToken(token)).execute();
    const response = await get(t.app, '/api/me', cookie);
    expect(response.statusCode).toBe(401);
    expect(response.cookies.map((c) => [c.name, c.value])).toEqual(
      expect.arrayContaining([
        [SESSION_COOKIE, ''],
        [LOGIN_STATE_COOKIE, ''],
      ]),
    );
  });

  it('logging in over a stale cookie sets fresh cookies (not the clearing ones)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login: 'member', password: PASSWORD },
      headers: { cookie: `${SESSION_COOKIE}=stale-token; ${LOGIN_STATE_COOKIE}=1` },
    });
    const sessions = response.cookies.filter((c) => c.name === SESSION_COOKIE);
    expect(sessions).toHaveLength(1);
    expect(sessions[0].value).not.toBe('');
    expect(response.cookies.filter((c) => c.name === LOGIN_STATE_COOKIE).map((c) => c.value)).toEqual(['1']);
  });

  it('ignores a forged session cookie', async () => {
    const response = await get(t.app, '/api/me', `${SESSION_COOKIE}=forged-token-value`);
    expect(response.statusCode).toBe(401);
  });

  it('logout without a session still answers ok', async () => {
    expect(json(await get(t.app, '/api/logout'))).toEqual({ status: 'ok' });
  });
});
