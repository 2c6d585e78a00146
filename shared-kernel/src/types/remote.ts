import type { DrawingClock } from '@trailhead/shared-kernel/constants';
import type { RemoteDescriptor } from '@trailhead/shared-kernel/remotes';
import type { RouteObject } from '@trailhead/shared-kernel/router';

/**
 * What every remote exposes as `./routes`: route objects with absolute site paths
 * (`/events`, `/events/:eventId`), mounted by the shell, and the build version they came from.
 */
export interface RemoteRoutesModule {
  routes: RouteObject[];
  version: string;
}

/**
 * A page of a remote that the site's server draws for a visitor before any code arrives (README,
 * "the first screen"): the page is then taken over by hydration. The route table it is drawn from is
 * the remote's own `routes`; the API answers it needs are found by drawing it (each answer it reads
 * is fetched, as a visitor, and the page drawn again), and handed to the browser with the drawing.
 */
export interface DrawnRoute {
  /** A pattern of the remote's route table: '/forums', '/news/:vehicleSlug', '*'. */
  path: string;
  /** For a pattern that also matches pages that are not drawn (a catch-all): which paths are. */
  only?: (pathname: string) => boolean;
  /** The query parameters the page reads: part of what is drawn, and of the drawing's cache key. Others are left to the app. */
  query?: readonly string[];
}

/** What a remote's server entry (src/server.tsx, bundled for Node as server/first-screen.cjs) offers. */
export interface RemoteServerModule extends RemoteRoutesModule {
  drawnRoutes: DrawnRoute[];
}

/** What the shell's server entry is asked to draw (shell/src/server.tsx). */
export interface FirstScreenInput {
  /** What to draw: a path and the query parameters its page reads (drawingLocation). */
  location: string;
  vehicleTypeId: number;
  /** remotes.json as it is now, and the remote that serves the location with its server bundle. */
  remotes: RemoteDescriptor[];
  remote: { id: string; module: RemoteServerModule };
  /** API answers fetched so far, by query key (`/api/…`). */
  data: Record<string, unknown>;
  clock: DrawingClock;
}

export type FirstScreenResult =
  /** Drawn: the HTML, what goes into <head> with it (its styles), and every answer it read, for the browser to take the page over with. */
  | { status: 'drawn'; html: string; head: string; data: Record<string, unknown> }
  /** The page read answers that are not fetched yet: fetch these and draw again. */
  | { status: 'needs-data'; keys: string[] }
  /** A part of the page waited for its code (a lazily loaded page): draw again once it is in. */
  | { status: 'code-pending' };

/** What the shell's server entry (bundled as server/first-screen.cjs) offers the site's server. */
export interface ShellServerModule {
  drawingLocation(url: string, drawnRoutes: readonly DrawnRoute[]): string | null;
  drawFirstScreen(input: FirstScreenInput): FirstScreenResult;
}
