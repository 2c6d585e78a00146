import type { FastifyInstance } from 'fastify';
import {
  LOGIN_STATE_COOKIE,
  SESSION_COOKIE,
  type AccountStatus,
  type LoginRequest,
  type LoginResponse,
  type UserProfile,
} from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { ApiError } from '../../http/api-error';
import { findUserByLogin } from '../users/users.repository';
import { toUserProfile } from '../users/user-mapper';
import { accountStatusOf } from './account-status';
import { clearSessionCookies, COOKIE_PATH, requireUser } from './auth.plugin';
import { clearLoginFailures, loginKeyOf, loginRetryAfter, recordLoginFailure } from './login-throttle.repository';
import { verifyAgainstDecoy, verifyPassword } from './password';
import { deleteSession, insertSession, SESSION_LIFETIME_SECONDS } from './sessions.repository';

const loginBody = {
  type: 'object',
  required: ['login', 'password'],
  properties: {
    login: { type: 'string', minLength: 1, maxLength: 254 },
    password: { type: 'string', minLength: 1, maxLength: 1024 },
  },
} as const;

/** Same answer whether the account exists or not (spec §8: login failure always reads wrongCredentials). */
const wrongCredentials = () => new ApiError(400, 'wrongCredentials', 'The credentials are not correct.');

const tooManyAttempts = () =>
  new ApiError(429, 'too_many_attempts', 'Too many login attempts. Please wait a few minutes and try again.');

export default async function authRoutes(app: FastifyInstance): Promise<void> {
  app.get('/account', async (request): Promise<AccountStatus> => accountStatusOf(request.user));

  app.post<{ Body: LoginRequest }>('/login', { schema: { body: loginBody } }, async (request, reply): Promise<LoginResponse> => {
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

  app.get('/logout', async (request, reply): Promise<{ status: 'ok' }> => {
    if (request.sessionId !== null) await deleteSession(app.db, request.sessionId);
    clearSessionCookies(reply);
    return { status: 'ok' };
  });

  app.get('/me', async (request): Promise<UserProfile> => {
    const user = requireUser(request);
    return toUserProfile(user, nowSeconds(), user);
  });
}
