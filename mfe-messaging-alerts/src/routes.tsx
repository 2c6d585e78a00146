import { lazy } from 'react';
import type { RouteObject } from '@trailhead/shared-kernel/router';
import { lazyPage } from '@trailhead/shared-kernel/ui';

const ConversationsPage = lazy(() => import('./features/conversations/components/conversations-page').then((m) => ({ default: m.ConversationsPage })));
const AlertsPage = lazy(() => import('./features/alerts/components/alerts-page').then((m) => ({ default: m.AlertsPage })));

export const version = __BUILD_VERSION__;

export const routes: RouteObject[] = [
  { path: '/conversations', element: lazyPage(ConversationsPage) },
  { path: '/alerts', element: lazyPage(AlertsPage) },
];
