import { apiQueryOptions } from '@trailhead/shared-kernel/query';
import type { EventResponse } from '@trailhead/shared-kernel/types';

/** GET /events/{id}: the event, who is named on it, and where the viewer stands (its page and its edit form share it). */
export const eventQuery = (eventId: number) => apiQueryOptions<EventResponse>(`/events/${eventId}`);
