import { Box } from '@trailhead/shared-kernel/ui';
import type { MapViewProps } from './map-view-types';

/** Placeholder until the real map lands: a box listing nothing, with the contract's test id. */
export function MapView({ height = 480 }: MapViewProps) {
  return <Box h={`${height}px`} borderWidth="1px" borderRadius="md" data-testid="map-view" />;
}
