import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { EventAttendingResponse } from '@trailhead/shared-kernel/types';

/** GET /events/{id}/attending: who attends, and who waits in order. */
export const attendingQuery = (eventId: number) => apiQueryOptions<EventAttendingResponse>(`/events/${eventId}/attending`);

export const useAttending = (eventId: number) => useQuery(attendingQuery(eventId));
