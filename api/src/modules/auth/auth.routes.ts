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
import { verifyAgainstDecoy, verifyPassword } from './password';
import { createSession, deleteSession, SESSION_LIFETIME_SECONDS } from './sessions.repository';

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

export default async function authRoutes(app: FastifyInstance): Promise<void> {
  app.get('/account', async (request): Promise<AccountStatus> => accountStatusOf(request.user));

  app.post<{ Body: LoginRequest }>('/login', { schema: { body: loginBody } }, async (request, reply): Promise<LoginResponse> => {
    const { login, password } = request.body;
    const user = await findUserByLogin(app.db, login);
    const valid = user ? await verifyPassword(password, user.password_hash) : await verifyAgainstDecoy(password);
    if (!user || !valid) throw wrongCredentials();

    const now = nowSeconds();
    // A new log-in never inherits the session the request came with.
    if (request.sessionId !== null) await deleteSession(app.db, request.sessionId);
    const session = await createSession(app.db, user.user_id, now);
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
