// Who may call a group of routes at all, checked once for the whole group by one preHandler (the
// session was resolved by the auth plugin's onRequest hook: the check itself reads no database).
// Rules about one resource ("may edit this post") stay in each module's permissions file.
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/tables/users.table';
import { ApiError, notLoggedIn } from './api-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The access rule of the route's group (set by guarded()); absent: anyone. */
    access?: string;
  }
}

export interface AccessRule {
  /** How the rule is named in route configs and in the API document. */
  name: string;
  /** Why this caller may not (the error to answer), or null when they may. */
  refusal(user: UserRow | null): ApiError | null;
}

/** A logged-in member (401 'Please login in to see the content of the page.'). */
export const MEMBER: AccessRule = {
  name: 'member',
  refusal: (user) => (user ? null : notLoggedIn()),
};

export const accountBlocked = () => new ApiError(403, 'account_blocked', 'Your account has been blocked.');

/** A logged-in member whose account is not banned or disabled (permission none): 401, else 403. */
export const ACTIVE_MEMBER: AccessRule = {
  name: 'active-member',
  refusal: (user) => {
    if (!user) return notLoggedIn();
    if (user.account_state === 'banned' || user.account_state === 'disabled') return accountBlocked();
    return null;
  },
};

/**
 * Registers `routes` as a group that only callers `rule` lets through may use: one preHandler
 * for the group (it runs after the request was validated, as the checks in handlers did), and
 * each route's config names the rule.
 */
export function guarded(rule: AccessRule, routes: FastifyPluginAsync): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: rule.name };
    });
    app.addHook('preHandler', async (request) => {
      const refusal = rule.refusal(request.user);
      if (refusal) throw refusal;
    });
    await app.register(routes);
  };
}

/** The member a guarded route was let through for. */
export function memberOf(request: FastifyRequest): UserRow {
  // Only reachable by registering the route outside its guarded group: a bug, not a caller's error.
  if (!request.user) throw new Error(`${request.routeOptions.url}: the route needs a member, but is not in a guarded group`);
  return request.user;
}
