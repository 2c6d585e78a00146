import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  LOGIN_STATE_COOKIE,
  SESSION_COOKIE,
  type AccountStatus,
  type LoginRequest,
  type LoginResponse,
  type TwoFactorLoginRequest,
} from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { ApiError } from '../../http/api-error';
import { nullable } from '../../http/response-schemas';
import { noQuery } from '../../http/schemas';
import type { UserRow } from '../../db/tables/users.table';
import { findUserById, findUserByLogin } from '../users/users.repository';
import { useRecoveryCode } from '../account-data/recovery-codes';
import { matchTotp } from '../account-data/totp';
import { usedTwoFactorCode, wrongTwoFactorCode } from '../account-data/two-factor.routes';
import { countChallengeFailure, findChallenge, issueChallenge, takeTotpStep, twoFactorEnabled } from '../account-data/two-factor.repository';
import { toUserProfile } from '../users/user-mapper';
import { userProfileSchema } from '../users/users.schemas';
import { accountStatusOf } from './account-status';
import { clearSessionCookies, COOKIE_PATH } from './auth.plugin';
import passwordRoutes from './password.routes';
import { clearLoginFailures, loginKeyOf, loginRetryAfter, recordLoginFailure } from './login-throttle.repository';
import { verifyAgainstDecoy, verifyPassword } from './password';
import { useToken } from './account-tokens.repository';
import { deleteSession, insertSession, SESSION_LIFETIME_SECONDS } from './sessions.repository';

const loginBody = {
  type: 'object',
  required: ['login', 'password'],
  properties: {
    login: { type: 'string', minLength: 1, maxLength: 254, description: 'the username or the e-mail address' },
    password: { type: 'string', minLength: 1, maxLength: 1024 },
  },
} as const;

const accountStatusSchema = {
  type: 'object',
  properties: {
    status: { type: 'string' },
    permission: { type: 'string', enum: ['public', 'full', 'partial', 'none'] },
    message: nullable('string'),
    details: { type: ['object', 'null'], properties: { user_id: { type: 'integer' }, username: { type: 'string' } } },
  },
} as const;

const twoFactorLoginBody = {
  type: 'object',
  required: ['challenge'],
  properties: {
    challenge: { type: 'string', minLength: 1, maxLength: 128, description: 'what POST /login answered' },
    code: { type: 'string', minLength: 1, maxLength: 16, description: 'the 6-digit code of the authenticator app' },
    recovery_code: { type: 'string', minLength: 1, maxLength: 32, description: 'or one of the recovery codes' },
  },
} as const;

const loginResponseSchema = {
  type: 'object',
  properties: {
    user: userProfileSchema,
    two_factor_required: { type: 'boolean' },
    challenge: { type: 'string' },
  },
} as const;
const logoutResponseSchema = { type: 'object', properties: { status: { type: 'string' } } } as const;

/** Same answer whether the account exists or not (spec §8: login failure always reads wrongCredentials). */
const wrongCredentials = () => new ApiError(400, 'wrongCredentials', 'The credentials are not correct.');

/** The challenge is unknown, used, expired or out of attempts: the password is asked again. */
const challengeExpired = () => new ApiError(400, 'two_factor_expired', 'This sign-in has expired. Please log in again.');
const wrongRecoveryCode = () => new ApiError(400, 'wrong_recovery_code', 'The recovery code is not correct or was already used.');

const tooManyAttempts = () =>
  new ApiError(429, 'too_many_attempts', 'Too many login attempts. Please wait a few minutes and try again.');

/** Signs the member in: a fresh session (with where it is used from) and both cookies. */
async function startSession(request: FastifyRequest, reply: FastifyReply, user: UserRow, loginKey: string, now: number): Promise<LoginResponse> {
  const previousSessionId = request.sessionId;
  const client = { userAgent: request.headers['user-agent'] ?? null, ip: request.ip };
  const session = await request.server.db.transaction().execute(async (trx) => {
    await clearLoginFailures(trx, loginKey);
    // A new log-in never inherits the session the request came with: a fresh token every time.
    if (previousSessionId !== null) await deleteSession(trx, previousSessionId);
    return insertSession(trx, user.user_id, now, client);
  });
  const cookie = { path: COOKIE_PATH, sameSite: 'lax', secure: 'auto', maxAge: SESSION_LIFETIME_SECONDS } as const;
  void reply.setCookie(SESSION_COOKIE, session.token, { ...cookie, httpOnly: true });
  void reply.setCookie(LOGIN_STATE_COOKIE, '1', { ...cookie, httpOnly: false });
  return { user: toUserProfile(user, now, user) };
}

/** Who is calling and logging in and out (spec §7 Auth): /account, /login, /logout, and the password calls. */
export default async function authRoutes(app: FastifyInstance): Promise<void> {
  app.get('/account', { schema: { querystring: noQuery, response: { 200: accountStatusSchema } } }, async (request): Promise<AccountStatus> =>
    accountStatusOf(request.user),
  );

  app.post<{ Body: LoginRequest }>('/login', { schema: { body: loginBody, response: { 200: loginResponseSchema } } }, async (request, reply): Promise<LoginResponse> => {
    const { login, password } = request.body;
    const limits = app.settings.loginLimits;
    const loginKey = loginKeyOf(login);
    // Throttled by the name typed, whether or not it has an account: a 429 tells nothing about accounts.
    const retryAfter = await loginRetryAfter(app.db, { loginKey, ip: request.ip, limits, now: nowSeconds() });
    if (retryAfter !== null) {
      void reply.header('retry-after', String(retryAfter));
      throw tooManyAttempts();
    }
    const user = await findUserByLogin(app.db, login);
    // An unknown login still costs one password hash, so the answer takes as long as a wrong password.
    const valid = user ? await verifyPassword(password, user.password_hash) : await verifyAgainstDecoy(password);
    if (!user || !valid) {
      await recordLoginFailure(app.db, { loginKey, ip: request.ip, windowSeconds: limits.windowSeconds, now: nowSeconds() });
      throw wrongCredentials();
    }

    const now = nowSeconds();
    if (twoFactorEnabled(user)) {
      // No session yet, and the failures stay counted until the second factor is given: a known
      // password must not reset the count of guessed codes.
      return { two_factor_required: true, challenge: await issueChallenge(app.db, user.user_id, now) };
    }
    return startSession(request, reply, user, loginKey, now);
  });

  // The second step of a log-in with two-factor sign-in on: the challenge and a code of the app or a recovery code.
  app.post<{ Body: TwoFactorLoginRequest }>(
    '/login/two-factor',
    { schema: { body: twoFactorLoginBody, response: { 200: loginResponseSchema } } },
    async (request, reply): Promise<LoginResponse> => {
      const { challenge, code, recovery_code: recoveryCode } = request.body;
      if ((code === undefined) === (recoveryCode === undefined)) {
        throw new ApiError(400, 'code_required', 'Enter the 6-digit code from your authenticator app, or a recovery code.');
      }
      const now = nowSeconds();
      const found = await findChallenge(app.db, challenge, now);
      if (found.result !== 'open') throw challengeExpired();
      const user = await findUserById(app.db, found.token.user_id);
      if (!user || !twoFactorEnabled(user)) throw challengeExpired();
      // Wrong codes count as failed log-ins of the account's name and of the address, like wrong passwords.
      const loginKey = loginKeyOf(user.username);
      const limits = app.settings.loginLimits;
      const retryAfter = await loginRetryAfter(app.db, { loginKey, ip: request.ip, limits, now });
      if (retryAfter !== null) {
        void reply.header('retry-after', String(retryAfter));
        throw tooManyAttempts();
      }
      const step = code !== undefined ? matchTotp(user.totp_secret as string, code, now) : null;
      const accepted = code !== undefined ? step !== null : await useRecoveryCode(app.db, user.user_id, recoveryCode as string, now);
      // An app's code is taken once (RFC 6238 §5.2): one already used, even by the member, is refused.
      const reused = step !== null && !(await takeTotpStep(app.db, user.user_id, step));
      if (!accepted || reused) {
        await countChallengeFailure(app.db, found.token.token_id);
        await recordLoginFailure(app.db, { loginKey, ip: request.ip, windowSeconds: limits.windowSeconds, now });
        throw reused ? usedTwoFactorCode() : code !== undefined ? wrongTwoFactorCode() : wrongRecoveryCode();
      }
      // One session per challenge, even if the same code is sent twice at once.
      if (!(await useToken(app.db, found.token.token_id, now))) throw challengeExpired();
      return startSession(request, reply, user, loginKey, now);
    },
  );

  app.get('/logout', { schema: { querystring: noQuery, response: { 200: logoutResponseSchema } } }, async (request, reply): Promise<{ status: 'ok' }> => {
    if (request.sessionId !== null) await deleteSession(app.db, request.sessionId);
    clearSessionCookies(reply);
    return { status: 'ok' };
  });

  await app.register(passwordRoutes);
}
