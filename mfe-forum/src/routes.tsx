import { lazy } from 'react';
import type { RouteObject } from '@trailhead/shared-kernel/router';
import { lazyPage } from '@trailhead/shared-kernel/ui';

// Each page is its own chunk, fetched on first visit.
const ForumIndexPage = lazy(() => import('./features/forum-index/components/forum-index-page').then((m) => ({ default: m.ForumIndexPage })));
const DocumentPage = lazy(() => import('./features/documents/components/document-page').then((m) => ({ default: m.DocumentPage })));

export const version = __BUILD_VERSION__;

export const routes: RouteObject[] = [
  { path: '/', element: lazyPage(ForumIndexPage) },
  { path: '/forums', element: lazyPage(ForumIndexPage) },
  { path: '*', element: lazyPage(DocumentPage) },
];
