import { lazy } from 'react';
import type { RouteObject } from '@trailhead/shared-kernel/router';
import { lazyPage } from '@trailhead/shared-kernel/ui';

const EventsPage = lazy(() => import('./features/events/components/events-page').then((m) => ({ default: m.EventsPage })));
const ClubsPage = lazy(() => import('./features/clubs/components/clubs-page').then((m) => ({ default: m.ClubsPage })));

export const version = __BUILD_VERSION__;

export const routes: RouteObject[] = [
  { path: '/events', element: lazyPage(EventsPage) },
  { path: '/events/:vehicleSlug', element: lazyPage(EventsPage) },
  { path: '/clubs', element: lazyPage(ClubsPage) },
];
