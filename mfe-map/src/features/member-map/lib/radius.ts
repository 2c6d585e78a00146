// The radius filter (spec §4 reset: off, size 100; §9 default 100, disabled), in miles as the
// audience expects. The API answers members and locations within it itself; clubs and events are
// few enough to be filtered here, with the same distance.

export const RADIUS_DEFAULT_MILES = 100;
export const RADIUS_UNIT = 'miles';
export const RADIUS_CHOICES = [25, 50, 100, 250, 500] as const;

const EARTH_RADIUS_MILES = 3958.8;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

export interface Position {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in miles (haversine). */
export function distanceMiles(from: Position, to: Position): number {
  const dLat = toRadians(to.latitude - from.latitude);
  const dLon = toRadians(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(from.latitude)) * Math.cos(toRadians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The items within `miles` of `centre`, nearest first, each with its distance. */
export function withinRadius<T extends Position>(items: readonly T[], centre: Position, miles: number): (T & { distance: number })[] {
  return items
    .map((item) => ({ ...item, distance: distanceMiles(centre, item) }))
    .filter((item) => item.distance <= miles)
    .sort((a, b) => a.distance - b.distance);
}

/** One list of what is inside, members, clubs, events and locations together, nearest first. */
export function nearestFirst<T extends { distance?: number }>(groups: readonly (readonly T[])[]): T[] {
  return groups.flat().sort((a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity));
}

/** '12.3 miles', '0.4 miles', '1 mile'. */
export function formatMiles(distance: number): string {
  const rounded = distance < 10 ? Math.round(distance * 10) / 10 : Math.round(distance);
  return `${rounded} ${rounded === 1 ? 'mile' : RADIUS_UNIT}`;
}
