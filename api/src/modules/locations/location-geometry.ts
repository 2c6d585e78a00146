// Where a location is: the area the map covers (US and Canada), the radius search (a bounding box
// the indexed latitude/longitude can answer, then the exact great-circle distance), and the
// normalised address that must be unique.

const EARTH_RADIUS_MILES = 3958.8;
const MILES_PER_DEGREE_LATITUDE = 69.05;

/** Boxes around the US (with Alaska and Hawaii) and Canada: generous, since a box is all we check. */
const AREA_BOXES: readonly [south: number, north: number, west: number, east: number][] = [
  [24.0, 84.0, -141.1, -52.0], // the lower 48 states and Canada
  [51.0, 72.0, -180.0, -129.9], // Alaska
  [18.5, 22.5, -160.5, -154.5], // Hawaii
];

export function isInMapArea(latitude: number, longitude: number): boolean {
  return AREA_BOXES.some(([south, north, west, east]) => latitude >= south && latitude <= north && longitude >= west && longitude <= east);
}

export interface Box {
  south: number;
  north: number;
  /** Null when the box spans every longitude (near a pole, or across the 180th meridian). */
  west: number | null;
  east: number | null;
}

/** The box that holds every point within `radius` miles of the centre (a prefilter: corners are farther). */
export function boundingBox(latitude: number, longitude: number, radius: number): Box {
  const dLat = radius / MILES_PER_DEGREE_LATITUDE;
  const south = Math.max(-90, latitude - dLat);
  const north = Math.min(90, latitude + dLat);
  // The parallel nearest a pole is the narrowest: its degrees of longitude decide the box's width.
  const widest = Math.max(Math.abs(south), Math.abs(north));
  const cos = Math.cos((widest * Math.PI) / 180);
  const dLon = cos > 1e-6 ? radius / (MILES_PER_DEGREE_LATITUDE * cos) : 360;
  const west = longitude - dLon;
  const east = longitude + dLon;
  if (dLon >= 180 || west < -180 || east > 180) return { south, north, west: null, east: null };
  return { south, north, west, east };
}

/** Great-circle distance in miles (haversine). */
export function distanceMiles(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * The address as compared for uniqueness: its parts joined, accents dropped, lower case, every run
 * of punctuation or space one space ('12 Main St., Moab' and '12 main st moab' are one address).
 */
export function addressKey(parts: readonly (string | null | undefined)[]): string {
  return parts
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' ')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
