// The events lists (GET /events, GET /events/map) are the same for every visitor, for every member
// who may see no followed-only or unlisted event, and for all staff; nothing in them is per viewer.
// Those shared answers, and the part of an event's page every viewer sees alike, are kept a few
// seconds (db/micro-cache.ts), so a busy list or event costs one set of queries every few seconds. Whether a member may see a restricted event is kept as long, per member; a
// member whose list is their own (they follow the host of a followed-only event, or organise an
// unlisted one) is answered from the database every time. Any event write through this process
// forgets it all at once (forgetEventLists: from the module's onSend hook, and after a follow).
import type { Kysely } from 'kysely';
import { microCachePerDatabase } from '../../db/micro-cache';
import type { Database } from '../../db/tables';
import { MEMBERS_SCOPE, seesRestrictedEvents, type EventScope, type ListScope } from './events.repository';

export const EVENT_LIST_TTL_MS = 5_000;

const LISTS = 'lists';
const cacheFor = microCachePerDatabase<typeof LISTS, object | boolean>(EVENT_LIST_TTL_MS);

/** The scope the viewer's list is drawn with, and the name it is shared under (null: not shared). */
export async function listAudience(db: Kysely<Database>, scope: EventScope): Promise<{ scope: ListScope; shared: string | null }> {
  if (scope.everything) return { scope, shared: 'staff' };
  if (scope.viewerId === null) return { scope, shared: 'visitor' };
  const restricted = await cacheFor(db).through(LISTS, `restricted:${scope.viewerId}:${scope.mayOrganise}`, () => seesRestrictedEvents(db, scope));
  if (restricted) return { scope, shared: null };
  return { scope: MEMBERS_SCOPE, shared: 'member' };
}

/**
 * A list answer: from the cache when the audience shares it (`key` names the call and its query),
 * else built now. `build` gets the scope to query with.
 */
export async function cachedEventList<T extends object>(
  db: Kysely<Database>,
  viewerScope: EventScope,
  key: string,
  build: (scope: ListScope) => Promise<T>,
): Promise<T> {
  const { scope, shared } = await listAudience(db, viewerScope);
  if (shared === null) return build(scope);
  return cacheFor(db).through(LISTS, `${shared}:${key}`, () => build(scope)) as Promise<T>;
}

/**
 * The part of an event's page every viewer sees alike (event-detail.ts), kept like the lists;
 * the viewer's own part and whether they may see it at all are decided on every request.
 */
export async function cachedEvent<T extends object>(db: Kysely<Database>, eventId: number, load: () => Promise<T | undefined>): Promise<T | undefined> {
  return cacheFor(db).through(LISTS, `event:${eventId}`, load) as Promise<T | undefined>;
}

/**
 * After any write that may change what a list shows: an event, its people, an RSVP, a
 * cancellation, and a follow (which decides who sees followed-only events).
 */
export function forgetEventLists(db: Kysely<Database>): void {
  cacheFor(db).forget(LISTS);
}
