import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { EventsResponse } from '@trailhead/shared-kernel/types';

export interface EventsFilter {
  pastEvents: boolean;
  page: number;
  vehicleTypeId: number;
}

/** GET /events with the spec's flags (1 or 0). */
export const eventsQuery = ({ pastEvents, page, vehicleTypeId }: EventsFilter) =>
  apiQueryOptions<EventsResponse>('/events', { past_events: pastEvents ? 1 : 0, cancelled_events: 0, page, vehicle_type_id: vehicleTypeId });

export const useEvents = (filter: EventsFilter) => useQuery(eventsQuery(filter));
