import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { LOGIN_STATE_COOKIE, SESSION_COOKIE } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import type { UserRow } from '../../db/tables/users.table';
import { isDatabaseBusy } from '../../http/error-handler';
import { touchLastActivity } from '../users/users.repository';
import { findSessionUser, sessionSeenIsStale, touchSession } from './sessions.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The logged-in member, or null for a visitor (resolved from the session cookie). Who may call
     * a route is checked by its group's rule (http/access.ts), not here.
     */
    user: UserRow | null;
    sessionId: number | null;
  }
}

/** last_activity is written at most this often per member. */
const ACTIVITY_WRITE_INTERVAL = 300;

export const COOKIE_PATH = '/';

export function clearSessionCookies(reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, { path: COOKIE_PATH });
  void reply.clearCookie(LOGIN_STATE_COOKIE, { path: COOKIE_PATH });
}

async function authPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const now = nowSeconds();
    const found = await findSessionUser(app.db, token, now);
    if (!found) {
      // A stale cookie: tell the page it is logged out (spec §4 start-up).
      clearSessionCookies(reply);
      return;
    }
    request.user = found.user;
    request.sessionId = found.sessionId;
    // The sessions list's "last seen": written at most every few minutes, not on every request.
    // Nothing about the session is cached here: a session signed out elsewhere (another process
    // included) is gone from the table, so its next request is a visitor's at once.
    if (sessionSeenIsStale(found.lastSeenAt, now)) {
      try {
        await touchSession(app.db, found.sessionId, request.ip, now);
      } catch (error) {
        if (!isDatabaseBusy(error)) throw error;
      }
    }
    if (now - found.user.last_activity >= ACTIVITY_WRITE_INTERVAL) {
      try {
        await touchLastActivity(app.db, found.user.user_id, now);
        request.user = { ...found.user, last_activity: now };
      } catch (error) {
        // "Last seen" can wait for the next request: a busy database does not refuse a member's read for it.
        if (!isDatabaseBusy(error)) throw error;
      }
    }
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['@fastify/cookie'] });
