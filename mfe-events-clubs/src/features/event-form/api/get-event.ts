import { useQuery } from '@trailhead/shared-kernel/query';
import { eventQuery } from '../../../lib/event-query';

/** GET /events/{id}: the event being edited, with what the viewer may do with it. */

export const useEventToEdit = (eventId: number | null) => useQuery({ ...eventQuery(eventId ?? 0), enabled: eventId !== null });
