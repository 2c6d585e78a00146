import { useVehicleTypeFilter } from '@trailhead/shared-kernel/query';
import { useParams, useSearchParams, usePageParam } from '@trailhead/shared-kernel/router';
import type { TrailEvent } from '@trailhead/shared-kernel/types';
import { DateTime } from '@trailhead/shared-kernel/dates';
import { Badge, Box, Button, Flex, Heading, HStack, NotFoundPage, Pager, QueryView, RouterLink, SimpleGrid, Stack, Text } from '@trailhead/shared-kernel/ui';
import { useEvents } from '../api/get-events';

const KIND_LABELS: Record<TrailEvent['kind'], string> = { online: 'Online', meetup: 'Meetup', ride: 'Ride', trip: 'Trip' };

/** Upcoming (or past) events for the vehicle type chosen in the shell. */
export function EventsPage() {
  const [params, setParams] = useSearchParams();
  const pastEvents = params.get('past') === '1';
  const page = usePageParam();
  const { vehicleSlug } = useParams();
  const filter = useVehicleTypeFilter(vehicleSlug);
  const vehicleTypeId = filter.vehicleTypeId ?? 0;
  const events = useEvents({ pastEvents, page, vehicleTypeId });
  if (vehicleSlug && !filter.loading && filter.vehicleTypeId === null) return <NotFoundPage />;

  return (
    <Stack gap="5">
      <Flex justify="space-between" align="center" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          Events
        </Heading>
        <HStack gap="2" role="group" aria-label="Which events">
          <Button size="sm" variant={pastEvents ? 'outline' : 'solid'} onClick={() => setParams({})} aria-pressed={!pastEvents}>
            Upcoming
          </Button>
          <Button size="sm" variant={pastEvents ? 'solid' : 'outline'} onClick={() => setParams({ past: '1' })} aria-pressed={pastEvents}>
            Past
          </Button>
        </HStack>
      </Flex>
      <QueryView query={events} what="events">
        {({ events: list, pagination }) => (
          <>
            {list.length === 0 && <Text>No {pastEvents ? 'past' : 'upcoming'} events for this vehicle type.</Text>}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" data-testid="event-list">
              {list.map((event) => (
                <EventCard key={event.event_id} event={event} />
              ))}
            </SimpleGrid>
            <Pager
              pagination={pagination}
              hrefFor={(n) => `/events?${new URLSearchParams({ ...(pastEvents ? { past: '1' } : {}), page: String(n) })}`}
              renderLink={(href, label) => <RouterLink to={href}>{label}</RouterLink>}
            />
          </>
        )}
      </QueryView>
    </Stack>
  );
}

function EventCard({ event }: { event: TrailEvent }) {
  return (
    <Box as="article" borderWidth="1px" borderRadius="md" p="4" data-testid="event-card">
      <HStack gap="2" mb="1">
        <Badge colorPalette="orange">{KIND_LABELS[event.kind]}</Badge>
        {event.is_cancelled && <Badge colorPalette="red">Cancelled</Badge>}
        <Text fontSize="sm" color="gray.600" textTransform="capitalize">{event.region.replace(/-/g, ' ')}</Text>
      </HStack>
      <Heading as="h2" size="md">
        {event.title}
      </Heading>
      <Text fontSize="sm" color="gray.700">
        <DateTime seconds={event.start_date} />
      </Text>
      <Text fontSize="sm" color="gray.700">
        {[event.location_name, event.city, event.state].filter(Boolean).join(', ')}
      </Text>
      <Text fontSize="sm" mt="2">
        {event.attending_count} going{event.rigs_no > 0 ? ` · limit ${event.rigs_no} rigs` : ''} · hosted by {event.User.username}
      </Text>
    </Box>
  );
}
