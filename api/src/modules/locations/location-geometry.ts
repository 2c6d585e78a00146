// Where a location is: the area the map covers (US and Canada), and the normalised address that
// must be unique. The radius search's geometry is the API's one (../../geo).

/** Boxes around the US (with Alaska and Hawaii) and Canada: generous, since a box is all we check. */
const AREA_BOXES: readonly [south: number, north: number, west: number, east: number][] = [
  [24.0, 84.0, -141.1, -52.0], // the lower 48 states and Canada
  [51.0, 72.0, -180.0, -129.9], // Alaska
  [18.5, 22.5, -160.5, -154.5], // Hawaii
];

export function isInMapArea(latitude: number, longitude: number): boolean {
  return AREA_BOXES.some(([south, north, west, east]) => latitude >= south && latitude <= north && longitude >= west && longitude <= east);
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
