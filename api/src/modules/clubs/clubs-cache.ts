// The clubs lists and the part of a club's page every viewer sees alike are kept a few seconds
// (db/micro-cache.ts), as the events are: a busy list or club costs one set of queries every few
// seconds. What is the viewer's own (their membership, what they may do) is read on every request.
// Any successful write of the clubs module (its onSend hook) forgets them all at once; other
// processes see the write within the time to live.
import type { Kysely } from 'kysely';
import { microCachePerDatabase } from '../../db/micro-cache';
import type { Database } from '../../db/tables';

export const CLUB_CACHE_TTL_MS = 5_000;

const CLUBS = 'clubs';
const cacheFor = microCachePerDatabase<typeof CLUBS, object>(CLUB_CACHE_TTL_MS);

/** `load`'s answer, shared for a few seconds under `key` (undefined answers are not kept). */
export function cachedClubs<T extends object>(db: Kysely<Database>, key: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
  return cacheFor(db).through(CLUBS, key, load) as Promise<T | undefined>;
}

/** After any write that may change a list or a club's page (a club, its members, its events or discussions). */
export function forgetClubPages(db: Kysely<Database>): void {
  cacheFor(db).forget(CLUBS);
}
