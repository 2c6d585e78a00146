// Distances on the map: a bounding box narrows the rows in SQL (indexable on both databases, no
// trigonometry in SQL), then the great-circle distance (haversine) decides in code. Used by an
// event's "everyone in range", the member map's radius and the trail locations' radius.

/** Latitudes and longitudes; across the antimeridian minLng > maxLng (two ranges of longitude). */
export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

export type DistanceUnit = 'mi' | 'km';

const EARTH_RADIUS: Record<DistanceUnit, number> = { mi: 3958.8, km: 6371.0 };

/** The event's distance unit (spec option list distance-unit: mi, km); miles unless it says km. */
export function unitOf(distanceUnit: string | null): DistanceUnit {
  return distanceUnit === 'km' ? 'km' : 'mi';
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points, in the unit. */
export function haversine(lat1: number, lng1: number, lat2: number, lng2: number, unit: DistanceUnit): number {
  const dLat = radians(lat2 - lat1);
  const dLng = radians(lng2 - lng1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS[unit] * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The box of latitudes and longitudes that holds every point within `distance` of the centre. */
export function boundingBox(lat: number, lng: number, distance: number, unit: DistanceUnit): BoundingBox {
  const angular = distance / EARTH_RADIUS[unit];
  const dLat = (angular * 180) / Math.PI;
  const minLat = lat - dLat;
  const maxLat = lat + dLat;
  // Near a pole (or a huge distance) every longitude is in range.
  if (maxLat >= 90 || minLat <= -90 || angular >= Math.PI / 2) {
    return { minLat: Math.max(minLat, -90), maxLat: Math.min(maxLat, 90), minLng: -180, maxLng: 180 };
  }
  const dLng = (Math.asin(Math.min(1, Math.sin(angular) / Math.cos(radians(lat)))) * 180) / Math.PI;
  const wrap = (value: number) => ((((value + 180) % 360) + 360) % 360) - 180;
  const minLng = lng - dLng;
  const maxLng = lng + dLng;
  if (minLng < -180 || maxLng > 180) return { minLat, maxLat, minLng: wrap(minLng), maxLng: wrap(maxLng) };
  return { minLat, maxLat, minLng, maxLng };
}
