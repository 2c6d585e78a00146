// GET /locations is the map's hot read (2,500 rows a page, every map visitor alike): each page is
// kept a few seconds (db/micro-cache.ts), so a busy map costs one set of queries per page every few
// seconds. Every successful write of this module forgets them all at once; other API processes see
// the write within the time to live.
import type { Kysely } from 'kysely';
import { microCachePerDatabase } from '../../db/micro-cache';
import type { Database } from '../../db/tables';

export const LOCATION_CACHE_TTL_MS = 5_000;

const LOCATIONS = 'locations';
const cacheFor = microCachePerDatabase<typeof LOCATIONS, object>(LOCATION_CACHE_TTL_MS);

export function cachedLocations<T extends object>(db: Kysely<Database>, key: string, load: () => Promise<T>): Promise<T> {
  return cacheFor(db).through(LOCATIONS, key, load) as Promise<T>;
}

export function forgetLocations(db: Kysely<Database>): void {
  cacheFor(db).forget(LOCATIONS);
}
