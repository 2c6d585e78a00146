// When the site's pages are served from another origin than the API (ARCHITECTURE §5: API_BASE_URL
// may point elsewhere, "then CORS with credentials"), the browser lets those pages read the API's
// answers only if the API says so. It says so to the origins ALLOWED_ORIGINS names, and to nobody
// else: a page elsewhere still cannot read a member's data with their cookies. Writes from those
// origins are let through by request-origin.ts; this answers the browser's questions about them.
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_HEADER } from '@trailhead/shared-kernel/types';
import type { SiteSettings } from '../config';
import { originOf } from './request-origin';

/** What the pages send beyond a simple request (JSON bodies, the submit's idempotency key). */
const REQUEST_HEADERS = ['Accept', 'Content-Type', IDEMPOTENCY_HEADER].join(', ');
/** What the pages read of an answer beyond the simple headers (a refusal's wait, a download's name). */
const EXPOSED_HEADERS = ['Retry-After', 'Content-Disposition'].join(', ');
const METHODS = 'GET, POST, PUT, PATCH, DELETE';
/** How long a browser may keep a preflight's answer (seconds). */
const PREFLIGHT_MAX_AGE = '600';

/** Answers CORS for the API (every path under `prefix`) to the allowed origins; nothing when none is named. */
export function allowPagesOnAllowedOrigins(app: FastifyInstance, settings: Pick<SiteSettings, 'allowedOrigins'>, prefix: string): void {
  const allowed = new Set(settings.allowedOrigins.map(originOf).filter((origin): origin is string => origin !== null));
  if (allowed.size === 0) return;
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(`${prefix}/`)) return;
    // The answer differs by origin: caches keep one per origin.
    reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    if (origin === undefined || !allowed.has(origin)) return;
    reply.header('access-control-allow-origin', origin).header('access-control-allow-credentials', 'true').header('access-control-expose-headers', EXPOSED_HEADERS);
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined) {
      // The preflight: answered here, before any route (the API has no OPTIONS routes of its own).
      return reply
        .header('access-control-allow-methods', METHODS)
        .header('access-control-allow-headers', REQUEST_HEADERS)
        .header('access-control-max-age', PREFLIGHT_MAX_AGE)
        .code(204)
        .send();
    }
  });
}
