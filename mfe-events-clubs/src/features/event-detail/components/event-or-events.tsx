import { useParams } from '@trailhead/shared-kernel/router';
import { EventsPage } from '../../events';
import { EventPage } from './event-page';

/** /events/{segment}: a number is an event (/events/{id}), anything else a vehicle type's slug (spec §2). */
export function EventOrEvents() {
  const { segment = '' } = useParams();
  return /^\d+$/.test(segment) ? <EventPage eventId={Number(segment)} /> : <EventsPage vehicleSlug={segment} />;
}
