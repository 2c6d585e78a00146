import { Box, HStack, Text } from '@trailhead/shared-kernel/ui';
import type { MapPointKind } from '../../map-view';

// The marker colours by kind (spec §3 user colours: me, registered, member, location; plus clubs and events).
const LEGEND: { kind: MapPointKind; label: string; colour: string }[] = [
  { kind: 'me', label: 'You', colour: '#6D28D9' },
  { kind: 'member', label: 'Members', colour: '#E54235' },
  { kind: 'registered', label: 'Registered', colour: '#1D4ED8' },
  { kind: 'location', label: 'Trail locations', colour: '#2F7D32' },
  { kind: 'club', label: 'Clubs', colour: '#B45309' },
  { kind: 'event', label: 'Events', colour: '#0E7490' },
];

export function MapLegend() {
  return (
    <HStack as="ul" gap="3" wrap="wrap" aria-label="Map legend" fontSize="sm" listStyleType="none" data-testid="map-legend">
      {LEGEND.map(({ kind, label, colour }) => (
        <HStack as="li" key={kind} gap="1.5">
          <Box w="3" h="3" borderRadius="full" style={{ background: colour }} aria-hidden />
          <Text as="span">{label}</Text>
        </HStack>
      ))}
    </HStack>
  );
}
