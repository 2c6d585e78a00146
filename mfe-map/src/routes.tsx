import { lazy } from 'react';
import type { RouteObject } from '@trailhead/shared-kernel/router';
import { lazyPage } from '@trailhead/shared-kernel/ui';

const MapPage = lazy(() => import('./features/member-map/components/map-page').then((m) => ({ default: m.MapPage })));

export const version = __BUILD_VERSION__;

export const routes: RouteObject[] = [{ path: '/map', element: lazyPage(MapPage) }];
