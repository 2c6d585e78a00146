import { lazy, Suspense, type ReactNode } from 'react';
import { bus, isLoggedIn, useObservable } from '@trailhead/shared-kernel/bus';
import { useParams } from '@trailhead/shared-kernel/router';
import type { EventDetail, UserProfile } from '@trailhead/shared-kernel/types';
import { Center, Flex, Heading, LogInButton, NotFoundPage, QueryView, RouterLink, Spinner, Stack, Text, TEXT_LINK } from '@trailhead/shared-kernel/ui';
import { useEventToEdit } from '../api/get-event';

// The form carries the site's editor: it loads only for someone who may host or edit.
const EventForm = lazy(() => import('./event-form').then((m) => ({ default: m.EventForm })));

export const LOGIN_REFUSAL = 'Please login in to see the content of the page.';
export const PAID_ONLY_REFUSAL = 'Hosting meetups, trips and rides is a benefit of paid membership.';
export const NOT_ORGANISER_REFUSAL = 'Only the organisers of this event can edit it.';

export const loading = (
  <Center py="10" role="status" aria-label="Loading">
    <Spinner />
  </Center>
);

/** /events/create and /events/{id}/edit: the event form, for those who may host (spec §5) or organise this event. */
export function EventFormPage() {
  const { eventId: idParam } = useParams();
  const eventId = idParam === undefined ? null : /^\d+$/.test(idParam) ? Number(idParam) : NaN;
  const session = useObservable(bus.session$);
  const title = eventId === null ? 'New Event' : 'Edit event';

  if (Number.isNaN(eventId)) return <NotFoundPage />;
  if (session.status === null && !session.user) return loading;
  if (!isLoggedIn(session) || !session.user) return <Refusal title={title} reason="login" />;
  if (eventId === null) {
    if (!session.user.can_create_events) return <Refusal title={title} reason="paid" />;
    return <FormFrame title={title} user={session.user} event={null} />;
  }
  return <EditEvent eventId={eventId} user={session.user} />;
}

function EditEvent({ eventId, user }: { eventId: number; user: UserProfile }) {
  const event = useEventToEdit(eventId);
  return (
    <QueryView query={event} what="the event" notFound={<NotFoundPage />}>
      {({ event: detail }) =>
        detail.viewer.can_edit ? <FormFrame title={`Edit ${detail.title}`} user={user} event={detail} /> : <Refusal title="Edit event" reason="organiser" />
      }
    </QueryView>
  );
}

/** The page's heading over the form (the form and its editor load only now); the event engine in context says where it posts. */
export function FormFrame({ title, user, event }: { title: string; user: UserProfile; event: EventDetail | null }) {
  return (
    <Stack gap="5" maxW="4xl" w="full" mx="auto">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Suspense fallback={loading}>
        <EventForm user={user} event={event} />
      </Suspense>
    </Stack>
  );
}

/** Why this person sees no form: log in, paid members only, organisers only, or (a club's) words of its own. */
export function Refusal({ title, reason, children }: { title: string; reason: 'login' | 'paid' | 'organiser' | 'other'; children?: ReactNode }) {
  return (
    <Stack gap="4" maxW="3xl">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Flex borderWidth="1px" borderRadius="md" p="4" gap="3" align="center" justify="space-between" wrap="wrap" data-testid="event-form-refusal">
        {reason === 'other' && children}
        {reason === 'login' && (
          <>
            <Text>{LOGIN_REFUSAL}</Text>
            <LogInButton />
          </>
        )}
        {reason === 'paid' && (
          <Stack gap="2">
            <Text fontWeight="semibold">{PAID_ONLY_REFUSAL}</Text>
            <Text>
              Paid members host meetups, trips and rides, get priority RSVPs and more.{' '}
              <RouterLink to="/benefits" {...TEXT_LINK}>
                See the membership benefits
              </RouterLink>
              .
            </Text>
          </Stack>
        )}
        {reason === 'organiser' && <Text>{NOT_ORGANISER_REFUSAL}</Text>}
      </Flex>
    </Stack>
  );
}
