// What a part's server entry (src/server.tsx, bundled for Node, never shared with the browser)
// needs to draw a page on the server: the router that takes the request's URL, and route matching.
import { matchPath, matchRoutes } from 'react-router-dom';
import type { DrawnRoute } from '@trailhead/shared-kernel/types';

export { matchRoutes, StaticRouter } from 'react-router-dom';

/**
 * The location a remote's server draws for this URL: its path and only the query parameters the
 * matching drawn route reads (sorted, so that one page is one drawing), or null when the remote
 * does not draw this page for visitors.
 */
export function drawingLocation(url: string, drawnRoutes: readonly DrawnRoute[]): string | null {
  const { pathname, searchParams } = new URL(url, 'http://site');
  const candidates = drawnRoutes.filter((candidate) => matchPath({ path: candidate.path, end: true }, pathname) && (!candidate.only || candidate.only(pathname)));
  // The most specific pattern wins, as in the route table ('/search' before '/:vehicleSlug').
  const best = matchRoutes(candidates.map((candidate) => ({ path: candidate.path })), pathname)?.[0]?.route;
  const route = candidates.find((candidate) => candidate.path === best?.path);
  if (!route) return null;
  const kept = new URLSearchParams();
  for (const name of route.query ?? []) for (const value of searchParams.getAll(name)) kept.append(name, value);
  kept.sort();
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}
