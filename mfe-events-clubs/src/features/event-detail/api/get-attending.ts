import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { EventAttendingResponse } from '@trailhead/shared-kernel/types';
import { siteEventEngine, useEventEngine, type EventEngine } from '../../../lib/event-engine';

/** GET /events/{id}/attending (a club's: /clubs/events/{id}/attending): who attends, and who waits in order. */
export const attendingQuery = (eventId: number, engine: EventEngine = siteEventEngine) => apiQueryOptions<EventAttendingResponse>(`${engine.eventPath(eventId)}/attending`);

export function useAttending(eventId: number) {
  const engine = useEventEngine();
  return useQuery(attendingQuery(eventId, engine));
}
