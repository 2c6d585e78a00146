import { apiRequest } from '@trailhead/shared-kernel/api';
import { invalidateApiQueries, useMutation, useQueryClient } from '@trailhead/shared-kernel/query';
import type { EventDetail, EventResponse } from '@trailhead/shared-kernel/types';
import { siteEventEngine, useEventEngine, type EventEngine } from '../../../lib/event-engine';
import { editCachedEvent, putEvent } from './get-event';

/** POST /events/{id}/attend (a club's: /clubs/events/{id}/attend) {attend 1|0}: attend (or join the waitlist when full), or withdraw. */
export const attendEvent = (eventId: number, attend: boolean, engine: EventEngine = siteEventEngine) =>
  apiRequest<EventResponse>(`${engine.eventPath(eventId)}/attend`, { method: 'POST', body: { attend: attend ? 1 : 0 } });

/** What the page shows the moment the button is pressed, before the server answers. */
export function optimisticRsvp(event: EventDetail, attend: boolean): EventDetail {
  const { viewer } = event;
  if (attend) {
    if (viewer.rsvp !== 'none') return event;
    const full = event.rigs_no > 0 && event.attending_count >= event.rigs_no;
    return full
      ? { ...event, waitlist_count: event.waitlist_count + 1, viewer: { ...viewer, rsvp: 'waitlisted', waitlist_position: event.waitlist_count + 1 } }
      : { ...event, attending_count: event.attending_count + 1, viewer: { ...viewer, rsvp: 'attending', waitlist_position: null } };
  }
  if (viewer.rsvp === 'attending') return { ...event, attending_count: Math.max(0, event.attending_count - 1), viewer: { ...viewer, rsvp: 'none', waitlist_position: null } };
  if (viewer.rsvp === 'waitlisted') return { ...event, waitlist_count: Math.max(0, event.waitlist_count - 1), viewer: { ...viewer, rsvp: 'none', waitlist_position: null } };
  return event;
}

/** The RSVP button's write: shown at once, then replaced by the server's answer (or undone on failure). */
export function useAttendEvent(eventId: number) {
  const client = useQueryClient();
  const engine = useEventEngine();
  return useMutation({
    mutationFn: (attend: boolean) => attendEvent(eventId, attend, engine),
    onMutate: (attend: boolean) => ({ before: editCachedEvent(client, engine, eventId, (event) => optimisticRsvp(event, attend)) }),
    onError: (_error, _attend, context) => {
      if (context?.before) putEvent(client, engine, context.before);
    },
    onSuccess: ({ event }) => {
      putEvent(client, engine, event);
      void invalidateApiQueries(client, `/api${engine.eventPath(eventId)}/attending`);
    },
  });
}
