import { useEffect } from 'react';
import { bus, isLoggedIn, useObservable } from '@trailhead/shared-kernel/bus';
import { useParams } from '@trailhead/shared-kernel/router';
import type { UserProfile } from '@trailhead/shared-kernel/types';
import { NotFoundPage, QueryView, RouterLink, Stack, Text } from '@trailhead/shared-kernel/ui';
import { EventEngineProvider } from '../../../lib/event-engine';
import { EventFormFrame, eventFormLoading, EventFormRefusal, useEventToEdit } from '../../event-form';
import { useClubContext } from '../../club-layout';
import { useClubEventEngine } from '../club-event-engine';
import { hostRefusal } from '../host-refusal';

/**
 * /clubs/{slug}/events/create and /clubs/{slug}/events/{eventId}/edit: the site's event form (same
 * fields, recurrence, schema and messages), saved through the club calls (POST /clubs/{id}/events,
 * POST /clubs/events/{id}); on success the snackbar and the club event's page.
 */
export function ClubEventFormPage() {
  const { club } = useClubContext();
  const { eventId: idParam } = useParams();
  const eventId = idParam === undefined ? null : /^\d+$/.test(idParam) ? Number(idParam) : NaN;
  const session = useObservable(bus.session$);
  const engine = useClubEventEngine(club);
  const title = eventId === null ? 'New club event' : 'Edit club event';
  useEffect(() => {
    document.title = `${title} · ${club.name}`;
  }, [title, club.name]);

  if (Number.isNaN(eventId)) return <NotFoundPage />;
  if (session.status === null && !session.user) return eventFormLoading;
  if (!isLoggedIn(session) || !session.user) return <EventFormRefusal title={title} reason="login" />;
  return (
    <EventEngineProvider value={engine}>
      {eventId === null ? <CreateClubEvent title={title} user={session.user} /> : <EditClubEvent eventId={eventId} user={session.user} />}
    </EventEngineProvider>
  );
}

function CreateClubEvent({ title, user }: { title: string; user: UserProfile }) {
  const { club } = useClubContext();
  const session = useObservable(bus.session$);
  const refusal = hostRefusal(club, session);
  if (refusal !== null) {
    return (
      <EventFormRefusal title={title} reason="other">
        <Stack gap="2">
          <Text>{refusal}</Text>
          <RouterLink to={`/clubs/${club.slug}/events`}>Back to the club’s events</RouterLink>
        </Stack>
      </EventFormRefusal>
    );
  }
  return <EventFormFrame title={title} user={user} event={null} />;
}

function EditClubEvent({ eventId, user }: { eventId: number; user: UserProfile }) {
  const { club } = useClubContext();
  const event = useEventToEdit(eventId);
  return (
    <QueryView query={event} what="the event" notFound={<NotFoundPage />}>
      {({ event: detail }) =>
        detail.club_id !== club.id ? (
          <NotFoundPage />
        ) : detail.viewer.can_edit ? (
          <EventFormFrame title={`Edit ${detail.title}`} user={user} event={detail} />
        ) : (
          <EventFormRefusal title="Edit club event" reason="organiser" />
        )
      }
    </QueryView>
  );
}
