import { useParams } from '@trailhead/shared-kernel/router';
import { NotFoundPage } from '@trailhead/shared-kernel/ui';
import { EventEngineProvider } from '../../../lib/event-engine';
import { EventPage } from '../../event-detail';
import { useClubContext } from '../../club-layout';
import { useClubEventEngine } from '../club-event-engine';

/**
 * /clubs/{slug}/events/{eventId}: the site's event page (details, RSVP and waitlist, who is going,
 * organiser tools, calendar links, the discussion with replies) on the club calls (GET
 * /clubs/events/{id}, /attend, /attending, /cancel). An event of another club is not found here.
 */
export function ClubEventPage() {
  const { club } = useClubContext();
  const { eventId = '' } = useParams();
  const engine = useClubEventEngine(club);
  if (!/^\d+$/.test(eventId)) return <NotFoundPage />;
  return (
    <EventEngineProvider value={engine}>
      <EventPage eventId={Number(eventId)} />
    </EventEngineProvider>
  );
}
