import { MESSAGES } from '@trailhead/shared-kernel/schemas';
import { nowSeconds } from '../../clock';
import { makeUser, PASSWORD } from '../../../test/fixtures';
import { build, countRows, get, json, loginAs, post, type TestApp } from '../../../test/helper';
import { MAX_CODE_ATTEMPTS } from './account-tokens.repository';
import { verifyPassword } from './password';

const NEW_PASSWORD = 'Fresh#Tracks2027';
const INVALID_CODE = { errors: [{ code: 'invalidCode', message: 'Invalid Code' }] };

describe('lost password and change password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        for (const username of ['forgetful', 'expired', 'guesser', 'superseded', 'flooded', 'changer', 'wrongold']) await makeUser(db, { username });
      },
    });
  });
  afterAll(() => t.close());

  const init = (email: unknown) => post(t.app, '/api/lost-password/init', { email });
  const setPassword = (body: Record<string, unknown>) => post(t.app, '/api/lost-password/set', body);
  const codeIn = async (email: string) => /Your code is: ([A-Z0-9]{6})/.exec((await t.lastMailTo(email))?.text ?? '')?.[1] as string;
  const passwordHashOf = async (username: string) =>
    (await t.db.selectFrom('users').select('password_hash').where('username', '=', username).executeTakeFirstOrThrow()).password_hash;
  const otherCode = (code: string) => (code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA');
  /** Asks for a code as if the last one was asked for over a minute ago. */
  const initAgain = async (email: string) => {
    await t.db.updateTable('account_tokens').set((eb) => ({ created_at: eb('created_at', '-', 120) })).where('purpose', '=', 'password_reset').execute();
    return init(email);
  };

  describe('POST /lost-password/init', () => {
    it('answers the same whether or not the address has an account, and mails a code only to an account', async () => {
      const known = await init('Forgetful@example.test');
      const unknown = await init('nobody-at-all@example.test');
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
      expect(json(known)).toEqual({ status: 'sent', message: expect.stringContaining('valid for one hour') });
      expect(await t.lastMailTo('nobody-at-all@example.test')).toBeUndefined();

      const mail = await t.lastMailTo('forgetful@example.test');
      expect(mail?.subject).toBe('Your Trailhead password reset code');
      const code = await codeIn('forgetful@example.test');
      expect(code).toMatch(/^[A-Z0-9]{6}$/);
      // …and a link to /resetPassword with the address and the code filled in.
      const link = new URL(/(http\S+\/resetPassword\S*)/.exec(mail?.text ?? '')?.[1] ?? 'http://missing/');
      expect([link.pathname, link.searchParams.get('email'), link.searchParams.get('code')]).toEqual(['/resetPassword', 'forgetful@example.test', code]);
      expect(mail?.html).toContain(`/resetPassword?email=forgetful%40example.test&amp;code=${code}`);
      const token = await t.db.selectFrom('account_tokens').selectAll().where('purpose', '=', 'password_reset').orderBy('token_id', 'desc').executeTakeFirstOrThrow();
      expect(token.code_hash).not.toContain(code);
      expect(token.expires_at - token.created_at).toBe(3600);
    });

    it('sends at most one code a minute to an account, with the same answer', async () => {
      const mails = async () => (await t.allMail()).filter((mail) => mail.to === 'flooded@example.test').length;
      const first = await init('flooded@example.test');
      const second = await init('flooded@example.test');
      expect(second.body).toBe(first.body);
      expect(await mails()).toBe(1);
    });

    it.each([
      ['', 'E-mail is required'],
      [undefined, 'E-mail is required'],
      ['not-an-address', 'E-mail must be valid'],
    ])('refuses %j with %s', async (email, message) => {
      const before = await countRows(t.db, 'account_tokens');
      const response = await init(email);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ errors: [{ code: 'invalid_email', message }] });
      expect(await countRows(t.db, 'account_tokens')).toBe(before);
    });
  });

  describe('POST /lost-password/set', () => {
    it('refuses a wrong code with Invalid Code and changes nothing', async () => {
      await initAgain('forgetful@example.test');
      const code = await codeIn('forgetful@example.test');
      const cookie = await loginAs(t.app, 'forgetful', PASSWORD);
      const hash = await passwordHashOf('forgetful');
      for (const wrong of [otherCode(code), '', 'abc', '1234567']) {
        const response = await setPassword({ email: 'forgetful@example.test', code: wrong, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
        expect(response.statusCode).toBe(400);
        expect(json(response)).toEqual(INVALID_CODE);
      }
      const unknown = await setPassword({ email: 'nobody-at-all@example.test', code, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
      expect(json(unknown)).toEqual(INVALID_CODE);
      expect(await passwordHashOf('forgetful')).toBe(hash);
      expect((await get(t.app, '/api/me', cookie)).statusCode).toBe(200);
    });

    it.each([
      [{ password: '', password_confirmation: '' }, 'Password is required'],
      [{ password: 'Short#1a', password_confirmation: 'Short#1a' }, 'Password must contains minimum 10 characters'],
      [{ password: 'nocapitals#2026', password_confirmation: 'nocapitals#2026' }, 'Password must be in mixedCase'],
      [{ password: 'NoDigits#Here', password_confirmation: 'NoDigits#Here' }, MESSAGES.passwordDigit],
      [{ password: 'NoSpecial2026x', password_confirmation: 'NoSpecial2026x' }, MESSAGES.passwordSpecial],
      [{ password: NEW_PASSWORD, password_confirmation: 'Fresh#Tracks2028' }, 'Password must match'],
      [{ email: 'bad-address' }, 'E-mail must be valid'],
    ])('refuses %j with %s', async (changes, message) => {
      const code = await codeIn('forgetful@example.test');
      const hash = await passwordHashOf('forgetful');
      const response = await setPassword({ email: 'forgetful@example.test', code, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, ...changes });
      expect(response.statusCode).toBe(400);
      expect(json(response).errors[0].message).toBe(message);
      expect(await passwordHashOf('forgetful')).toBe(hash);
    });

    it('sets the password with the right code, uses the code up and logs every session out', async () => {
      await initAgain('forgetful@example.test');
      const code = await codeIn('forgetful@example.test');
      const sessions = [await loginAs(t.app, 'forgetful', PASSWORD), await loginAs(t.app, 'forgetful', PASSWORD)];

      const response = await setPassword({ email: 'FORGETFUL@example.test', code: code.toLowerCase(), password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({ status: 'ok', message: expect.any(String) });

      for (const cookie of sessions) expect((await get(t.app, '/api/me', cookie)).statusCode).toBe(401);
      const user = await t.db.selectFrom('users').select('user_id').where('username', '=', 'forgetful').executeTakeFirstOrThrow();
      expect(await t.db.selectFrom('sessions').selectAll().where('user_id', '=', user.user_id).execute()).toEqual([]);
      await expect(verifyPassword(NEW_PASSWORD, await passwordHashOf('forgetful'))).resolves.toBe(true);
      expect((await post(t.app, '/api/login', { login: 'forgetful', password: PASSWORD })).statusCode).toBe(400);
      expect((await post(t.app, '/api/login', { login: 'forgetful', password: NEW_PASSWORD })).statusCode).toBe(200);

      const again = await setPassword({ email: 'forgetful@example.test', code, password: 'Another#Pass2029', password_confirmation: 'Another#Pass2029' });
      expect(json(again)).toEqual(INVALID_CODE);
    });

    it('refuses a code older than one hour', async () => {
      await init('expired@example.test');
      const code = await codeIn('expired@example.test');
      await t.db.updateTable('account_tokens').set({ expires_at: nowSeconds() - 1 }).where('purpose', '=', 'password_reset').execute();
      const response = await setPassword({ email: 'expired@example.test', code, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual(INVALID_CODE);
    });

    it('accepts only the newest code', async () => {
      await init('superseded@example.test');
      const first = await codeIn('superseded@example.test');
      await initAgain('superseded@example.test');
      const second = await codeIn('superseded@example.test');
      expect((await t.allMail()).filter((mail) => mail.to === 'superseded@example.test')).toHaveLength(2);
      if (first !== second) {
        expect(json(await setPassword({ email: 'superseded@example.test', code: first, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }))).toEqual(INVALID_CODE);
      }
      expect((await setPassword({ email: 'superseded@example.test', code: second, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode).toBe(200);
    });

    it(`stops accepting the code after ${MAX_CODE_ATTEMPTS} wrong guesses`, async () => {
      await init('guesser@example.test');
      const code = await codeIn('guesser@example.test');
      const attempt = (guess: string) => setPassword({ email: 'guesser@example.test', code: guess, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
      for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) expect((await attempt(otherCode(code))).statusCode).toBe(400);
      expect(json(await attempt(code))).toEqual(INVALID_CODE);
    });
  });

  describe('POST /change-password', () => {
    const change = (body: Record<string, unknown>, cookie?: string) => post(t.app, '/api/change-password', body, cookie);
    const valid = { current_password: PASSWORD, new_password: NEW_PASSWORD, new_password_confirmation: NEW_PASSWORD };

    it('needs a login', async () => {
      const response = await change(valid);
      expect(response.statusCode).toBe(401);
      expect(json(response).errors[0].code).toBe('not_logged_in');
    });

    it('refuses a wrong current password with the spec text and changes nothing', async () => {
      const cookie = await loginAs(t.app, 'wrongold', PASSWORD);
      const hash = await passwordHashOf('wrongold');
      const response = await change({ ...valid, current_password: 'Not#ThePassword1' }, cookie);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ errors: [{ code: 'wrongOldPassword', message: 'The old password is not correct.' }] });
      expect(await passwordHashOf('wrongold')).toBe(hash);
    });

    it.each([
      [{ current_password: '' }, 'Current password is required'],
      [{ new_password: 'short', new_password_confirmation: 'short' }, 'Password must contains minimum 10 characters'],
      [{ new_password: 'lowercase#2026', new_password_confirmation: 'lowercase#2026' }, 'Password must be in mixedCase'],
      [{ new_password_confirmation: 'Fresh#Tracks2028' }, 'Password must match'],
    ])('refuses %j with %s', async (changes, message) => {
      const cookie = await loginAs(t.app, 'wrongold', PASSWORD);
      const hash = await passwordHashOf('wrongold');
      const response = await change({ ...valid, ...changes }, cookie);
      expect(response.statusCode).toBe(400);
      expect(json(response).errors[0].message).toBe(message);
      expect(await passwordHashOf('wrongold')).toBe(hash);
    });

    it('saves the new password, keeps this session and ends the others', async () => {
      const other = await loginAs(t.app, 'changer', PASSWORD);
      const cookie = await loginAs(t.app, 'changer', PASSWORD);
      const response = await change(valid, cookie);
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({ status: 'ok', message: 'Changes saved' });
      expect((await get(t.app, '/api/me', cookie)).statusCode).toBe(200);
      expect((await get(t.app, '/api/me', other)).statusCode).toBe(401);
      expect((await post(t.app, '/api/login', { login: 'changer', password: NEW_PASSWORD })).statusCode).toBe(200);
      expect((await post(t.app, '/api/login', { login: 'changer', password: PASSWORD })).statusCode).toBe(400);
    });
  });
});
