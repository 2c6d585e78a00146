import { lazy } from 'react';
import type { RouteObject } from '@trailhead/shared-kernel/router';
import { lazyPage } from '@trailhead/shared-kernel/ui';

const ConversationsPage = lazy(() => import('./features/conversations/components/conversations-page').then((m) => ({ default: m.ConversationsPage })));
const ConversationPage = lazy(() => import('./features/conversation-view/components/conversation-page').then((m) => ({ default: m.ConversationPage })));
const ManageConversationPage = lazy(() =>
  import('./features/manage-conversation/components/manage-conversation-page').then((m) => ({ default: m.ManageConversationPage })),
);
const AlertsPage = lazy(() => import('./features/alerts/components/alerts-page').then((m) => ({ default: m.AlertsPage })));

export const version = __BUILD_VERSION__;

export const routes: RouteObject[] = [
  { path: '/conversations', element: lazyPage(ConversationsPage) },
  // The API's view_url is /conversations/{id}; a trailing segment (a page) still opens it.
  { path: '/conversations/:conversationId', element: lazyPage(ConversationPage) },
  { path: '/conversations/:conversationId/*', element: lazyPage(ConversationPage) },
  // Spec §2 spells it /manageConversation, and /manageconversation in its prefill rule: both.
  { path: '/manageConversation', element: lazyPage(ManageConversationPage) },
  { path: '/manageConversation/:conversationId', element: lazyPage(ManageConversationPage) },
  { path: '/manageconversation', element: lazyPage(ManageConversationPage) },
  { path: '/manageconversation/:conversationId', element: lazyPage(ManageConversationPage) },
  { path: '/alerts', element: lazyPage(AlertsPage) },
];
