import type { RouteObject } from 'react-router-dom';

/**
 * What every remote exposes as `./routes`: route objects with absolute site paths
 * (`/events`, `/events/:eventId`), mounted by the shell, and the build version they came from.
 */
export interface RemoteRoutesModule {
  routes: RouteObject[];
  version: string;
}
