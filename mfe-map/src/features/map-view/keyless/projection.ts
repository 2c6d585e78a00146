import { geoCircle, geoConicConformal, type GeoProjection } from 'd3-geo';

/**
 * Points that frame the US (Alaska included) and Canada south of the high Arctic: the map at its
 * widest shows them all. Hawaii and the far north are reached by panning.
 */
const NORTH_AMERICA_FRAME: GeoJSON.MultiPoint = {
  type: 'MultiPoint',
  coordinates: [
    [-168, 65.5], // Alaska, Bering Strait
    [-156.8, 71.3], // Alaska, Utqiaġvik
    [-95, 74], // Canada, Arctic archipelago
    [-61, 60], // Labrador
    [-52.6, 47.5], // Newfoundland
    [-80.5, 25], // Florida
    [-97.2, 25.9], // Texas, Brownsville
    [-117.1, 32.5], // San Diego
  ],
};

/** Margin (px) around the frame at the widest zoom. */
const PADDING = 8;

/**
 * The map's projection at zoom 1, fitted to a box of `width` × `height` px: a conformal conic
 * (shapes kept, as a web map's are) with standard parallels across the US and southern Canada.
 * Zoom and pan are an affine transform on top (view-state.ts), so this is built once per size.
 */
export function createBaseProjection(width: number, height: number): GeoProjection {
  return geoConicConformal()
    .parallels([33, 60])
    .rotate([100, 0])
    .fitExtent(
      [
        [PADDING, PADDING],
        [Math.max(PADDING + 1, width - PADDING), Math.max(PADDING + 1, height - PADDING)],
      ],
      NORTH_AMERICA_FRAME,
    );
}

/** Earth's mean radius in miles (the radius filter is in miles, spec §9). */
export const EARTH_RADIUS_MILES = 3958.8;

/** The radius filter's circle: a polygon `miles` from its centre on the sphere, drawn by the projection (so it bends as the map does). */
export function radiusCircle(latitude: number, longitude: number, miles: number): GeoJSON.Polygon {
  const degrees = (Math.min(miles, EARTH_RADIUS_MILES * Math.PI) / EARTH_RADIUS_MILES) * (180 / Math.PI);
  return geoCircle().center([longitude, latitude]).radius(degrees).precision(2)();
}

/** Great-circle distance in miles (haversine). */
export function milesBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const toRadians = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * toRadians;
  const dLon = (b.longitude - a.longitude) * toRadians;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * toRadians) * Math.cos(b.latitude * toRadians) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
