import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { EventsResponse } from '@trailhead/shared-kernel/types';

export interface EventsFilter {
  pastEvents: boolean;
  cancelledEvents: boolean;
  /** A key of GET /lists/regions, or '' for every region. */
  region: string;
  page: number;
  vehicleTypeId: number;
}

/**
 * GET /events {past_events, page, cancelled_events, region, vehicle_type_id} with the spec's flags
 * (1 or 0); a club's list takes the same parameters at GET /clubs/{id}/events.
 */
export const eventsQuery = ({ pastEvents, cancelledEvents, region, page, vehicleTypeId }: EventsFilter, path = '/events') =>
  apiQueryOptions<EventsResponse>(path, {
    past_events: pastEvents ? 1 : 0,
    cancelled_events: cancelledEvents ? 1 : 0,
    page,
    region: region || undefined,
    vehicle_type_id: vehicleTypeId,
  });

export const useEvents = (filter: EventsFilter) => useQuery(eventsQuery(filter));
