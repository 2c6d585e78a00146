// A request that changes something must come from one of the site's own pages. A browser says
// where a request comes from (Sec-Fetch-Site, and Origin on every POST, PUT, PATCH and DELETE), and
// a page elsewhere cannot make it lie: so a form or a script on another site, riding on a member's
// cookies, is refused before any handler runs. A request that names no origin at all did not come
// from a browser's page (curl, a test, a server) and carries no member's cookies by accident.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SiteSettings } from '../config';
import { ApiError } from './api-error';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Reads that change something, because the spec names them GET: checked as writes are, so a link or
 * an image on another site cannot sign a member out.
 */
const STATE_CHANGING_READS = new Set(['/api/logout']);

export const crossSiteRequest = () =>
  new ApiError(403, 'cross_site_request', 'This request did not come from a Trailhead page. Please reload the page and try again.');

/** The origin of a URL (scheme, host and port), or null when it is not one. */
export function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** Whether a request may change something: a safe method, a page of the site's own, or no browser page at all. */
export function comesFromOwnPage(request: FastifyRequest, trusted: ReadonlySet<string>): boolean {
  const changes = UNSAFE_METHODS.has(request.method) || (request.method === 'GET' && STATE_CHANGING_READS.has(request.routeOptions.url ?? ''));
  if (!changes) return true;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'same-origin') return true;
  const origin = request.headers.origin;
  // Sent by a browser that gave no origin ('none': the person's own action, such as a bookmark).
  if (origin === undefined) return fetchSite === undefined || fetchSite === 'none';
  // The origin the request was sent to, as the person's browser saw it (behind a proxy: TRUST_PROXY).
  const own = `${request.protocol}://${request.host}`;
  return origin === own || trusted.has(origin);
}

/** Refuses every unsafe request from another site's page (403), whatever its path: the API's and the site's. */
export function refuseCrossSiteWrites(app: FastifyInstance, settings: Pick<SiteSettings, 'siteUrl' | 'allowedOrigins'>): void {
  const trusted = new Set([settings.siteUrl, ...settings.allowedOrigins].map(originOf).filter((origin): origin is string => origin !== null));
  app.addHook('onRequest', async (request) => {
    if (!comesFromOwnPage(request, trusted)) throw crossSiteRequest();
  });
}
