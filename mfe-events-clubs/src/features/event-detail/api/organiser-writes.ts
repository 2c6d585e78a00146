import { apiRequest } from '@trailhead/shared-kernel/api';
import { invalidateApiQueries, useMutation, useQueryClient } from '@trailhead/shared-kernel/query';
import type { EventResponse } from '@trailhead/shared-kernel/types';
import { cachedUrl, siteEventEngine, useEventEngine, type EventEngine } from '../../../lib/event-engine';
import { putEvent } from './get-event';

/** POST /events/{id}/rsvp-limit {rigs_no}: 0 is unlimited; a higher limit promotes from the waitlist. */
export const setRsvpLimit = (eventId: number, rigsNo: number, engine: EventEngine = siteEventEngine) =>
  apiRequest<EventResponse>(engine.rsvpLimitPath(eventId), { method: 'POST', body: { rigs_no: rigsNo } });

/** POST /events/{id}/cancel (a club's: /clubs/events/{id}/cancel) {reason} */
export const cancelEvent = (eventId: number, reason: string, engine: EventEngine = siteEventEngine) =>
  apiRequest<EventResponse>(`${engine.eventPath(eventId)}/cancel`, { method: 'POST', body: { reason } });

export function useSetRsvpLimit(eventId: number) {
  const client = useQueryClient();
  const engine = useEventEngine();
  return useMutation({
    mutationFn: (rigsNo: number) => setRsvpLimit(eventId, rigsNo, engine),
    onSuccess: ({ event }) => {
      putEvent(client, engine, event);
      void invalidateApiQueries(client, `/api${engine.eventPath(eventId)}/attending`);
    },
  });
}

export function useCancelEvent(eventId: number) {
  const client = useQueryClient();
  const engine = useEventEngine();
  return useMutation({
    mutationFn: (reason: string) => cancelEvent(eventId, reason, engine),
    onSuccess: ({ event }) => {
      putEvent(client, engine, event);
      // The lists show the cancelled badge too.
      void client.invalidateQueries(cachedUrl(engine.staleAfterCancel));
    },
  });
}
