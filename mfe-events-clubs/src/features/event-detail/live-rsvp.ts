import { useEffect } from 'react';
import { openLiveStream, type LiveStreamOptions } from '@trailhead/shared-kernel/live';
import { invalidateApiQueries, useQueryClient } from '@trailhead/shared-kernel/query';
import type { LiveRsvpEvent } from '@trailhead/shared-kernel/types';
import { editCachedEvent } from './api/get-event';

/**
 * Other people's RSVPs while the page is open (GET /live?event_id=…, `event: rsvp`): the count
 * changes at once, then the event (the viewer's own place may have moved: promoted from the
 * waitlist) and the list of who is going are read again.
 */
export function useLiveRsvp(eventId: number) {
  const client = useQueryClient();
  useEffect(() => {
    // Written against the stream's eventId option and its `rsvp` message, whichever version of it the page has.
    const subscription = openLiveStream({ eventId } as LiveStreamOptions).subscribe((message) => {
      const { type, data } = message as unknown as { type: string; data: LiveRsvpEvent };
      if (type !== 'rsvp' || data.event_id !== eventId) return;
      editCachedEvent(client, eventId, (event) => ({ ...event, attending_count: data.attending_count, waitlist_count: data.waitlist_count, rigs_no: data.rigs_no, is_cancelled: data.is_cancelled }));
      void invalidateApiQueries(client, `/api/events/${eventId}`);
    });
    return () => subscription.unsubscribe();
  }, [client, eventId]);
}
