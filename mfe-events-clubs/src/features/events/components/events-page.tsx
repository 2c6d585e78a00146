import { bus, isLoggedIn, useObservable } from '@trailhead/shared-kernel/bus';
import { useVehicleTypeFilter } from '@trailhead/shared-kernel/query';
import { Link } from '@trailhead/shared-kernel/router';
import { Box, Button, Flex, Heading, HStack, NotFoundPage, RouterLink, Stack, Text } from '@trailhead/shared-kernel/ui';
import { useEvents } from '../api/get-events';
import { useOptionList } from '../../../lib/option-lists';
import { EVENT_LIST_PARAM, EventFilters, EventResults, useEventListParams, type EmptyText } from './event-list';
import { EventsMapView } from './events-map-view';

/**
 * Upcoming (or past) events: for the vehicle type chosen in the shell, named by a slug
 * (/events/{vehicle-slug}), or picked here; filtered by region; as a list or on a map.
 */
export function EventsPage({ vehicleSlug }: { vehicleSlug?: string }) {
  const filterBySlug = useVehicleTypeFilter(vehicleSlug);
  const basePath = vehicleSlug ? `/events/${vehicleSlug}` : '/events';
  const list = useEventListParams(basePath, filterBySlug.vehicleTypeId ?? 0);
  const { filter, params, change } = list;
  const mapView = params.get(EVENT_LIST_PARAM.view) === 'map';
  const events = useEvents(filter);
  const regions = useOptionList('regions');
  if (vehicleSlug && !filterBySlug.loading && filterBySlug.vehicleTypeId === null) return <NotFoundPage />;

  return (
    <Stack gap="5">
      <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }} gap="3">
        <Heading as="h1" size="2xl">
          Events
        </Heading>
        <HostEvent />
      </Flex>

      <EventFilters list={list} label="Filter events">
        <HStack gap="2" role="group" aria-label="View" ml={{ md: 'auto' }}>
          <Button size="sm" variant={mapView ? 'outline' : 'solid'} aria-pressed={!mapView} onClick={() => change({ [EVENT_LIST_PARAM.view]: null, page: params.get(EVENT_LIST_PARAM.page) })}>
            List
          </Button>
          <Button size="sm" variant={mapView ? 'solid' : 'outline'} aria-pressed={mapView} onClick={() => change({ [EVENT_LIST_PARAM.view]: 'map' })}>
            Map
          </Button>
        </HStack>
      </EventFilters>

      {mapView ? (
        <EventsMapView vehicleTypeId={filter.vehicleTypeId} pastEvents={filter.pastEvents} regions={regions.data} />
      ) : (
        <EventResults list={list} query={events} emptyText={emptyText} />
      )}
    </Stack>
  );
}

const emptyText: EmptyText = ({ pastEvents, where }) => `There are no ${pastEvents ? 'past' : 'upcoming'} events${where ? ` ${where}` : ''}. Try another region or vehicle type.`;

/** "Host an event" for members who may (can_create_events); a free member is told why not. */
function HostEvent() {
  const session = useObservable(bus.session$);
  if (!isLoggedIn(session) || !session.user) return null;
  if (session.user.can_create_events) {
    return (
      <Button asChild bg="brand.redDark" color="white" size="sm">
        <Link to="/events/create">Host an event</Link>
      </Button>
    );
  }
  return (
    <Box fontSize="sm" color="gray.700" maxW={{ sm: 'sm' }} data-testid="host-note">
      <Text>
        Hosting meetups, trips and rides is a benefit of paid membership.{' '}
        <RouterLink to="/join-us" fontWeight="semibold" color="brand.redDark">
          Become a member
        </RouterLink>{' '}
        to host events.
      </Text>
    </Box>
  );
}
