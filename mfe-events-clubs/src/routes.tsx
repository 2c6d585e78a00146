import { lazy } from 'react';
import type { RouteObject } from '@trailhead/shared-kernel/router';
import { lazyPage } from '@trailhead/shared-kernel/ui';

// Each page is its own chunk, fetched on first visit.
const EventsPage = lazy(() => import('./features/events/components/events-page').then((m) => ({ default: m.EventsPage })));
// /events/{segment}: a number is an event (/events/{id}), anything else a vehicle type's slug (spec §2).
const EventOrEvents = lazy(() => import('./features/event-detail/components/event-or-events').then((m) => ({ default: m.EventOrEvents })));
const EventFormPage = lazy(() => import('./features/event-form/components/event-form-page').then((m) => ({ default: m.EventFormPage })));
const EventInvitePage = lazy(() => import('./features/event-invite/components/event-invite-page').then((m) => ({ default: m.EventInvitePage })));
const ClubsPage = lazy(() => import('./features/clubs/components/clubs-page').then((m) => ({ default: m.ClubsPage })));

export const version = __BUILD_VERSION__;

export const routes: RouteObject[] = [
  { path: '/events', element: lazyPage(EventsPage) },
  { path: '/events/create', element: lazyPage(EventFormPage) },
  { path: '/events/:segment', element: lazyPage(EventOrEvents) },
  { path: '/events/:eventId/edit', element: lazyPage(EventFormPage) },
  { path: '/events/:eventId/invite', element: lazyPage(EventInvitePage) },
  { path: '/clubs', element: lazyPage(ClubsPage) },
];
