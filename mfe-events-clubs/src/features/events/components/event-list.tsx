// The parts of an events list that the site's list (/events) and a club's (/clubs/{slug}/events)
// share: the filters, kept in the URL with the spec's own parameter names, and the paged results.
import type { ReactNode } from 'react';
import type { ApiError } from '@trailhead/shared-kernel/api';
import { useQuery, type UseQueryResult, vehiclesQuery } from '@trailhead/shared-kernel/query';
import { usePageParam, useSearchParams } from '@trailhead/shared-kernel/router';
import type { EventsResponse, OptionList, TrailEvent } from '@trailhead/shared-kernel/types';
import { Button, Checkbox, Flex, HStack, OptionSelect, Pager, QueryView, SimpleGrid, Text } from '@trailhead/shared-kernel/ui';
import { optionLabel, useOptionList } from '../../../lib/option-lists';
import type { EventsFilter } from '../api/get-events';
import { EventCard } from './event-card';

/** The URL's query parameters are the spec's own (GET /events, GET /clubs/{id}/events), so a filtered list can be shared. */
export const EVENT_LIST_PARAM = { past: 'past_events', cancelled: 'cancelled_events', region: 'region', vehicle: 'vehicle_type_id', view: 'view', page: 'page' } as const;

export interface EventListParams {
  filter: EventsFilter;
  params: URLSearchParams;
  /** Changes some parameters; any change of filter goes back to page 1 (unless `page` is among them). */
  change: (next: Record<string, string | null>) => void;
  hrefForPage: (page: number) => string;
}

/** The list's filter as the URL holds it; the vehicle type falls back to the one chosen in the shell. */
export function useEventListParams(basePath: string, defaultVehicleTypeId: number): EventListParams {
  const [params, setParams] = useSearchParams();
  const page = usePageParam();
  const picked = params.get(EVENT_LIST_PARAM.vehicle);
  const filter: EventsFilter = {
    pastEvents: params.get(EVENT_LIST_PARAM.past) === '1',
    cancelledEvents: params.get(EVENT_LIST_PARAM.cancelled) === '1',
    region: params.get(EVENT_LIST_PARAM.region) ?? '',
    page,
    vehicleTypeId: picked !== null && /^\d+$/.test(picked) ? Number(picked) : defaultVehicleTypeId,
  };
  const change = (next: Record<string, string | null>) => {
    const search = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === null) search.delete(key);
      else search.set(key, value);
    }
    if (!('page' in next)) search.delete(EVENT_LIST_PARAM.page);
    setParams(search);
  };
  const hrefForPage = (n: number) => {
    const search = new URLSearchParams(params);
    search.set(EVENT_LIST_PARAM.page, String(n));
    return `${basePath}?${search}`;
  };
  return { filter, params, change, hrefForPage };
}

/** The vehicle types, and a type's name (null for "all"). */
function useVehicleLabels() {
  const vehicles = useQuery(vehiclesQuery());
  const vehicleTypes = vehicles.data?.vehicle_types ?? [];
  const vehicleLabel = (id: number) => (id === 0 ? null : (vehicleTypes.find((type) => type.vehicle_type_id === id)?.title ?? null));
  return { vehicleTypes, vehicleLabel };
}

/** Upcoming or past, region, vehicle type, cancelled; `children` adds controls of the page's own (the map toggle). */
export function EventFilters({ list, label, children }: { list: EventListParams; label: string; children?: ReactNode }) {
  const { filter, change } = list;
  const regions = useOptionList('regions');
  const { vehicleTypes } = useVehicleLabels();
  return (
    <Flex as="form" role="search" aria-label={label} gap="3" wrap="wrap" align="center" onSubmit={(event) => event.preventDefault()}>
      <HStack gap="2" role="group" aria-label="Which events">
        <Button size="sm" variant={filter.pastEvents ? 'outline' : 'solid'} onClick={() => change({ [EVENT_LIST_PARAM.past]: null })} aria-pressed={!filter.pastEvents}>
          Upcoming
        </Button>
        <Button size="sm" variant={filter.pastEvents ? 'solid' : 'outline'} onClick={() => change({ [EVENT_LIST_PARAM.past]: '1' })} aria-pressed={filter.pastEvents}>
          Past
        </Button>
      </HStack>
      <OptionSelect
        size="sm"
        w="auto"
        label="Region"
        placeholder="All regions"
        value={filter.region}
        options={Object.entries(regions.data?.values ?? {}).map(([value, label]) => ({ value, label }))}
        onChange={(value) => change({ [EVENT_LIST_PARAM.region]: value || null })}
      />
      <OptionSelect
        size="sm"
        w="auto"
        label="Vehicle type"
        value={filter.vehicleTypeId}
        options={[{ value: 0, label: 'All vehicle types' }, ...vehicleTypes.filter((type) => type.vehicle_type_id !== 0).map((type) => ({ value: type.vehicle_type_id, label: type.title }))]}
        onChange={(value) => change({ [EVENT_LIST_PARAM.vehicle]: value })}
      />
      <Checkbox.Root size="sm" checked={filter.cancelledEvents} onCheckedChange={(state) => change({ [EVENT_LIST_PARAM.cancelled]: state.checked === true ? '1' : null })}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Show cancelled</Checkbox.Label>
      </Checkbox.Root>
      {children}
    </Flex>
  );
}

/** What an empty list says, given where the filter looks: "in Southwest for Gladiator". */
export type EmptyText = (filter: { pastEvents: boolean; where: string }) => string;

/** The page of events as cards, the pager, or the page's own plain words when there is none. */
export function EventResults({ list, query, emptyText }: { list: EventListParams; query: UseQueryResult<EventsResponse, ApiError>; emptyText: EmptyText }) {
  const regions = useOptionList('regions');
  const { vehicleLabel } = useVehicleLabels();
  const { filter } = list;
  return (
    <QueryView query={query} what="events">
      {({ events, pagination }) => (
        <>
          {/* Past the last page the pager says so: 'no events' would not be true. */}
          {events.length === 0 ? (
            pagination.current_page <= pagination.last_page && <Text data-testid="no-events">{emptyText({ pastEvents: filter.pastEvents, where: whereText(filter, regions.data, vehicleLabel(filter.vehicleTypeId)) })}</Text>
          ) : (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" data-testid="event-list">
              {events.map((event: TrailEvent) => (
                <EventCard key={event.event_id} event={event} regionLabel={optionLabel(regions.data, event.region)} vehicleLabel={vehicleLabel(event.vehicle_type_id)} />
              ))}
            </SimpleGrid>
          )}
          <Pager pagination={pagination} hrefFor={list.hrefForPage} />
        </>
      )}
    </QueryView>
  );
}

function whereText(filter: EventsFilter, regions: OptionList | undefined, vehicle: string | null): string {
  return [filter.region && `in ${optionLabel(regions, filter.region)}`, vehicle && `for ${vehicle}`].filter(Boolean).join(' ');
}
