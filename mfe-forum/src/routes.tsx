import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Center, Spinner } from '@trailhead/shared-kernel/ui';

// Each page is its own chunk, fetched on first visit.
const ForumIndexPage = lazy(() => import('./features/forum-index/components/forum-index-page').then((m) => ({ default: m.ForumIndexPage })));
const DocumentPage = lazy(() => import('./features/documents/components/document-page').then((m) => ({ default: m.DocumentPage })));

function page(Component: ComponentType) {
  return (
    <Suspense fallback={<Center py="10"><Spinner color="brand.red" /></Center>}>
      <Component />
    </Suspense>
  );
}

export const version = __BUILD_VERSION__;

export const routes: RouteObject[] = [
  { path: '/', element: page(ForumIndexPage) },
  { path: '/forums', element: page(ForumIndexPage) },
  { path: '*', element: page(DocumentPage) },
];
