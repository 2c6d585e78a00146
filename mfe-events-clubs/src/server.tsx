// The events area's server entry: the site's server draws these pages for a visitor before any code
// arrives, from the very route table the browser then takes them over with (see mfe-forum's). Dates
// go through shared-kernel/dates and the event's own clock (event-text.ts), so the takeover finds
// the same text whatever the visitor's time zone.
import type { DrawnRoute } from '@trailhead/shared-kernel/types';

export { routes, version } from './routes';

/** The query parameters the list reads (the spec's own GET /events flags, the view and the page). */
const LIST_QUERY = ['past_events', 'cancelled_events', 'region', 'vehicle_type_id', 'view', 'page'];

export const drawnRoutes: DrawnRoute[] = [
  { path: '/events', query: LIST_QUERY },
  // An event (/events/42) or the list for a vehicle type (/events/trekker); the event form is a member's page.
  { path: '/events/:segment', only: (pathname) => pathname !== '/events/create', query: LIST_QUERY },
];
