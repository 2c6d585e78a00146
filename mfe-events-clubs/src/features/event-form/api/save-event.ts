import { apiRequest } from '@trailhead/shared-kernel/api';
import type { EventFormPayload, EventResponse } from '@trailhead/shared-kernel/types';

/** POST /events (a new event) or POST /events/{id} (an edit; apply_to for an occurrence of a series). */
export function saveEvent(payload: EventFormPayload, eventId: number | null): Promise<EventResponse> {
  return apiRequest<EventResponse>(eventId === null ? '/events' : `/events/${eventId}`, { method: 'POST', body: payload });
}
