import { Box, Button, Checkbox, Flex, HStack, OptionSelect, Stack, Text } from '@trailhead/shared-kernel/ui';
import { RADIUS_CHOICES, RADIUS_DEFAULT_MILES, RADIUS_UNIT, formatMiles, type Position } from '../lib/radius';
import type { MapFilters } from '../lib/map-filters';
import type { RadiusEntry } from '../lib/map-points';
import type { ChangeFilters } from './map-controls';

const KIND_NAMES: Record<RadiusEntry['kind'], string> = { me: 'You', member: 'Member', registered: 'Registered', location: 'Trail location', club: 'Club', event: 'Event' };

/** The radius filter (spec §4, §9): off by default, 100 miles, around my position or a chosen point; Reset: off, 100. */
export function RadiusControls({
  filters,
  change,
  myPosition,
  positionDenied,
  pickingCentre,
  onPickCentre,
}: {
  filters: MapFilters;
  change: ChangeFilters;
  myPosition: Position | null;
  positionDenied: boolean;
  pickingCentre: boolean;
  onPickCentre: (picking: boolean) => void;
}) {
  const { radius } = filters;
  const options = [...new Set([...RADIUS_CHOICES, radius.miles])].sort((a, b) => a - b).map((miles) => ({ value: miles, label: `${miles} ${RADIUS_UNIT}` }));
  const centreText =
    radius.centre.kind === 'point'
      ? `around the chosen point (${radius.centre.latitude.toFixed(2)}, ${radius.centre.longitude.toFixed(2)})`
      : myPosition
        ? 'around my position'
        : positionDenied
          ? 'around my position, which is not known: choose a point on the map'
          : 'around my position';
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="3" role="group" aria-label="Radius filter" data-testid="radius-filter">
      <Flex gap="3" wrap="wrap" align="center">
        <Checkbox.Root checked={radius.on} onCheckedChange={(details) => change((current) => ({ ...current, radius: { ...current.radius, on: details.checked === true } }))}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Radius filter</Checkbox.Label>
        </Checkbox.Root>
        <OptionSelect
          size="sm"
          w="auto"
          label={`Radius size in ${RADIUS_UNIT}`}
          value={radius.miles}
          options={options}
          onChange={(value) => change((current) => ({ ...current, radius: { ...current.radius, miles: Number(value) } }))}
        />
        <HStack gap="1" role="group" aria-label="Radius centre">
          <Button
            size="sm"
            variant={radius.centre.kind === 'me' ? 'solid' : 'outline'}
            aria-pressed={radius.centre.kind === 'me'}
            onClick={() => {
              onPickCentre(false);
              change((current) => ({ ...current, radius: { ...current.radius, on: true, centre: { kind: 'me' } } }));
            }}
          >
            My position
          </Button>
          <Button size="sm" variant={radius.centre.kind === 'point' || pickingCentre ? 'solid' : 'outline'} aria-pressed={radius.centre.kind === 'point' || pickingCentre} onClick={() => onPickCentre(true)}>
            Choose on the map
          </Button>
        </HStack>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            onPickCentre(false);
            change((current) => ({ ...current, radius: { on: false, miles: RADIUS_DEFAULT_MILES, centre: { kind: 'me' } } }));
          }}
        >
          Reset
        </Button>
      </Flex>
      <Text fontSize="sm" color="gray.700" aria-live="polite">
        {pickingCentre
          ? 'Click the map to choose the centre of the radius.'
          : radius.on
            ? `Showing what lies within ${radius.miles} ${RADIUS_UNIT} ${centreText}.`
            : `Off: the whole map is shown.`}
      </Text>
    </Stack>
  );
}

/** Who and what is inside the radius, nearest first, with the distance. */
export function RadiusList({ entries, miles, pending, onSelect }: { entries: readonly RadiusEntry[]; miles: number; pending: boolean; onSelect: (id: string) => void }) {
  return (
    <Box as="section" aria-labelledby="radius-list-title" borderWidth="1px" borderRadius="md" p="3">
      <Text as="h2" id="radius-list-title" fontWeight="semibold" mb="2">
        Within {miles} {RADIUS_UNIT} ({entries.length})
      </Text>
      {pending && entries.length === 0 ? (
        <Text fontSize="sm" role="status">
          Looking within the radius…
        </Text>
      ) : entries.length === 0 ? (
        <Text fontSize="sm">Nobody and nothing on the map lies within this radius. Try a larger size or another centre.</Text>
      ) : (
        <Box as="ol" maxH="360px" overflowY="auto" data-testid="radius-list">
          {entries.map((entry) => (
            <Box as="li" key={entry.id} listStyleType="none" data-testid="radius-entry" data-kind={entry.kind}>
              <Button variant="ghost" size="sm" w="full" justifyContent="space-between" h="auto" py="1.5" onClick={() => onSelect(entry.id)} textAlign="start">
                <Box minW="0">
                  <Text truncate fontWeight="semibold">
                    {entry.label}
                  </Text>
                  <Text fontSize="xs" color="gray.600" truncate>
                    {KIND_NAMES[entry.kind]}
                    {entry.detail ? ` · ${entry.detail}` : ''}
                  </Text>
                </Box>
                <Text fontSize="sm" flexShrink="0" data-testid="radius-distance">
                  {formatMiles(entry.distance)}
                </Text>
              </Button>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
