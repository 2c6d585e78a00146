// The map's server entry: a visitor's /map (what the map is and how to get it) is drawn by the
// site's server and taken over by the browser, as the other areas' public pages are.
import type { DrawnRoute } from '@trailhead/shared-kernel/types';

export { routes, version } from './routes';

export const drawnRoutes: DrawnRoute[] = [{ path: '/map' }];
