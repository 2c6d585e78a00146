import { apiRequest } from '@trailhead/shared-kernel/api';
import { invalidateApiQueries, useMutation, useQueryClient } from '@trailhead/shared-kernel/query';
import type { EventResponse } from '@trailhead/shared-kernel/types';
import { putEvent } from './get-event';

/** POST /events/{id}/rsvp-limit {rigs_no}: 0 is unlimited; a higher limit promotes from the waitlist. */
export const setRsvpLimit = (eventId: number, rigsNo: number) => apiRequest<EventResponse>(`/events/${eventId}/rsvp-limit`, { method: 'POST', body: { rigs_no: rigsNo } });

/** POST /events/{id}/cancel {reason} */
export const cancelEvent = (eventId: number, reason: string) => apiRequest<EventResponse>(`/events/${eventId}/cancel`, { method: 'POST', body: { reason } });

export function useSetRsvpLimit(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rigsNo: number) => setRsvpLimit(eventId, rigsNo),
    onSuccess: ({ event }) => {
      putEvent(client, event);
      void invalidateApiQueries(client, `/api/events/${eventId}/attending`);
    },
  });
}

export function useCancelEvent(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => cancelEvent(eventId, reason),
    onSuccess: ({ event }) => {
      putEvent(client, event);
      // The lists show the cancelled badge too.
      void invalidateApiQueries(client, '/api/events?');
    },
  });
}
