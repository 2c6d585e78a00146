import { useQuery, type QueryClient } from '@trailhead/shared-kernel/query';
import type { EventDetail, EventResponse } from '@trailhead/shared-kernel/types';
import { useEventEngine, type EventEngine } from '../../../lib/event-engine';
import { eventQuery } from '../../../lib/event-query';

export function useEvent(eventId: number) {
  const engine = useEventEngine();
  return useQuery(eventQuery(eventId, engine));
}

/** Every write on an event answers with the event as it is now: that answer becomes the page (the rest of a club's answer stays). */
export function putEvent(client: QueryClient, engine: EventEngine, event: EventDetail): void {
  client.setQueryData<EventResponse>(eventQuery(event.event_id, engine).queryKey, (current) => ({ ...current, event }));
}

/** Changes the cached event in place (an optimistic RSVP, a count from the live stream). */
export function editCachedEvent(client: QueryClient, engine: EventEngine, eventId: number, edit: (event: EventDetail) => EventDetail): EventDetail | undefined {
  const key = eventQuery(eventId, engine).queryKey;
  const before = client.getQueryData<EventResponse>(key)?.event;
  if (before) client.setQueryData<EventResponse>(key, (current) => ({ ...current, event: edit(before) }));
  return before;
}
