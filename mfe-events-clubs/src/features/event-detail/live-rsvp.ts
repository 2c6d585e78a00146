import { useEffect } from 'react';
import { openLiveStream } from '@trailhead/shared-kernel/live';
import { invalidateApiQueries, useQueryClient } from '@trailhead/shared-kernel/query';
import { useEventEngine } from '../../lib/event-engine';
import { editCachedEvent } from './api/get-event';

/**
 * Other people's RSVPs while the page is open (GET /live?event_id=…, `event: rsvp`): the count
 * changes at once, then the event (the viewer's own place may have moved: promoted from the
 * waitlist) and the list of who is going are read again.
 */
export function useLiveRsvp(eventId: number) {
  const client = useQueryClient();
  const engine = useEventEngine();
  useEffect(() => {
    const subscription = openLiveStream({ eventId }).subscribe((message) => {
      if (message.type !== 'rsvp' || message.data.event_id !== eventId) return;
      const { attending_count, waitlist_count, rigs_no, is_cancelled } = message.data;
      editCachedEvent(client, engine, eventId, (event) => ({ ...event, attending_count, waitlist_count, rigs_no, is_cancelled }));
      void invalidateApiQueries(client, `/api${engine.eventPath(eventId)}`);
    });
    return () => subscription.unsubscribe();
  }, [client, engine, eventId]);
}
