import type { ReactNode } from 'react';
import type { LocationTypesResponse } from '@trailhead/shared-kernel/types';
import type { MapMemberLists } from '../lib/map-members';
import { Box, Button, Checkbox, Flex, HStack, OptionSelect, Text } from '@trailhead/shared-kernel/ui';
import { MAP_LAYERS, MEMBER_GROUPS, type MapFilters } from '../lib/map-filters';

export type ChangeFilters = (update: (current: MapFilters) => MapFilters, options?: { replace?: boolean }) => void;

/** Which members, which layers, which location type; the add-location button at the end. */
export function MapControls({ filters, change, counts, types, toolbarEnd }: { filters: MapFilters; change: ChangeFilters; counts?: MapMemberLists; types?: LocationTypesResponse; toolbarEnd: ReactNode }) {
  const typeOptions = Object.entries(types?.values ?? {}).map(([value, label]) => ({ value, label }));
  return (
    <Flex gap="4" wrap="wrap" align="center" role="toolbar" aria-label="Map filters" data-testid="map-controls">
      <HStack gap="1" role="group" aria-label="Which members" wrap="wrap">
        {MEMBER_GROUPS.map(({ key, label }) => (
          <Button
            key={key}
            size="sm"
            variant={filters.group === key ? 'solid' : 'outline'}
            aria-pressed={filters.group === key}
            onClick={() => change((current) => ({ ...current, group: key }))}
          >
            {label}
            {filters.group === key && counts ? ` (${counts[key].length})` : ''}
          </Button>
        ))}
      </HStack>
      <Box as="fieldset" display="flex" flexWrap="wrap" gap="3" alignItems="center" data-testid="map-layers">
        <Text as="legend" fontSize="sm" fontWeight="semibold" float="left" me="1">
          Layers
        </Text>
        {MAP_LAYERS.map(({ key, label }) => (
          <Checkbox.Root
            key={key}
            size="sm"
            checked={filters.layers.includes(key)}
            onCheckedChange={(details) =>
              change((current) => ({ ...current, layers: details.checked === true ? [...current.layers, key] : current.layers.filter((layer) => layer !== key) }))
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Box>
      {filters.layers.includes('locations') && (
        <OptionSelect
          size="sm"
          w="auto"
          label="Location type"
          value={filters.locationType}
          placeholder="All location types"
          options={typeOptions}
          onChange={(value) => change((current) => ({ ...current, locationType: value }))}
        />
      )}
      <Box ms={{ md: 'auto' }}>{toolbarEnd}</Box>
    </Flex>
  );
}
