// The map component the page draws with. Placeholder of the lead's contract commit: the map-view
// helper replaces it with the keyless map (d3-geo + supercluster) and the Google map (when keyed).
export type { MapPoint, MapPointKind, MapRadius, MapViewProps } from './map-view-types';
export { MapView } from './map-view';
