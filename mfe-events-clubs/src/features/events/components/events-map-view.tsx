import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@trailhead/shared-kernel/router';
import type { EventsMapResponse, OptionList } from '@trailhead/shared-kernel/types';
import { DateTime } from '@trailhead/shared-kernel/dates';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { Badge, Box, Flex, Heading, QueryView, RouterLink, Stack, Text } from '@trailhead/shared-kernel/ui';
import { useEventsMap } from '../api/get-events-map';
import { useMapsOptions } from '../../../lib/google-maps';
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
  const element = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let dispose: (() => void) | undefined;
    let active = true;
    import('../google-events-map')
      .then(({ drawEventsMap }) => (element.current ? drawEventsMap(element.current, apiKey, events, (path) => navigate(path)) : undefined))
      .then((cleanup) => (active ? (dispose = cleanup) : cleanup?.()))
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
      dispose?.();
    };
  }, [apiKey, events, navigate]);
  if (failed) return <Text color="red.700">Google Maps could not be loaded. Switch to the list to see the events.</Text>;
  return <Box ref={element} h={{ base: '360px', md: '520px' }} borderRadius="md" borderWidth="1px" role="region" aria-label="Map of events" data-testid="events-google-map" />;
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
