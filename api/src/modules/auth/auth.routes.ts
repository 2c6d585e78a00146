import type { FastifyInstance } from 'fastify';
import { LOGIN_STATE_COOKIE, SESSION_COOKIE, type AccountStatus, type LoginRequest, type LoginResponse } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { ApiError } from '../../http/api-error';
import { nullable } from '../../http/response-schemas';
import { noQuery } from '../../http/schemas';
import { findUserByLogin } from '../users/users.repository';
import { toUserProfile } from '../users/user-mapper';
import { userProfileSchema } from '../users/users.schemas';
import { accountStatusOf } from './account-status';
import { clearSessionCookies, COOKIE_PATH } from './auth.plugin';
import passwordRoutes from './password.routes';
import { clearLoginFailures, loginKeyOf, loginRetryAfter, recordLoginFailure } from './login-throttle.repository';
import { verifyAgainstDecoy, verifyPassword } from './password';
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

const loginResponseSchema = { type: 'object', properties: { user: userProfileSchema } } as const;
const logoutResponseSchema = { type: 'object', properties: { status: { type: 'string' } } } as const;

/** Same answer whether the account exists or not (spec §8: login failure always reads wrongCredentials). */
const wrongCredentials = () => new ApiError(400, 'wrongCredentials', 'The credentials are not correct.');

const tooManyAttempts = () =>
  new ApiError(429, 'too_many_attempts', 'Too many login attempts. Please wait a few minutes and try again.');

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
    const previousSessionId = request.sessionId;
    const session = await app.db.transaction().execute(async (trx) => {
      await clearLoginFailures(trx, loginKey);
      // A new log-in never inherits the session the request came with: a fresh token every time.
      if (previousSessionId !== null) await deleteSession(trx, previousSessionId);
      return insertSession(trx, user.user_id, now);
    });
    const cookie = { path: COOKIE_PATH, sameSite: 'lax', secure: 'auto', maxAge: SESSION_LIFETIME_SECONDS } as const;
    void reply.setCookie(SESSION_COOKIE, session.token, { ...cookie, httpOnly: true });
    void reply.setCookie(LOGIN_STATE_COOKIE, '1', { ...cookie, httpOnly: false });
    return { user: toUserProfile(user, now, user) };
  });

  app.get('/logout', { schema: { querystring: noQuery, response: { 200: logoutResponseSchema } } }, async (request, reply): Promise<{ status: 'ok' }> => {
    if (request.sessionId !== null) await deleteSession(app.db, request.sessionId);
    clearSessionCookies(reply);
    return { status: 'ok' };
  });

  await app.register(passwordRoutes);
}
