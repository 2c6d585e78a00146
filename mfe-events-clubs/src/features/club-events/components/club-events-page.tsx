import { useEffect } from 'react';
import { bus, useObservable } from '@trailhead/shared-kernel/bus';
import { useVehicleTypeFilter } from '@trailhead/shared-kernel/query';
import { Link } from '@trailhead/shared-kernel/router';
import type { ClubDetail } from '@trailhead/shared-kernel/types';
import { Button, Flex, Heading, Stack, Text } from '@trailhead/shared-kernel/ui';
import { EventFilters, EventResults, useEventListParams, type EmptyText } from '../../events';
import { useClubContext } from '../../club-layout';
import { useClubEvents } from '../api/get-club-events';
import { hostRefusal } from '../host-refusal';

/**
 * /clubs/{slug}/events: the club's events (GET /clubs/{slug}/events) with the site list's filters in
 * the URL (past_events, cancelled_events, region, vehicle_type_id: the spec's flags), paged.
 */
export function ClubEventsPage() {
  const { club } = useClubContext();
  const shellVehicle = useVehicleTypeFilter(undefined);
  const list = useEventListParams(`/clubs/${club.slug}/events`, shellVehicle.vehicleTypeId ?? 0);
  const events = useClubEvents(club.slug, list.filter);
  useEffect(() => {
    document.title = `Events · ${club.name}`;
  }, [club.name]);
  const emptyText: EmptyText = ({ pastEvents, where }) =>
    `${club.name} has no ${pastEvents ? 'past' : 'upcoming'} events${where ? ` ${where}` : ''}${club.can_post && !pastEvents ? '. Create the first one!' : '.'}`;

  return (
    <Stack gap="5" data-testid="club-events">
      <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }} gap="3">
        <Heading as="h2" size="xl">
          Events
        </Heading>
        <HostClubEvent club={club} />
      </Flex>
      <EventFilters list={list} label="Filter the club’s events" />
      <EventResults list={list} query={events} emptyText={emptyText} />
    </Stack>
  );
}

/** "Create a club event" for those who may (club.can_post); anyone else reads why not. */
function HostClubEvent({ club }: { club: ClubDetail }) {
  const session = useObservable(bus.session$);
  // Until the session is known nothing is said (a member would read "log in" for a moment).
  if (session.status === null && !session.user) return null;
  const refusal = hostRefusal(club, session);
  if (refusal === null) {
    return (
      <Button asChild bg="brand.redDark" color="white" size="sm">
        <Link to={`/clubs/${club.slug}/events/create`}>Create a club event</Link>
      </Button>
    );
  }
  return (
    <Text fontSize="sm" color="gray.700" maxW={{ sm: 'sm' }} data-testid="club-host-note">
      {refusal}
    </Text>
  );
}
