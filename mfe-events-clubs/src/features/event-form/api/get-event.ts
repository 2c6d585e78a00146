import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { EventResponse } from '@trailhead/shared-kernel/types';

/** GET /events/{id}: the event being edited, with what the viewer may do with it. */
export const eventQuery = (eventId: number) => apiQueryOptions<EventResponse>(`/events/${eventId}`);

export const useEventToEdit = (eventId: number | null) => useQuery({ ...eventQuery(eventId ?? 0), enabled: eventId !== null });
