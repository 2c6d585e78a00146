/** What the map page hands the map (keyless or Google): points, the radius circle, and callbacks. */
export type MapPointKind = 'me' | 'member' | 'registered' | 'location' | 'club' | 'event';

export interface MapPoint {
  /** Unique across kinds, e.g. 'user:12', 'location:7', 'club:3', 'event:9'. */
  id: string;
  kind: MapPointKind;
  latitude: number;
  longitude: number;
  /** The accessible name of the marker (a username, a location's name). */
  label: string;
  /** For locations: the type's icon name (from /lists/location-type icons). */
  icon?: string;
}

export interface MapRadius {
  latitude: number;
  longitude: number;
  miles: number;
}

export interface MapViewProps {
  points: MapPoint[];
  /** A marker (not a cluster) was chosen, by click or keyboard. */
  onSelect: (point: MapPoint) => void;
  /** Drawn as a circle when set. */
  radius?: MapRadius | null;
  /** When set, a click on the map picks this position (the radius filter's "chosen point"). */
  onPickPosition?: (position: { latitude: number; longitude: number }) => void;
  /** Pixel height of the map box (width is the container's). */
  height?: number;
}

/*
 * What people and tests find in a MapView (keyless and Google alike):
 * - the map box: data-testid="map-view", role "region" named 'Map';
 * - a single marker: a button named by its point's label (a username, a location's name);
 * - a cluster: a button named `Zoom into ${count} markers`; choosing it zooms in on them;
 * - buttons 'Zoom in' and 'Zoom out'; the arrow keys pan and +/- zoom when the map has focus.
 */
