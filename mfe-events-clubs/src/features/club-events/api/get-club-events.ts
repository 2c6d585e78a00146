import { useQuery } from '@trailhead/shared-kernel/query';
import { eventsQuery, type EventsFilter } from '../../events';

/** GET /clubs/{slug}/events {past_events, page, cancelled_events, region, vehicle_type_id}: the spec's flags, as GET /events. */
export const clubEventsQuery = (slug: string, filter: EventsFilter) => eventsQuery(filter, `/clubs/${encodeURIComponent(slug)}/events`);

export const useClubEvents = (slug: string, filter: EventsFilter) => useQuery(clubEventsQuery(slug, filter));
