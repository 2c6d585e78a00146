import { bus, isLoggedIn, useObservable } from '@trailhead/shared-kernel/bus';
import { useQuery, useVehicleTypeFilter, vehiclesQuery } from '@trailhead/shared-kernel/query';
import { Link, useSearchParams, usePageParam } from '@trailhead/shared-kernel/router';
import type { TrailEvent } from '@trailhead/shared-kernel/types';
import { Box, Button, Checkbox, Flex, Heading, HStack, NotFoundPage, OptionSelect, Pager, QueryView, RouterLink, SimpleGrid, Stack, Text } from '@trailhead/shared-kernel/ui';
import { useEvents } from '../api/get-events';
import { optionLabel, useOptionList } from '../../../lib/option-lists';
import { EventCard } from './event-card';
import { EventsMapView } from './events-map-view';

/** The URL's query parameters are the spec's own (GET /events), so a filtered list can be shared. */
const PARAM = { past: 'past_events', cancelled: 'cancelled_events', region: 'region', vehicle: 'vehicle_type_id', view: 'view', page: 'page' } as const;

/**
 * Upcoming (or past) events: for the vehicle type chosen in the shell, named by a slug
 * (/events/{vehicle-slug}), or picked here; filtered by region; as a list or on a map.
 */
export function EventsPage({ vehicleSlug }: { vehicleSlug?: string }) {
  const [params, setParams] = useSearchParams();
  const pastEvents = params.get(PARAM.past) === '1';
  const cancelledEvents = params.get(PARAM.cancelled) === '1';
  const region = params.get(PARAM.region) ?? '';
  const mapView = params.get(PARAM.view) === 'map';
  const page = usePageParam();
  const filter = useVehicleTypeFilter(vehicleSlug);
  const picked = params.get(PARAM.vehicle);
  const vehicleTypeId = picked !== null && /^\d+$/.test(picked) ? Number(picked) : (filter.vehicleTypeId ?? 0);
  const events = useEvents({ pastEvents, cancelledEvents, region, page, vehicleTypeId });
  const regions = useOptionList('regions');
  const vehicles = useQuery(vehiclesQuery());
  if (vehicleSlug && !filter.loading && filter.vehicleTypeId === null) return <NotFoundPage />;

  const basePath = vehicleSlug ? `/events/${vehicleSlug}` : '/events';
  /** Changes some parameters; any change of filter goes back to page 1. */
  const change = (next: Record<string, string | null>) => {
    const search = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === null) search.delete(key);
      else search.set(key, value);
    }
    if (!('page' in next)) search.delete(PARAM.page);
    setParams(search);
  };
  const hrefForPage = (n: number) => {
    const search = new URLSearchParams(params);
    search.set(PARAM.page, String(n));
    return `${basePath}?${search}`;
  };
  const vehicleTypes = vehicles.data?.vehicle_types ?? [];
  const vehicleLabel = (id: number) => (id === 0 ? null : (vehicleTypes.find((type) => type.vehicle_type_id === id)?.title ?? null));

  return (
    <Stack gap="5">
      <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }} gap="3">
        <Heading as="h1" size="2xl">
          Events
        </Heading>
        <HostEvent />
      </Flex>

      <Flex as="form" role="search" aria-label="Filter events" gap="3" wrap="wrap" align="center" onSubmit={(event) => event.preventDefault()}>
        <HStack gap="2" role="group" aria-label="Which events">
          <Button size="sm" variant={pastEvents ? 'outline' : 'solid'} onClick={() => change({ [PARAM.past]: null })} aria-pressed={!pastEvents}>
            Upcoming
          </Button>
          <Button size="sm" variant={pastEvents ? 'solid' : 'outline'} onClick={() => change({ [PARAM.past]: '1' })} aria-pressed={pastEvents}>
            Past
          </Button>
        </HStack>
        <OptionSelect
          size="sm"
          w="auto"
          label="Region"
          placeholder="All regions"
          value={region}
          options={Object.entries(regions.data?.values ?? {}).map(([value, label]) => ({ value, label }))}
          onChange={(value) => change({ [PARAM.region]: value || null })}
        />
        <OptionSelect
          size="sm"
          w="auto"
          label="Vehicle type"
          value={vehicleTypeId}
          options={[{ value: 0, label: 'All vehicle types' }, ...vehicleTypes.filter((type) => type.vehicle_type_id !== 0).map((type) => ({ value: type.vehicle_type_id, label: type.title }))]}
          onChange={(value) => change({ [PARAM.vehicle]: value })}
        />
        <Checkbox.Root size="sm" checked={cancelledEvents} onCheckedChange={(state) => change({ [PARAM.cancelled]: state.checked === true ? '1' : null })}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Show cancelled</Checkbox.Label>
        </Checkbox.Root>
        <HStack gap="2" role="group" aria-label="View" ml={{ md: 'auto' }}>
          <Button size="sm" variant={mapView ? 'outline' : 'solid'} aria-pressed={!mapView} onClick={() => change({ [PARAM.view]: null, page: params.get(PARAM.page) })}>
            List
          </Button>
          <Button size="sm" variant={mapView ? 'solid' : 'outline'} aria-pressed={mapView} onClick={() => change({ [PARAM.view]: 'map' })}>
            Map
          </Button>
        </HStack>
      </Flex>

      {mapView ? (
        <EventsMapView vehicleTypeId={vehicleTypeId} pastEvents={pastEvents} regions={regions.data} />
      ) : (
        <QueryView query={events} what="events">
          {({ events: list, pagination }) => (
            <>
              {list.length === 0 ? (
                <Text data-testid="no-events">{emptyText({ pastEvents, region: region && optionLabel(regions.data, region), vehicle: vehicleLabel(vehicleTypeId) })}</Text>
              ) : (
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" data-testid="event-list">
                  {list.map((event: TrailEvent) => (
                    <EventCard key={event.event_id} event={event} regionLabel={optionLabel(regions.data, event.region)} vehicleLabel={vehicleLabel(event.vehicle_type_id)} />
                  ))}
                </SimpleGrid>
              )}
              <Pager pagination={pagination} hrefFor={hrefForPage} renderLink={(href, label) => <RouterLink to={href}>{label}</RouterLink>} />
            </>
          )}
        </QueryView>
      )}
    </Stack>
  );
}

function emptyText({ pastEvents, region, vehicle }: { pastEvents: boolean; region: string; vehicle: string | null }): string {
  const where = [region && `in ${region}`, vehicle && `for ${vehicle}`].filter(Boolean).join(' ');
  return `There are no ${pastEvents ? 'past' : 'upcoming'} events${where ? ` ${where}` : ''}. Try another region or vehicle type.`;
}

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
