import type { AccountStatus, ConfirmationResponse, RegisterResponse, UserProfile, VehicleOptionsResponse } from '@trailhead/shared-kernel/types';
import { MESSAGES } from '@trailhead/shared-kernel/schemas';
import { nowSeconds } from '../../clock';
import { seedReferenceData } from '../../seed/reference.seed';
import { seedSiteContent } from '../../seed/site-content.seed';
import { makeUser } from '../../../test/fixtures';
import { build, countRows, get, json, loginAs, post, solveCaptcha, type TestApp } from '../../../test/helper';
import { verifyPassword } from '../auth/password';
import { MAX_CODE_ATTEMPTS } from '../auth/account-tokens.repository';
import { latestMessageTo } from '../../mail/outbox-mailer';

const PASSWORD = 'Rock#Crawl2026';
const SITE_URL = 'https://trailhead.test';

/** A YYYY-MM-DD birth date `years` years (and `days` days) before today. */
function birthDate(years: number, days = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const registration = (changes: Record<string, unknown> = {}) => ({
  email: 'dusty@trail.example',
  username: 'DustyTrails',
  password: PASSWORD,
  password_confirmation: PASSWORD,
  birth_date: '1990-05-17',
  location: 'Moab, UT',
  city: 'Moab',
  state: 'UT',
  latitude: 38.57,
  longitude: -109.55,
  privacy_policy_accepted: true,
  is_specialist_registered: false,
  vehicle: {},
  captcha: 'not-checked-before-the-form-is-valid',
  ...changes,
});

describe('registration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({
      settings: { siteUrl: SITE_URL },
      seed: async (db) => {
        await seedReferenceData(db);
        await seedSiteContent(db);
        await makeUser(db, { username: 'TakenName', email: 'taken@trail.example' });
      },
    });
  });
  afterAll(() => t.close());

  const register = async (changes: Record<string, unknown> = {}) =>
    post(t.app, '/api/register', registration({ captcha: await solveCaptcha(t.app), ...changes }));

  /** Sends the body and expects a 400 with this message and nothing written. */
  async function expectRefused(payload: unknown, message: string, code?: string, status = 400) {
    const before = { users: await countRows(t.db, 'users'), tokens: await countRows(t.db, 'account_tokens'), mail: (await t.allMail()).length };
    const response = await post(t.app, '/api/register', payload);
    expect(response.statusCode).toBe(status);
    const body = json(response);
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0].message).toBe(message);
    if (code) expect(body.errors[0].code).toBe(code);
    expect({ users: await countRows(t.db, 'users'), tokens: await countRows(t.db, 'account_tokens'), mail: (await t.allMail()).length }).toEqual(before);
  }

  describe('refuses a bad form with the words of spec §5, writing nothing', () => {
    it.each([
      [{ email: '' }, 'E-mail is required', 'invalid_email'],
      [{ email: undefined }, 'E-mail is required', 'invalid_email'],
      [{ email: 'not-an-email' }, 'E-mail must be valid', 'invalid_email'],
      [{ username: '' }, MESSAGES.usernameRequired, 'invalid_username'],
      [{ password: '', password_confirmation: '' }, 'Password is required', 'invalid_password'],
      [{ password: 'Ab1!', password_confirmation: 'Ab1!' }, 'Password must contains minimum 10 characters', 'invalid_password'],
      [{ password: 'abcdefghij1!', password_confirmation: 'abcdefghij1!' }, 'Password must be in mixedCase', 'invalid_password'],
      [{ password: 'Abcdefghij!!', password_confirmation: 'Abcdefghij!!' }, MESSAGES.passwordDigit, 'invalid_password'],
      [{ password: 'Abcdefghij12', password_confirmation: 'Abcdefghij12' }, MESSAGES.passwordSpecial, 'invalid_password'],
      [{ password_confirmation: 'Rock#Crawl2025' }, 'Password must match', 'password_mismatch'],
      [{ birth_date: '' }, MESSAGES.dateRequired, 'invalid_birth_date'],
      [{ birth_date: '2001-02-30' }, 'Please enter a valid date', 'invalid_birth_date'],
      [{ birth_date: birthDate(12) }, MESSAGES.minimumAge, 'too_young'],
      [{ birth_date: birthDate(13, 1) }, MESSAGES.minimumAge, 'too_young'],
      [{ privacy_policy_accepted: false }, 'You must agree to the privacy policy and terms', 'privacy_policy_required'],
      [{ privacy_policy_accepted: undefined }, 'You must agree to the privacy policy and terms', 'privacy_policy_required'],
      [{ city: '', location: 'Utah' }, 'Select a more specific Location. State and City are required', 'invalid_location'],
      [{ state: '  ' }, 'Select a more specific Location. State and City are required', 'invalid_location'],
      [{ captcha: '' }, 'Please verify that you are not a robot', 'captcha_invalid'],
      [{ captcha: undefined }, 'Please verify that you are not a robot', 'captcha_invalid'],
    ])('%j: %s', async (changes, message, code) => {
      await expectRefused(registration(changes), message, code);
    });

    it('answers with the first failing field, in the order of the form', async () => {
      await expectRefused(registration({ email: 'nope', password_confirmation: 'other', captcha: '' }), 'E-mail must be valid');
    });

    it('refuses a username with @ in it (log-in reads that as an e-mail address)', async () => {
      await expectRefused(registration({ username: 'taken@trail.example' }), 'A username cannot contain @.', 'invalid_username');
    });

    it('refuses a captcha that was not solved', async () => {
      await expectRefused(registration({ captcha: 'bm90LWEtc29sdXRpb24=' }), 'Please verify that you are not a robot', 'captcha_invalid');
    });

    it('refuses coordinates off the globe and a vehicle that is not in the list', async () => {
      await expectRefused(registration({ captcha: await solveCaptcha(t.app), latitude: 123 }), 'The latitude and longitude of the location are not valid.', 'invalid_location');
      await expectRefused(registration({ captcha: await solveCaptcha(t.app), vehicle: { model_year_trim_id: 99999, year: 2020 } }), 'Choose your vehicle from the list.', 'invalid_vehicle');
      await expectRefused(registration({ captcha: await solveCaptcha(t.app), vehicle: { model_year_trim_id: 1, year: 1950 } }), 'Choose your vehicle from the list.', 'invalid_vehicle');
    });

    it('refuses a body that is not a JSON object', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/register', headers: { 'content-type': 'text/plain' }, payload: 'email=x' });
      expect(response.statusCode).toBe(400);
      expect(json(response).errors[0].message).toBe('The request body must be a JSON object.');
    });
  });

  describe('uniqueness (any case)', () => {
    it.each([
      [{ email: 'TAKEN@trail.example', username: 'Fresh1' }, 'This e-mail is already registered', 'email_taken'],
      [{ email: 'fresh1@trail.example', username: 'takenname' }, 'This username is already taken', 'username_taken'],
    ])('%j → %s', async (changes, message, code) => {
      await expectRefused(registration({ ...changes, captcha: await solveCaptcha(t.app) }), message, code, 409);
    });
  });

  describe('a new account', () => {
    let response: RegisterResponse;
    let cookie: string;
    beforeAll(async () => {
      const reply = await register({ email: 'Dusty@Trail.example', username: 'DustyTrails', vehicle: { model_year_trim_id: 2, year: 2021 } });
      expect(reply.statusCode).toBe(200);
      expect(reply.cookies).toEqual([]); // not logged in
      // The e-mail is written before the answer leaves: a client may read the outbox right away.
      expect(latestMessageTo(t.outboxDir, 'dusty@trail.example')).toBeDefined();
      response = json<RegisterResponse>(reply);
    });

    it('answers account_incomplete and asks to check the e-mail', () => {
      expect(response).toEqual({
        user_id: expect.any(Number),
        username: 'DustyTrails',
        status: 'account_incomplete',
        message: 'Check your e-mail: we sent a link to confirm your account.',
      });
    });

    it('is stored unconfirmed, free, with a hashed password and the form details', async () => {
      const user = await t.db.selectFrom('users').selectAll().where('user_id', '=', response.user_id).executeTakeFirstOrThrow();
      expect(user).toMatchObject({
        username: 'DustyTrails',
        email: 'dusty@trail.example',
        account_state: 'account_incomplete',
        membership_code: 'free_membership',
        birth_date: '1990-05-17',
        birth_month_day: '05-17',
        city: 'Moab',
        state: 'UT',
        timezone: 'America/Denver',
        vehicle_description: '2021 Trekker Sport',
        is_admin: expect.anything(),
      });
      expect(Boolean(user.email_confirmed)).toBe(false);
      expect(Boolean(user.is_admin)).toBe(false);
      expect(user.password_hash).not.toContain(PASSWORD);
      await expect(verifyPassword(PASSWORD, user.password_hash)).resolves.toBe(true);
    });

    it('e-mails a confirmation link and a 6-character code, valid 24 hours, stored only as hashes', async () => {
      const mail = await t.lastMailTo('dusty@trail.example');
      expect(mail?.subject).toBe('Confirm your Trailhead account');
      const link = new RegExp(`${SITE_URL}/account-confirmation/([A-Za-z0-9_-]{43})\\?user_id=${response.user_id}`).exec(mail?.text ?? '');
      const code = /Your code is: ([A-Z0-9]{6})/.exec(mail?.text ?? '')?.[1];
      expect(link).not.toBeNull();
      expect(code).toMatch(/^[A-Z0-9]{6}$/);
      expect(mail?.html).toContain(`${SITE_URL}/account-confirmation/${link?.[1]}?user_id=${response.user_id}`);
      const tokens = await t.db.selectFrom('account_tokens').selectAll().where('user_id', '=', response.user_id).execute();
      expect(tokens).toHaveLength(1);
      expect(tokens[0]).toMatchObject({ purpose: 'email_confirmation', used_at: null });
      expect(JSON.stringify(tokens)).not.toContain(link?.[1]);
      expect(JSON.stringify(tokens)).not.toContain(`"${code}"`);
      expect(tokens[0].expires_at - tokens[0].created_at).toBe(86_400);
    });

    it('can log in, with partial permission and a banner asking to confirm the e-mail', async () => {
      cookie = await loginAs(t.app, 'DustyTrails', PASSWORD);
      const account = json<AccountStatus>(await get(t.app, '/api/account', cookie));
      expect(account).toEqual({
        status: 'account_incomplete',
        permission: 'partial',
        message: 'Please confirm your e-mail address. We sent a link to <b>dusty@trail.example</b>. <a href="/registerValidation">Enter your code</a>',
        details: { user_id: response.user_id, username: 'DustyTrails' },
      });
      expect(json<UserProfile>(await get(t.app, '/api/me', cookie))).toMatchObject({ can_post_new_thread: false, UserMembership: null });
    });

    it('is confirmed by the link, once', async () => {
      const mail = await t.lastMailTo('dusty@trail.example');
      const key = /account-confirmation\/([A-Za-z0-9_-]+)\?/.exec(mail?.text ?? '')?.[1];
      const confirm = (body: unknown) => post(t.app, '/api/register/confirmation', body);

      const failed = { errors: [{ code: 'confirmation_failed', message: 'We could not confirm your email at the moment.' }] };
      for (const bad of [{ key: 'x'.repeat(43), user_id: response.user_id }, { key, user_id: response.user_id + 1000 }, { key }, { user_id: response.user_id }, { key, user_id: 'abc' }]) {
        const reply = await confirm(bad);
        expect(reply.statusCode).toBe(400);
        expect(json(reply)).toEqual(failed);
      }
      expect(json<AccountStatus>(await get(t.app, '/api/account', cookie)).status).toBe('account_incomplete');

      const first = await confirm({ key, user_id: String(response.user_id) });
      expect(first.statusCode).toBe(200);
      expect(json<ConfirmationResponse>(first)).toEqual({ status: 'confirmed', message: expect.any(String) });
      expect(json<AccountStatus>(await get(t.app, '/api/account', cookie))).toMatchObject({ status: 'valid', permission: 'full', message: null });
      expect(json<UserProfile>(await get(t.app, '/api/me', cookie)).can_post_new_thread).toBe(true);

      expect(json<ConfirmationResponse>(await confirm({ key, user_id: response.user_id })).status).toBe('already_confirmed');
    });
  });

  describe('confirmation by code (POST /registerValidation)', () => {
    async function newAccount(email: string, username: string) {
      const reply = await register({ email, username });
      expect(reply.statusCode).toBe(200);
      const code = /Your code is: ([A-Z0-9]{6})/.exec((await t.lastMailTo(email))?.text ?? '')?.[1] as string;
      return { userId: json<RegisterResponse>(reply).user_id, code };
    }
    const validate = (body: unknown, cookie?: string) => post(t.app, '/api/registerValidation', body, cookie);
    const INVALID = { errors: [{ code: 'invalidCode', message: 'Invalid Code' }] };

    it('refuses a wrong code with Invalid Code and accepts the right one in any case', async () => {
      const { userId, code } = await newAccount('coder@trail.example', 'Coder');
      const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
      for (const body of [{ code: wrong, email: 'coder@trail.example' }, { code: '12', email: 'coder@trail.example' }, { code, email: 'nobody@trail.example' }]) {
        const reply = await validate(body);
        expect(reply.statusCode).toBe(400);
        expect(json(reply)).toEqual(INVALID);
      }
      const ok = await validate({ code: code.toLowerCase(), email: 'CODER@trail.example' });
      expect(ok.statusCode).toBe(200);
      expect(json<ConfirmationResponse>(ok).status).toBe('confirmed');
      const user = await t.db.selectFrom('users').select(['account_state', 'email_confirmed']).where('user_id', '=', userId).executeTakeFirstOrThrow();
      expect(user.account_state).toBe('valid');
      expect(Boolean(user.email_confirmed)).toBe(true);
      expect(json<ConfirmationResponse>(await validate({ code, email: 'coder@trail.example' })).status).toBe('already_confirmed');
    });

    it('says Expired code for a right code past its 24 hours', async () => {
      const { userId, code } = await newAccount('late@trail.example', 'LateRider');
      await t.db.updateTable('account_tokens').set({ expires_at: nowSeconds() - 1 }).where('user_id', '=', userId).execute();
      const reply = await validate({ code, email: 'late@trail.example' });
      expect(reply.statusCode).toBe(400);
      expect(json(reply)).toEqual({ errors: [{ code: 'expiredCode', message: 'Expired code' }] });
      const user = await t.db.selectFrom('users').select('email_confirmed').where('user_id', '=', userId).executeTakeFirstOrThrow();
      expect(Boolean(user.email_confirmed)).toBe(false);
    });

    it('sends a signed-in, unconfirmed member a new code (POST /registration/resend): the old one stops working, the new one confirms', async () => {
      const { userId, code: first } = await newAccount('again@trail.example', 'AgainRider');
      await t.db.updateTable('account_tokens').set({ expires_at: nowSeconds() - 1 }).where('user_id', '=', userId).execute();
      expect((await post(t.app, '/api/registration/resend', undefined)).statusCode).toBe(401);
      const cookie = await loginAs(t.app, 'AgainRider', PASSWORD);
      const reply = await post(t.app, '/api/registration/resend', undefined, cookie);
      expect(reply.statusCode).toBe(200);
      expect(json(reply)).toEqual({ status: 'sent', message: 'We sent a new code to again@trail.example. It works for 24 hours.' });
      const mail = (await t.lastMailTo('again@trail.example'))?.text ?? '';
      const second = /Your code is: ([A-Z0-9]{6})/.exec(mail)?.[1] as string;
      expect(mail).toContain(`/account-confirmation/`);
      if (second !== first) expect(json(await validate({ code: first }, cookie))).toEqual(INVALID);
      expect(json<ConfirmationResponse>(await validate({ code: second }, cookie)).status).toBe('confirmed');
      // Confirmed: nothing more to send.
      expect(json(await post(t.app, '/api/registration/resend', undefined, cookie))).toEqual({ status: 'already_confirmed', message: 'Your e-mail address was already confirmed.' });
    });

    it(`stops accepting the code after ${MAX_CODE_ATTEMPTS} wrong guesses`, async () => {
      const { code } = await newAccount('guessed@trail.example', 'Guessed');
      const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
      for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) expect((await validate({ code: wrong, email: 'guessed@trail.example' })).statusCode).toBe(400);
      expect(json(await validate({ code, email: 'guessed@trail.example' }))).toEqual(INVALID);
    });

    it("takes the logged-in member's address when none is sent", async () => {
      const { code } = await newAccount('session@trail.example', 'SessionRider');
      const cookie = await loginAs(t.app, 'SessionRider', PASSWORD);
      expect(json<ConfirmationResponse>(await validate({ code }, cookie)).status).toBe('confirmed');
      const visitor = await validate({ code });
      expect(visitor.statusCode).toBe(400);
      expect(json(visitor).errors[0]).toEqual({ code: 'invalid_email', message: 'E-mail is required' });
    });
  });

  it('refuses a solved captcha sent a second time', async () => {
    const captcha = await solveCaptcha(t.app);
    expect((await post(t.app, '/api/register', registration({ email: 'once@trail.example', username: 'OnceOnly', captcha }))).statusCode).toBe(200);
    await expectRefused(registration({ email: 'twice@trail.example', username: 'TwiceOver', captcha }), 'Please verify that you are not a robot', 'captcha_invalid');
  });

  it('shows an address with markup in it as text in the banner', async () => {
    const email = '<img/src=x/onerror=alert(1)>@trail.example';
    expect((await register({ email, username: 'MarkupFan' })).statusCode).toBe(200);
    const account = json<AccountStatus>(await get(t.app, '/api/account', await loginAs(t.app, 'MarkupFan', PASSWORD)));
    expect(account.message).toContain('<b>&lt;img/src=x/onerror=alert(1)&gt;@trail.example</b>');
    expect(account.message).not.toContain('<img');
  });

  it('GET /registration/vehicle-options lists models by vehicle type with trims and years', async () => {
    const options = json<VehicleOptionsResponse>(await get(t.app, '/api/registration/vehicle-options'));
    expect(options.models.map((m) => m.model)).toEqual(['Trekker', 'Basecamp', 'Summit', 'Nomad']);
    const trekker = options.models[0];
    expect(trekker.vehicle_type_id).toBe(1);
    expect(trekker.trims[0]).toEqual({ model_year_trim_id: 1, trim: 'Base', years: expect.arrayContaining([2014, 2026]) });
    expect(trekker.trims[0].years[0]).toBe(2026);
    expect(options.years[0]).toBe(2026);
    expect(options.years.at(-1)).toBe(2012);
  });
});
