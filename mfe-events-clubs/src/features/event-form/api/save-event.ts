import { apiRequest } from '@trailhead/shared-kernel/api';
import type { EventFormPayload, EventResponse } from '@trailhead/shared-kernel/types';
import { siteEventEngine, type EventEngine } from '../../../lib/event-engine';

/**
 * A new event (POST /events; a club's: POST /clubs/{id}/events) or an edit (POST /events/{id};
 * a club's: POST /clubs/events/{id}; apply_to for an occurrence of a series).
 */
export function saveEvent(payload: EventFormPayload, eventId: number | null, engine: EventEngine = siteEventEngine): Promise<EventResponse> {
  return apiRequest<EventResponse>(eventId === null ? engine.createPath : engine.eventPath(eventId), { method: 'POST', body: payload });
}
