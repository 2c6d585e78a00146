// How often a caller may do each thing that writes or costs the server much (issue 11, spec §8's
// wording for the refusal): one table, matched against every route as it is registered, so a new
// route that writes is limited without anyone remembering to (the last row takes every write).
// Each limit counts per member (signed in) and per address (everyone, a looser count, since many
// people can share one address); the counters are in the database (rate-limit-store.ts), shared
// by every API process.
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { ApiError } from './api-error';
import { databaseRateLimitStore } from './rate-limit-store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The name of the route's rate limit (set for every limited route; the API document and the security tests read it). */
    limit?: string;
  }
}

export interface RateLimitRule {
  /** Names the counters, and the route's limit in its config. */
  name: string;
  /** The routes it limits, as `METHOD /url` with the URL as registered (`POST /api/posts/:id/react`). */
  routes: RegExp;
  /** Requests a signed-in member may make in the window; null: counted by address only. */
  perMember: number | null;
  /** Requests one address may make in the window, whoever sends them. */
  perAddress: number;
  windowSeconds: number;
  /** The refusal's first sentence; the second says how long to wait. */
  refusal: string;
}

const MINUTE = 60;
const unsafe = '(?:POST|PUT|PATCH|DELETE)';

/** First match wins; the last row is every write no row above names. */
export const RATE_LIMITS: readonly RateLimitRule[] = [
  { name: 'register', routes: /^POST \/api\/register$/, perMember: null, perAddress: 5, windowSeconds: 60 * MINUTE, refusal: 'Too many sign-ups from your address.' },
  { name: 'confirmation-resend', routes: /^POST \/api\/registration\/resend$/, perMember: 3, perAddress: 10, windowSeconds: 15 * MINUTE, refusal: 'Too many new codes asked for.' },
  { name: 'lost-password', routes: /^POST \/api\/lost-password\//, perMember: null, perAddress: 10, windowSeconds: 15 * MINUTE, refusal: 'Too many password reset requests.' },
  { name: 'contact', routes: /^POST \/api\/contact$/, perMember: 3, perAddress: 5, windowSeconds: 10 * MINUTE, refusal: 'Too many messages sent through the contact form.' },
  { name: 'search', routes: /^GET \/api\/search(?:\/|$)/, perMember: 30, perAddress: 60, windowSeconds: MINUTE, refusal: 'Too many searches.' },
  // Photos of the map's galleries and reviews are uploads too (deleting one is a plain write).
  { name: 'uploads', routes: new RegExp(`^${unsafe} \\/api\\/(?:attachments|me\\/(?:avatar|banner))(?:\\/|$)|^POST \\/api\\/(?:media|locations\\/:id\\/rating)$`), perMember: 30, perAddress: 60, windowSeconds: 10 * MINUTE, refusal: 'Too many uploads.' },
  { name: 'locations', routes: /^POST \/api\/locations$/, perMember: 10, perAddress: 20, windowSeconds: 60 * MINUTE, refusal: 'Too many new locations.' },
  { name: 'reactions', routes: new RegExp(`^${unsafe} \\/api\\/[\\w-]+\\/:[\\w]+\\/react$`), perMember: 60, perAddress: 120, windowSeconds: MINUTE, refusal: 'Too many reactions.' },
  { name: 'reports', routes: new RegExp(`^${unsafe} \\/api\\/[\\w-]+\\/:[\\w]+\\/report$`), perMember: 10, perAddress: 20, windowSeconds: 10 * MINUTE, refusal: 'Too many reports.' },
  { name: 'invites', routes: new RegExp(`^${unsafe} \\/api\\/[\\w/:-]*\\/invite[\\w-]*$`), perMember: 20, perAddress: 40, windowSeconds: 10 * MINUTE, refusal: 'Too many invitations.' },
  { name: 'conversation-starts', routes: /^POST \/api\/conversations$/, perMember: 5, perAddress: 10, windowSeconds: 10 * MINUTE, refusal: 'Too many new conversations.' },
  { name: 'posting', routes: /^POST \/api\/(?:posts|threads|profile-posts|profile-post-comments)$|^POST \/api\/(?:posts|threads|profile-posts|profile-post-comments|conversations)\/:id(?:\/replies|\/comments)?$/, perMember: 10, perAddress: 30, windowSeconds: MINUTE, refusal: 'You are posting too quickly.' },
  { name: 'data-export', routes: /^GET \/api\/me\/export$/, perMember: 3, perAddress: 10, windowSeconds: 60 * MINUTE, refusal: 'Too many downloads of your data.' },
  // The current password is checked: guessing it through a stolen session is held back like a login.
  { name: 'email-change', routes: /^POST \/api\/me\/email$/, perMember: 5, perAddress: 10, windowSeconds: 15 * MINUTE, refusal: 'Too many e-mail change requests.' },
  { name: 'account-deletion', routes: /^POST \/api\/me\/delete$/, perMember: 5, perAddress: 10, windowSeconds: 15 * MINUTE, refusal: 'Too many attempts to delete the account.' },
  { name: 'award-requests', routes: /^POST \/api\/awards\/:id\/request$/, perMember: 5, perAddress: 10, windowSeconds: 60 * MINUTE, refusal: 'Too many award requests.' },
  { name: 'writes', routes: new RegExp(`^${unsafe} `), perMember: 60, perAddress: 120, windowSeconds: MINUTE, refusal: 'Too many changes in a short time.' },
];

/** The rule that limits a route, or null for a read no rule names. */
export function rateLimitOf(method: string, url: string): RateLimitRule | null {
  const route = `${method} ${url}`;
  return RATE_LIMITS.find((rule) => rule.routes.test(route)) ?? null;
}

/** "a minute", "5 minutes", "40 seconds". */
export function waitText(seconds: number): string {
  if (seconds >= 90) return `${Math.ceil(seconds / 60)} minutes`;
  if (seconds > 45) return 'a minute';
  return seconds === 1 ? '1 second' : `${Math.max(1, seconds)} seconds`;
}

export function tooManyRequests(rule: RateLimitRule, retryAfterSeconds: number): ApiError {
  return new ApiError(429, 'too_many_requests', `${rule.refusal} Please wait ${waitText(retryAfterSeconds)} and try again.`);
}

/**
 * Registers the plugin (with the database store) and gives every route a rule names a preHandler
 * that counts the request: after the request was validated and the caller let in, so a refused or
 * malformed request costs nothing. `factor` multiplies every limit (RATE_LIMIT_FACTOR).
 */
export async function registerRateLimits(app: FastifyInstance, factor: number): Promise<void> {
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(app.db) });
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const rule = methods.map((method) => rateLimitOf(method, route.url)).find((found) => found !== null);
    if (!rule) return;
    const limiter = (max: number, keyOf: (request: FastifyRequest) => string) => app.createRateLimit({ timeWindow: rule.windowSeconds * 1000, max: max * factor, keyGenerator: keyOf });
    const byMember = rule.perMember === null ? null : limiter(rule.perMember, (request) => `${rule.name}:m:${request.user!.user_id}`);
    const byAddress = limiter(rule.perAddress, (request) => `${rule.name}:a:${normalizeIP(request.ip)}`);
    route.config = { ...route.config, limit: rule.name };
    const count = async (request: FastifyRequest, reply: FastifyReply) => {
      // A visitor is counted by address alone.
      for (const counter of request.user && byMember ? [byMember, byAddress] : [byAddress]) {
        const result = await counter(request);
        if (result.isAllowed || !result.isExceeded) continue;
        void reply.header('retry-after', String(result.ttlInSeconds));
        throw tooManyRequests(rule, result.ttlInSeconds);
      }
    };
    route.preHandler = [...(Array.isArray(route.preHandler) ? route.preHandler : route.preHandler ? [route.preHandler] : []), count];
  });
}
