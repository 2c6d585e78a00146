import { lazy } from 'react';
import type { RouteObject } from '@trailhead/shared-kernel/router';
import { lazyPage } from '@trailhead/shared-kernel/ui';

// Each page is its own chunk, fetched on first visit.
const ForumIndexPage = lazy(() => import('./features/forum-index/components/forum-index-page').then((m) => ({ default: m.ForumIndexPage })));
const DocumentPage = lazy(() => import('./features/documents/components/document-page').then((m) => ({ default: m.DocumentPage })));

export const version = __BUILD_VERSION__;

// A single segment after / or /forums/ is a vehicle type's slug (spec §2) unless it is a document (-n.{id}).
const VehicleOrDocument = lazy(() => import('./features/documents/components/vehicle-or-document').then((m) => ({ default: m.VehicleOrDocument })));

export const routes: RouteObject[] = [
  { path: '/', element: lazyPage(ForumIndexPage) },
  { path: '/forums', element: lazyPage(ForumIndexPage) },
  { path: '/forums/:vehicleSlug', element: lazyPage(VehicleOrDocument) },
  { path: '/:vehicleSlug', element: lazyPage(VehicleOrDocument) },
  { path: '*', element: lazyPage(DocumentPage) },
];
