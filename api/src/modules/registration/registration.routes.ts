import type { FastifyInstance } from 'fastify';
import type { ConfirmationResponse, RegisterResponse, VehicleOptionsResponse } from '@trailhead/shared-kernel/types';
import { MESSAGES, registerSchema } from '@trailhead/shared-kernel/schemas';
import { DAY, nowSeconds } from '../../clock';
import { isUniqueViolation } from '../../db/unique-violation';
import { ACTIVE_MEMBER, guarded, memberOf } from '../../http/access';
import { ApiError } from '../../http/api-error';
import { numberField, textField, validateForm } from '../../http/form-validation';
import { checkedBody, MAX_ID, noQuery } from '../../http/schemas';
import { confirmationMail } from '../auth/account-mails';
import { checkCode, findTokenByKey, issueToken, useToken } from '../auth/account-tokens.repository';
import { hashPassword } from '../auth/password';
import { captchaInvalid } from '../captcha/captcha';
import { findUserByEmail, findUserById } from '../users/users.repository';
import { FIELD_LIMITS, REGISTER_CODES, toRegisterForm, vehicleChoiceOf } from './register-request';
import { insertUser, markEmailConfirmed, takenName } from './registration.repository';
import { forgetMemberMap } from '../users/member-map';
import { findVehicleTrim, listVehicleOptions } from './vehicle-options.repository';

export const CONFIRMATION_LIFETIME_SECONDS = DAY;

const REGISTERED_MESSAGE = 'Check your e-mail: we sent a link to confirm your account.';
const CONFIRMED: ConfirmationResponse = { status: 'confirmed', message: 'Thank you! Your e-mail address is confirmed.' };
const ALREADY_CONFIRMED: ConfirmationResponse = { status: 'already_confirmed', message: 'Your e-mail address was already confirmed.' };

const emailTaken = () => new ApiError(409, 'email_taken', 'This e-mail is already registered');
const usernameTaken = () => new ApiError(409, 'username_taken', 'This username is already taken');
const confirmationFailed = () => new ApiError(400, 'confirmation_failed', 'We could not confirm your email at the moment.');
const invalidCode = () => new ApiError(400, 'invalidCode', 'Invalid Code');
const expiredCode = () => new ApiError(400, 'expiredCode', 'Expired code');
const invalidVehicle = () => new ApiError(400, 'invalid_vehicle', 'Choose your vehicle from the list.');

type Body = Record<string, unknown>;

/** A confirmation key (for the link) and code (to type), valid CONFIRMATION_LIFETIME_SECONDS; earlier ones stop working. */
async function issueConfirmation(db: FastifyInstance['db'], userId: number, now: number): Promise<{ key: string; code: string }> {
  const token = await issueToken(db, { userId, purpose: 'email_confirmation', withKey: true, lifetimeSeconds: CONFIRMATION_LIFETIME_SECONDS, now });
  return { key: token.key as string, code: token.code };
}

/** The link in the confirmation e-mail: /account-confirmation/{key}?user_id={id}. */
function confirmationLink(app: FastifyInstance, userId: number, key: string): string {
  return `${app.settings.siteUrl}/account-confirmation/${key}?user_id=${userId}`;
}

const registerBody = checkedBody('The register form (spec §3 wire form), checked with the form\'s own rules and words.', {
  email: 'an e-mail address',
  username: 'text, without @',
  password: 'spec §5 password rules',
  password_confirmation: 'the same password again',
  birth_date: 'YYYY-MM-DD (at least 13 years old)',
  location: "'City, ST'",
  city: 'text',
  state: 'text',
  latitude: 'number or null',
  longitude: 'number or null',
  privacy_policy_accepted: 'true',
  is_specialist_registered: 'boolean',
  vehicle: 'object: year, model_year_trim_id (GET /registration/vehicle-options)',
  captcha: 'the captcha widget\'s payload (or a reCAPTCHA token)',
});
const confirmationBody = checkedBody('The key and user id of the link in the confirmation e-mail.', { key: 'text', user_id: 'integer' });
const validationBody = checkedBody('The code of the confirmation e-mail.', {
  code: 'the 6-character code',
  email: "an e-mail address (default: the logged-in member's)",
});

const resendResponseSchema = {
  type: 'object',
  properties: { status: { type: 'string', enum: ['sent', 'already_confirmed'] }, message: { type: 'string' } },
} as const;

const registerResponseSchema = {
  type: 'object',
  properties: { user_id: { type: 'integer' }, username: { type: 'string' }, status: { type: 'string' }, message: { type: 'string' } },
} as const;
const confirmationResponseSchema = {
  type: 'object',
  properties: { status: { type: 'string', enum: ['confirmed', 'already_confirmed'] }, message: { type: 'string' } },
} as const;
const vehicleOptionsResponseSchema = {
  type: 'object',
  properties: {
    years: { type: 'array', items: { type: 'integer' } },
    models: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          model: { type: 'string' },
          vehicle_type_id: { type: 'integer' },
          trims: {
            type: 'array',
            items: {
              type: 'object',
              properties: { model_year_trim_id: { type: 'integer' }, trim: { type: 'string' }, years: { type: 'array', items: { type: 'integer' } } },
            },
          },
        },
      },
    },
  },
} as const;

function tooLong(field: string, limit: number): ApiError {
  return new ApiError(400, 'invalid_field', `The ${field} must be at most ${limit} characters long.`);
}

export default async function registrationRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/registration/vehicle-options',
    { schema: { querystring: noQuery, response: { 200: vehicleOptionsResponseSchema } } },
    async (): Promise<VehicleOptionsResponse> => listVehicleOptions(app.db),
  );

  app.post<{ Body: Body }>('/register', { schema: { body: registerBody, response: { 200: registerResponseSchema } } }, async (request): Promise<RegisterResponse> => {
    // 1. The rules of the browser's form, with its words.
    const form = await validateForm(registerSchema(), toRegisterForm(request.body), REGISTER_CODES);
    if (form.email.length > FIELD_LIMITS.email) throw new ApiError(400, 'invalid_email', MESSAGES.emailInvalid);
    // Log-in takes a username or an e-mail address: a username that looks like an address could shadow one.
    if (form.username.includes('@')) throw new ApiError(400, 'invalid_username', 'A username cannot contain @.');
    if (form.password.length > FIELD_LIMITS.password) throw tooLong('password', FIELD_LIMITS.password);
    if (form.location.city.length > FIELD_LIMITS.city) throw tooLong('city', FIELD_LIMITS.city);
    if (form.location.state.length > FIELD_LIMITS.state) throw tooLong('state', FIELD_LIMITS.state);
    if (form.location.label.length > FIELD_LIMITS.label) throw tooLong('location', FIELD_LIMITS.label);
    const { latitude, longitude } = form.location;
    if ((latitude !== null && Math.abs(latitude) > 90) || (longitude !== null && Math.abs(longitude) > 180)) {
      throw new ApiError(400, 'invalid_location', 'The latitude and longitude of the location are not valid.');
    }
    const choice = vehicleChoiceOf(request.body);
    if (choice === 'invalid') throw invalidVehicle();
    const trim = choice ? await findVehicleTrim(app.db, choice.modelYearTrimId) : undefined;
    if (choice && (!trim || (choice.year !== null && (choice.year < trim.first_year || choice.year > trim.last_year)))) {
      throw invalidVehicle();
    }

    // 2. The captcha, before anything says whether an address is registered. A solution works once.
    if (!(await app.captcha.verify(form.captcha, request.ip))) throw captchaInvalid();

    const email = form.email.toLowerCase();
    const username = form.username;
    const taken = await takenName(app.db, email, username);
    if (taken === 'email') throw emailTaken();
    if (taken === 'username') throw usernameTaken();

    // 3. The account (unconfirmed, free, not logged in) and its confirmation key and code, together.
    const passwordHash = await hashPassword(form.password);
    const now = nowSeconds();
    const { dateOfBirth: birth } = form;
    let created: { user_id: number; key: string; code: string };
    try {
      created = await app.db.transaction().execute(async (trx) => {
        const user = await insertUser(trx, {
          username,
          email,
          password_hash: passwordHash,
          user_title: 'New member',
          city: form.location.city.trim(),
          state: form.location.state.trim(),
          latitude,
          longitude,
          timezone: app.settings.defaultTimezone,
          vehicle_description: trim ? [choice?.year, trim.model, trim.trim].filter(Boolean).join(' ') : null,
          register_date: now,
          last_activity: now,
          membership_code: 'free_membership',
          account_state: 'account_incomplete',
          email_confirmed: false,
          birth_date: `${birth.year}-${String(birth.month).padStart(2, '0')}-${String(birth.day).padStart(2, '0')}`,
          // Kept in step with birth_date: today's birthdays are read by it (users/leaderboards.ts).
          birth_month_day: `${String(birth.month).padStart(2, '0')}-${String(birth.day).padStart(2, '0')}`,
          is_specialist: form.isSpecialistRegistration,
        });
        return { user_id: user.user_id, ...(await issueConfirmation(trx, user.user_id, now)) };
      });
    } catch (error) {
      // Two sign-ups for one name at the same moment: the unique index decides.
      if (!isUniqueViolation(error)) throw error;
      throw (await takenName(app.db, email, username)) === 'username' ? usernameTaken() : emailTaken();
    }

    await app.mail.deliver(confirmationMail({ email, username, link: confirmationLink(app, created.user_id, created.key), code: created.code }));
    return { user_id: created.user_id, username, status: 'account_incomplete', message: REGISTERED_MESSAGE };
  });

  // The link in the e-mail: /account-confirmation/{key}?user_id={id}.
  app.post<{ Body: Body }>('/register/confirmation', { schema: { body: confirmationBody, response: { 200: confirmationResponseSchema } } }, async (request): Promise<ConfirmationResponse> => {
    const key = textField(request.body, 'key')?.trim() ?? '';
    const userId = numberField(request.body, 'user_id');
    if (key === '' || key.length > 200 || typeof userId !== 'number' || !Number.isInteger(userId) || userId < 1 || userId > MAX_ID) {
      throw confirmationFailed();
    }
    const user = await findUserById(app.db, userId);
    const token = user ? await findTokenByKey(app.db, userId, 'email_confirmation', key) : undefined;
    if (!user || !token) throw confirmationFailed();
    if (user.email_confirmed) return ALREADY_CONFIRMED;
    const now = nowSeconds();
    if (token.used_at !== null || token.expires_at <= now) throw confirmationFailed();
    await app.db.transaction().execute(async (trx) => {
      if (!(await useToken(trx, token.token_id, now))) throw confirmationFailed();
      await markEmailConfirmed(trx, user, now);
    });
    // A confirmed account is valid: on the member map if it shares its position.
    forgetMemberMap(app.db);
    return CONFIRMED;
  });

  // A new code and link for the signed-in member whose e-mail is not confirmed yet (the first
  // expired, or never came): the earlier ones stop working (issueToken), so only the newest counts.
  await app.register(
    guarded(ACTIVE_MEMBER, async (group) => {
      group.post('/registration/resend', { schema: { querystring: noQuery, response: { 200: resendResponseSchema } } }, async (request) => {
        const user = memberOf(request);
        if (user.email_confirmed) return { status: 'already_confirmed' as const, message: ALREADY_CONFIRMED.message };
        const { key, code } = await issueConfirmation(app.db, user.user_id, nowSeconds());
        await app.mail.deliver(confirmationMail({ email: user.email, username: user.username, link: confirmationLink(app, user.user_id, key), code }));
        return { status: 'sent' as const, message: `We sent a new code to ${user.email}. It works for 24 hours.` };
      });
    }),
  );

  // The code in the e-mail, typed on /registerValidation; the address is the logged-in member's if not given.
  app.post<{ Body: Body }>('/registerValidation', { schema: { body: validationBody, response: { 200: confirmationResponseSchema } } }, async (request): Promise<ConfirmationResponse> => {
    const code = textField(request.body, 'code')?.trim() ?? '';
    const email = textField(request.body, 'email')?.trim() || request.user?.email;
    if (!email) throw new ApiError(400, 'invalid_email', MESSAGES.emailRequired);
    if (!/^[A-Za-z0-9]{6}$/.test(code)) throw invalidCode();
    const user = await findUserByEmail(app.db, email);
    if (!user) throw invalidCode();
    const now = nowSeconds();
    const check = await checkCode(app.db, { userId: user.user_id, purpose: 'email_confirmation', code, now });
    if (user.email_confirmed) {
      if (check.result === 'used' || check.result === 'valid') return ALREADY_CONFIRMED;
      throw invalidCode();
    }
    if (check.result === 'expired') throw expiredCode();
    if (check.result !== 'valid') throw invalidCode();
    await app.db.transaction().execute(async (trx) => {
      if (!(await useToken(trx, check.token.token_id, now))) throw invalidCode();
      await markEmailConfirmed(trx, user, now);
    });
    // A confirmed account is valid: on the member map if it shares its position.
    forgetMemberMap(app.db);
    return CONFIRMED;
  });
}
