import { Box, HStack, Text } from '@trailhead/shared-kernel/ui';
import { MAP_COLOURS, MAP_KIND_NAMES, MAP_KINDS } from './map-colours';
import type { MapPointKind } from './map-view-types';

/** The marker colours the page shows beside the map; `kinds` picks which (all by default). */
export function MapLegend({ kinds = MAP_KINDS }: { kinds?: MapPointKind[] }) {
  return (
    <HStack as="ul" gap="4" wrap="wrap" listStyleType="none" aria-label="Map legend" data-testid="map-legend">
      {kinds.map((kind) => (
        <HStack as="li" key={kind} gap="1.5">
          <Box w="3" h="3" borderRadius="full" bg={MAP_COLOURS[kind]} borderWidth="1px" borderColor="white" boxShadow="0 0 0 1px rgba(0,0,0,0.3)" aria-hidden />
          <Text fontSize="sm">{MAP_KIND_NAMES[kind]}</Text>
        </HStack>
      ))}
    </HStack>
  );
}
