// /me/sessions: where the member is signed in, and signing those sessions out. Registered inside
// /me's signed-in group (me.routes.ts), so a banned member may still end their sessions.
import type { FastifyInstance } from 'fastify';
import type { SessionsResponse, SignOutOthersResponse } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { memberOf } from '../../http/access';
import { notFound } from '../../http/api-error';
import { statusResponseSchema } from '../../http/response-schemas';
import { idParams, noQuery, type IdParams } from '../../http/schemas';
import { clearSessionCookies } from '../auth/auth.plugin';
import { deleteUserSession, deleteUserSessions, listUserSessions } from '../auth/sessions.repository';
import { describeUserAgent } from './session-device';

const sessionSchema = {
  type: 'object',
  required: ['session_id', 'browser', 'os', 'ip', 'created_at', 'last_seen_at', 'current'],
  properties: {
    session_id: { type: 'integer' },
    browser: { type: ['string', 'null'] },
    os: { type: ['string', 'null'] },
    ip: { type: ['string', 'null'] },
    created_at: { type: 'integer' },
    last_seen_at: { type: ['integer', 'null'] },
    current: { type: 'boolean' },
  },
} as const;

const sessionsResponseSchema = {
  type: 'object',
  required: ['sessions'],
  properties: { sessions: { type: 'array', items: sessionSchema } },
} as const;

const signOutOthersSchema = { type: 'object', required: ['signed_out'], properties: { signed_out: { type: 'integer' } } } as const;

export default async function sessionsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/me/sessions', { schema: { querystring: noQuery, response: { 200: sessionsResponseSchema } } }, async (request): Promise<SessionsResponse> => {
    const user = memberOf(request);
    const rows = await listUserSessions(app.db, user.user_id, nowSeconds());
    const sessions = rows.map((row) => ({
      session_id: row.session_id,
      ...describeUserAgent(row.user_agent),
      ip: row.ip,
      created_at: row.created_at,
      last_seen_at: row.last_seen_at,
      current: row.session_id === request.sessionId,
    }));
    // "This device" first, then the others as last used.
    sessions.sort((a, b) => Number(b.current) - Number(a.current));
    return { sessions };
  });

  // Signing out this very session is allowed too: the page treats it as logging out.
  app.delete<{ Params: IdParams }>('/me/sessions/:id', { schema: { params: idParams, response: { 200: statusResponseSchema } } }, async (request, reply) => {
    const user = memberOf(request);
    if (!(await deleteUserSession(app.db, user.user_id, request.params.id))) throw notFound('This session could not be found.');
    if (request.params.id === request.sessionId) clearSessionCookies(reply);
    return { status: 'ok', message: 'Signed out' };
  });

  app.post('/me/sessions/sign-out-others', { schema: { querystring: noQuery, response: { 200: signOutOthersSchema } } }, async (request): Promise<SignOutOthersResponse> => {
    const user = memberOf(request);
    return { signed_out: await deleteUserSessions(app.db, user.user_id, request.sessionId) };
  });
}
