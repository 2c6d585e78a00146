import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { EventRangeResponse } from '@trailhead/shared-kernel/types';

/** GET /events/{id}/range {distance, rsvp}: members whose map position lies within the distance (the event's unit). */
export const rangeQuery = (eventId: number, distance: number) => apiQueryOptions<EventRangeResponse>(`/events/${eventId}/range`, { distance, rsvp: 0 });

/** Asked only once the organiser has entered a distance and pressed Find. */
export const useRange = (eventId: number, distance: number | null) => useQuery({ ...rangeQuery(eventId, distance ?? 0), enabled: distance !== null });
