import { useQuery, type QueryClient } from '@trailhead/shared-kernel/query';
import type { EventDetail, EventResponse } from '@trailhead/shared-kernel/types';
import { eventQuery } from '../../../lib/event-query';

export const useEvent = (eventId: number) => useQuery(eventQuery(eventId));

/** Every write on an event answers with the event as it is now: that answer becomes the page. */
export function putEvent(client: QueryClient, event: EventDetail): void {
  client.setQueryData<EventResponse>(eventQuery(event.event_id).queryKey, { event });
}

/** Changes the cached event in place (an optimistic RSVP, a count from the live stream). */
export function editCachedEvent(client: QueryClient, eventId: number, edit: (event: EventDetail) => EventDetail): EventDetail | undefined {
  const key = eventQuery(eventId).queryKey;
  const before = client.getQueryData<EventResponse>(key)?.event;
  if (before) client.setQueryData<EventResponse>(key, { event: edit(before) });
  return before;
}
