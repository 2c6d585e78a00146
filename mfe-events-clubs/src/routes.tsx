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
const MyClubsRedirect = lazy(() => import('./features/clubs/components/clubs-page').then((m) => ({ default: m.MyClubsRedirect })));
const ClubFormPage = lazy(() => import('./features/club-form/components/club-form-page').then((m) => ({ default: m.ClubFormPage })));
// /clubs/{slug}/…: the club layout (header, join/leave, tabs) around each tab (spec §2 club routes).
const ClubLayout = lazy(() => import('./features/club-layout/components/club-layout').then((m) => ({ default: m.ClubLayout })));
const ClubAboutPage = lazy(() => import('./features/club-about/components/club-about-page').then((m) => ({ default: m.ClubAboutPage })));
const ClubFollowersPage = lazy(() => import('./features/club-followers/components/club-followers-page').then((m) => ({ default: m.ClubFollowersPage })));
const ClubAdminPage = lazy(() => import('./features/club-admin/components/club-admin-page').then((m) => ({ default: m.ClubAdminPage })));
const ClubEventsPage = lazy(() => import('./features/club-events/components/club-events-page').then((m) => ({ default: m.ClubEventsPage })));
const ClubEventFormPage = lazy(() => import('./features/club-events/components/club-event-form-page').then((m) => ({ default: m.ClubEventFormPage })));
const ClubEventPage = lazy(() => import('./features/club-events/components/club-event-page').then((m) => ({ default: m.ClubEventPage })));
const ClubDiscussionsPage = lazy(() => import('./features/club-discussions/components/club-discussions-page').then((m) => ({ default: m.ClubDiscussionsPage })));
const ClubDiscussionFormPage = lazy(() =>
  import('./features/club-discussions/components/club-discussion-form-page').then((m) => ({ default: m.ClubDiscussionFormPage })),
);
const ClubDiscussionPage = lazy(() => import('./features/club-discussions/components/club-discussion-page').then((m) => ({ default: m.ClubDiscussionPage })));

export const version = __BUILD_VERSION__;

export const routes: RouteObject[] = [
  { path: '/events', element: lazyPage(EventsPage) },
  { path: '/events/create', element: lazyPage(EventFormPage) },
  { path: '/events/:segment', element: lazyPage(EventOrEvents) },
  { path: '/events/:eventId/edit', element: lazyPage(EventFormPage) },
  { path: '/events/:eventId/invite', element: lazyPage(EventInvitePage) },
  { path: '/clubs', element: lazyPage(ClubsPage) },
  { path: '/clubs/create', element: lazyPage(ClubFormPage) },
  { path: '/clubs/profile', element: lazyPage(MyClubsRedirect) },
  {
    path: '/clubs/:slug',
    element: lazyPage(ClubLayout),
    children: [
      { index: true, element: lazyPage(ClubAboutPage) },
      { path: 'about', element: lazyPage(ClubAboutPage) },
      { path: 'followers', element: lazyPage(ClubFollowersPage) },
      { path: 'admin', element: lazyPage(ClubAdminPage) },
      { path: 'events', element: lazyPage(ClubEventsPage) },
      { path: 'events/create', element: lazyPage(ClubEventFormPage) },
      { path: 'events/:eventId', element: lazyPage(ClubEventPage) },
      { path: 'events/:eventId/edit', element: lazyPage(ClubEventFormPage) },
      { path: 'discussions', element: lazyPage(ClubDiscussionsPage) },
      { path: 'discussions/create', element: lazyPage(ClubDiscussionFormPage) },
      { path: 'discussions/*', element: lazyPage(ClubDiscussionPage) },
    ],
  },
];
