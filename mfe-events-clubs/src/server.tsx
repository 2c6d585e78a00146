// The events and clubs area's server entry: the site's server draws these pages for a visitor before any code
// arrives, from the very route table the browser then takes them over with (see mfe-forum's). Dates
// go through shared-kernel/dates and the event's own clock (event-text.ts), so the takeover finds
// the same text whatever the visitor's time zone.
import type { DrawnRoute } from '@trailhead/shared-kernel/types';

export { routes, version } from './routes';

/** The query parameters the list reads (the spec's own GET /events flags, the view and the page). */
const LIST_QUERY = ['past_events', 'cancelled_events', 'region', 'vehicle_type_id', 'view', 'page'];

/** What the clubs list reads (spec §3 list defaults' names, the vehicle type, the map or review view). */
const CLUBS_QUERY = ['page', 'search', 'clubType', 'sortBy', 'sortOrder', 'showFollowedOnly', 'vehicle_type_id', 'view'];

export const drawnRoutes: DrawnRoute[] = [
  { path: '/events', query: LIST_QUERY },
  // An event (/events/42) or the list for a vehicle type (/events/trekker); the event form is a member's page.
  { path: '/events/:segment', only: (pathname) => pathname !== '/events/create', query: LIST_QUERY },
  { path: '/clubs', query: CLUBS_QUERY },
  // A club and the tabs a visitor reads; the forms, the Admin tab and a discussion (the forum's
  // thread view, lent at run time) are drawn in the browser.
  { path: '/clubs/:slug', only: (pathname) => pathname !== '/clubs/create' },
  { path: '/clubs/:slug/about' },
  { path: '/clubs/:slug/followers', query: ['page'] },
  { path: '/clubs/:slug/events', query: LIST_QUERY },
  { path: '/clubs/:slug/events/:eventId', only: (pathname) => !pathname.endsWith('/events/create') },
  { path: '/clubs/:slug/discussions', query: ['page'] },
];
