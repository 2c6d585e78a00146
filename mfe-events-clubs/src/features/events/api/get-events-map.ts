import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { EventsMapResponse } from '@trailhead/shared-kernel/types';

/** GET /events/map {vehicle_type_id, past_events}: the events that have coordinates, for the map view. */
export const eventsMapQuery = (vehicleTypeId: number, pastEvents: boolean) =>
  apiQueryOptions<EventsMapResponse>('/events/map', { vehicle_type_id: vehicleTypeId, past_events: pastEvents ? 1 : 0 });

export const useEventsMap = (vehicleTypeId: number, pastEvents: boolean) => useQuery(eventsMapQuery(vehicleTypeId, pastEvents));
