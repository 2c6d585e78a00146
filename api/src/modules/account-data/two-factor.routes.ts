// /me/two-factor: turning two-factor sign-in with an authenticator app on and off, and the
// recovery codes. Registered inside /me's signed-in group (me.routes.ts).
import type { FastifyInstance } from 'fastify';
import type { RecoveryCodesResponse, TwoFactorSetupResponse, TwoFactorStatus } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { memberOf } from '../../http/access';
import { ApiError } from '../../http/api-error';
import { noQuery } from '../../http/schemas';
import { verifyPassword } from '../auth/password';
import { findUserById } from '../users/users.repository';
import { replaceRecoveryCodes } from './recovery-codes';
import { matchTotp, newTotpSecret, otpauthUri } from './totp';
import { disableTwoFactor, enableSecret, setPendingSecret, takeTotpStep, twoFactorEnabled, twoFactorStatus } from './two-factor.repository';

export const TOTP_ISSUER = 'Trailhead';

const statusSchema = {
  type: 'object',
  required: ['enabled', 'enabled_at', 'recovery_codes_left'],
  properties: {
    enabled: { type: 'boolean' },
    enabled_at: { type: ['integer', 'null'] },
    recovery_codes_left: { type: 'integer' },
  },
} as const;

const setupSchema = {
  type: 'object',
  required: ['secret', 'otpauth_uri'],
  properties: { secret: { type: 'string' }, otpauth_uri: { type: 'string' } },
} as const;

const recoveryCodesSchema = {
  type: 'object',
  required: ['recovery_codes', 'status'],
  properties: { recovery_codes: { type: 'array', items: { type: 'string' } }, status: statusSchema },
} as const;

const codeBody = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', minLength: 1, maxLength: 16, description: 'the 6-digit code the authenticator app shows' } },
} as const;

const passwordBody = {
  type: 'object',
  required: ['password'],
  properties: { password: { type: 'string', minLength: 1, maxLength: 1024, description: "the member's password" } },
} as const;

export const wrongTwoFactorCode = () => new ApiError(400, 'wrong_two_factor_code', 'The code is not correct. Check the time on your phone and try the newest code.');
export const usedTwoFactorCode = () => new ApiError(400, 'two_factor_code_used', 'This code has been used already. Wait for the next code in your authenticator app.');
const alreadyOn = () => new ApiError(409, 'two_factor_enabled', 'Two-factor sign-in is already on.');
const isOff = () => new ApiError(409, 'two_factor_disabled', 'Two-factor sign-in is off.');
const wrongPassword = () => new ApiError(400, 'wrongPassword', 'The password is not correct.');

export default async function twoFactorRoutes(app: FastifyInstance): Promise<void> {
  app.get('/me/two-factor', { schema: { querystring: noQuery, response: { 200: statusSchema } } }, async (request): Promise<TwoFactorStatus> =>
    twoFactorStatus(app.db, memberOf(request)),
  );

  // A new secret each time: an abandoned set-up is simply replaced.
  app.post('/me/two-factor/setup', { schema: { querystring: noQuery, response: { 200: setupSchema } } }, async (request): Promise<TwoFactorSetupResponse> => {
    const user = memberOf(request);
    if (twoFactorEnabled(user)) throw alreadyOn();
    const secret = newTotpSecret();
    if (!(await setPendingSecret(app.db, user.user_id, secret))) throw alreadyOn();
    return { secret, otpauth_uri: otpauthUri({ issuer: TOTP_ISSUER, account: user.username, secret }) };
  });

  app.post<{ Body: { code: string } }>('/me/two-factor/enable', { schema: { body: codeBody, response: { 200: recoveryCodesSchema } } }, async (request): Promise<RecoveryCodesResponse> => {
    const user = memberOf(request);
    if (twoFactorEnabled(user)) throw alreadyOn();
    const secret = user.totp_secret;
    if (secret === null) throw new ApiError(400, 'two_factor_not_set_up', 'Start the set-up first: press "Turn on" again.');
    const now = nowSeconds();
    const step = matchTotp(secret, request.body.code, now);
    if (step === null) throw wrongTwoFactorCode();
    const codes = await app.db.transaction().execute(async (trx) => {
      if (!(await enableSecret(trx, user.user_id, secret, now))) throw new ApiError(409, 'two_factor_changed', 'The set-up changed in another window. Please start again.');
      // The code that turned it on does not sign in too.
      await takeTotpStep(trx, user.user_id, step);
      return replaceRecoveryCodes(trx, user.user_id);
    });
    return { recovery_codes: codes, status: await statusOf(app, user.user_id) };
  });

  app.post<{ Body: { password: string } }>('/me/two-factor/disable', { schema: { body: passwordBody, response: { 200: statusSchema } } }, async (request): Promise<TwoFactorStatus> => {
    const user = memberOf(request);
    if (!twoFactorEnabled(user)) throw isOff();
    if (!(await verifyPassword(request.body.password, user.password_hash))) throw wrongPassword();
    await app.db.transaction().execute((trx) => disableTwoFactor(trx, user.user_id));
    return statusOf(app, user.user_id);
  });

  app.post<{ Body: { password: string } }>('/me/two-factor/recovery-codes', { schema: { body: passwordBody, response: { 200: recoveryCodesSchema } } }, async (request): Promise<RecoveryCodesResponse> => {
    const user = memberOf(request);
    if (!twoFactorEnabled(user)) throw isOff();
    if (!(await verifyPassword(request.body.password, user.password_hash))) throw wrongPassword();
    const codes = await app.db.transaction().execute((trx) => replaceRecoveryCodes(trx, user.user_id));
    return { recovery_codes: codes, status: await statusOf(app, user.user_id) };
  });
}

async function statusOf(app: FastifyInstance, userId: number): Promise<TwoFactorStatus> {
  const user = await findUserById(app.db, userId);
  if (!user) throw new ApiError(404, 'not_found', 'This member could not be found.');
  return twoFactorStatus(app.db, user);
}
