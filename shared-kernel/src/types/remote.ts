import type { RouteObject } from '@trailhead/shared-kernel/router';

/**
 * What every remote exposes as `./routes`: route objects with absolute site paths
 * (`/events`, `/events/:eventId`), mounted by the shell, and the build version they came from.
 */
export interface RemoteRoutesModule {
  routes: RouteObject[];
  version: string;
}
