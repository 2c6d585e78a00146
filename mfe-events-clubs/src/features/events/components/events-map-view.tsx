import { useMemo } from 'react';
import type { EventsMapResponse, OptionList } from '@trailhead/shared-kernel/types';
import { DateTime } from '@trailhead/shared-kernel/dates';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { Badge, Box, Flex, Heading, QueryView, RouterLink, Stack, Text } from '@trailhead/shared-kernel/ui';
import { useEventsMap } from '../api/get-events-map';
import { useMapsOptions } from '@trailhead/shared-kernel/maps';
import { GoogleMarkerMap } from '../../../lib/google-marker-map';
import { optionLabel } from '../../../lib/option-lists';
import { attendanceText, KIND_LABELS, placeText } from '../event-text';

type MapEvent = EventsMapResponse['events'][number];

/** The events on a map when the site has a Google Maps key; without one, the same events by region. */
export function EventsMapView({ vehicleTypeId, pastEvents, regions }: { vehicleTypeId: number; pastEvents: boolean; regions: OptionList | undefined }) {
  const events = useEventsMap(vehicleTypeId, pastEvents);
  const options = useMapsOptions();
  return (
    <QueryView query={events} what="the events map">
      {({ events: list }) => {
        if (list.length === 0) return <Text data-testid="no-events">No events with a place on the map for this choice.</Text>;
        if (options.isPending) return null;
        const key = options.data?.google_maps_api_key;
        return key ? <GoogleEventsMap apiKey={key} events={list} /> : <EventsByRegion events={list} regions={regions} />;
      }}
    </QueryView>
  );
}

function GoogleEventsMap({ apiKey, events }: { apiKey: string; events: MapEvent[] }) {
  const markers = useMemo(
    () =>
      events
        .filter((event) => event.latitude !== null && event.longitude !== null)
        .map((event) => ({
          latitude: event.latitude as number,
          longitude: event.longitude as number,
          title: event.title,
          label: `${event.title} · ${[event.location_name, event.city, event.state].filter(Boolean).join(', ')}`,
          href: event.view_url,
        })),
    [events],
  );
  return <GoogleMarkerMap apiKey={apiKey} markers={markers} label="Map of events" failedText="Google Maps could not be loaded. Switch to the list to see the events." testId="events-google-map" />;
}

/** Without a map: the events grouped by region, regions in the order of their list. */
function EventsByRegion({ events, regions }: { events: MapEvent[]; regions: OptionList | undefined }) {
  const order = Object.keys(regions?.values ?? {});
  const groups = new Map<string, MapEvent[]>();
  for (const event of events) groups.set(event.region, [...(groups.get(event.region) ?? []), event]);
  const keys = [...groups.keys()].sort((a, b) => (order.indexOf(a) + 1 || 999) - (order.indexOf(b) + 1 || 999) || a.localeCompare(b));
  return (
    <Stack gap="5" data-testid="events-by-region">
      <Text fontSize="sm" color="gray.700">
        This site has no map key, so here are the events with a place, by region.
      </Text>
      {keys.map((region) => (
        <Box as="section" key={region} aria-labelledby={`region-${region}`}>
          <Heading as="h2" size="md" id={`region-${region}`} mb="2">
            {optionLabel(regions, region)} <Badge ml="1">{groups.get(region)?.length}</Badge>
          </Heading>
          <Stack as="ul" gap="2" listStyleType="none">
            {(groups.get(region) ?? []).map((event) => (
              <Flex as="li" key={event.event_id} gap="2" wrap="wrap" align="baseline" borderBottomWidth="1px" pb="2">
                <Badge colorPalette="orange">{KIND_LABELS[event.kind]}</Badge>
                <RouterLink to={toSitePath(event.view_url)} fontWeight="semibold">
                  {event.title}
                </RouterLink>
                <Text fontSize="sm" color="gray.700">
                  <DateTime seconds={event.start_date} /> · {placeText(event)} · {attendanceText(event)}
                  {event.latitude !== null && event.longitude !== null && ` · ${event.latitude.toFixed(3)}, ${event.longitude.toFixed(3)}`}
                </Text>
              </Flex>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
