import { useQuery } from '@trailhead/shared-kernel/query';
import { useEventEngine } from '../../../lib/event-engine';
import { eventQuery } from '../../../lib/event-query';

/** GET /events/{id} (a club's: /clubs/events/{id}): the event being edited, with what the viewer may do with it. */
export function useEventToEdit(eventId: number | null) {
  const engine = useEventEngine();
  return useQuery({ ...eventQuery(eventId ?? 0, engine), enabled: eventId !== null });
}
