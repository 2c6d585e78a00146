// The shell's server entry, bundled for Node into dist/server/first-screen.cjs: the site's server
// draws a visitor's first screen (the frame around a remote's page) before any code arrives. The
// browser app then replaces it with the live page (app/first-screen.ts).
import { renderToString } from 'react-dom/server';
import { bus } from '@trailhead/shared-kernel/bus';
import { apiAnswers, createQueryClient, pendingApiUrls, QueryClientProvider, seedApiQueries, serverRenderCache } from '@trailhead/shared-kernel/query';
import { useRoutes, type RouteObject } from '@trailhead/shared-kernel/router';
import { matchRoutes, StaticRouter } from '@trailhead/shared-kernel/server';
import { TrailheadUiProvider } from '@trailhead/shared-kernel/ui';
import { SiteFrame } from './app/site-frame';
import { ANONYMOUS } from './session/session-service';


export interface FirstScreenInput {
  /** The page's path and query, as requested. */
  url: string;
  vehicleTypeId: number;
  /** The owning remote's first-screen routes (its server entry's `firstScreenRoutes`). */
  routes: RouteObject[];
  /** API answers fetched so far, by query key (`/api/…`). */
  data: Record<string, unknown>;
}

export type FirstScreenResult =
  /** Drawn: the HTML and every answer it read, for the browser app to start from. */
  | { status: 'drawn'; html: string; data: Record<string, unknown> }
  /** The page read answers that are not fetched yet: fetch these and draw again. */
  | { status: 'needs-data'; keys: string[] }
  /** No first-screen route for this path: the browser draws it. */
  | { status: 'not-drawn' };

/**
 * Draws the first screen from the data given (synchronously, so no other request's session or
 * vehicle type can get into the bus of this process while it draws).
 */
export function drawFirstScreen({ url, vehicleTypeId, routes, data }: FirstScreenInput): FirstScreenResult {
  if (!matchRoutes(routes, url)) return { status: 'not-drawn' };
  // A client of its own for every drawing: no answer of one request can show up in another.
  const client = createQueryClient(serverRenderCache());
  seedApiQueries(client, data);
  bus.session$.next({ status: ANONYMOUS, user: null });
  bus.vehicleType$.next(vehicleTypeId);
  const html = renderToString(
    <QueryClientProvider client={client}>
      <TrailheadUiProvider>
        <StaticRouter location={url}>
          <SiteFrame>
            <FirstScreenRoutes routes={routes} />
          </SiteFrame>
        </StaticRouter>
      </TrailheadUiProvider>
    </QueryClientProvider>,
  );
  const keys = pendingApiUrls(client);
  if (keys.length) return { status: 'needs-data', keys };
  return { status: 'drawn', html, data: apiAnswers(client) };
}

function FirstScreenRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
