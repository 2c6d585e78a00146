// The forum's pages that the site's server may draw for a visitor before any code arrives (the
// first screen). Built into the release beside the browser code (server/first-screen.cjs), so a
// published or rolled-back version draws exactly what its browser code will then show.
import type { RouteObject } from '@trailhead/shared-kernel/router';
import { HomePage } from './features/home/components/home-page';

export const version = __BUILD_VERSION__;

export const firstScreenRoutes: RouteObject[] = [{ path: '/', element: <HomePage /> }];
