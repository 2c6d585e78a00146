// The map component the page draws with (keyless, or Google's when the site has a key), its
// marker colours and their legend.
export type { MapPoint, MapPointKind, MapRadius, MapViewProps } from './map-view-types';
export { MapView } from './map-view';
export { CLUSTER_COLOUR, MAP_COLOURS, MAP_KIND_NAMES, MAP_KINDS } from './map-colours';
export { MapLegend } from './map-legend';
export { milesBetween } from './keyless/projection';
