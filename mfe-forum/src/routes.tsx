import { lazy } from 'react';
import type { RouteObject } from '@trailhead/shared-kernel/router';
import { lazyPage } from '@trailhead/shared-kernel/ui';

// Each page is its own chunk, fetched on first visit.
const HomePage = lazy(() => import('./features/home/components/home-page').then((m) => ({ default: m.HomePage })));
const ForumIndexPage = lazy(() => import('./features/forum-index/components/forum-index-page').then((m) => ({ default: m.ForumIndexPage })));
const NewsPage = lazy(() => import('./features/news/components/news-page').then((m) => ({ default: m.NewsPage })));
const WhatIsNewPage = lazy(() => import('./features/what-is-new/components/what-is-new-page').then((m) => ({ default: m.WhatIsNewPage })));
const SearchPage = lazy(() => import('./features/search/components/search-page').then((m) => ({ default: m.SearchPage })));
const DocumentPage = lazy(() => import('./features/documents/components/document-page').then((m) => ({ default: m.DocumentPage })));
// /*/post-thread (spec §2): the forum comes from the -n.{id} segment before it.
const PostThreadPage = lazy(() => import('./features/post-thread/components/post-thread-page').then((m) => ({ default: m.PostThreadPage })));
// A single segment after / or /forums/ is a vehicle type's slug (spec §2) unless it is a document (-n.{id}).
const VehicleOrDocument = lazy(() => import('./features/documents/components/vehicle-or-document').then((m) => ({ default: m.VehicleOrDocument })));

export const version = __BUILD_VERSION__;

export const routes: RouteObject[] = [
  { path: '/', element: lazyPage(HomePage) },
  { path: '/forums', element: lazyPage(ForumIndexPage) },
  { path: '/forums/:vehicleSlug', element: lazyPage(VehicleOrDocument) },
  { path: '/forums/:forum/post-thread', element: lazyPage(PostThreadPage) },
  { path: '/:forum/post-thread', element: lazyPage(PostThreadPage) },
  { path: '/news', element: lazyPage(NewsPage) },
  { path: '/news/:vehicleSlug', element: lazyPage(NewsPage) },
  { path: '/what-is-new', element: lazyPage(WhatIsNewPage) },
  { path: '/what-is-new/:tab', element: lazyPage(WhatIsNewPage) },
  { path: '/search', element: lazyPage(SearchPage) },
  { path: '/:vehicleSlug', element: lazyPage(VehicleOrDocument) },
  { path: '*', element: lazyPage(DocumentPage) },
];
