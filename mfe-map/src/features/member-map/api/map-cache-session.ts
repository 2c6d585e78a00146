// The one MapCache of the page, bound to the member looking: what one member's browser kept is
// never shown to the next person (spec §4 logout resets the map filters; the kept data goes too).
import { bus } from '@trailhead/shared-kernel/bus';
import { queryClient, type QueryClient } from '@trailhead/shared-kernel/query';
import type { LiveMapEvent } from '@trailhead/shared-kernel/types';
import { MapCache } from '../lib/map-cache';
import { mapStore } from '../lib/map-store';

/** The query keys of everything the map reads through the local store. */
export const MAP_STORE_QUERY_KEY = 'map-store';

let cache: MapCache | null = null;
let claimed: { userId: number; ready: Promise<MapCache> } | null = null;
let watching = false;

/** The cache, once it belongs to `userId` (kept data of anyone else is cleared first). */
export function mapCacheFor(userId: number): Promise<MapCache> {
  watchLogout();
  cache ??= new MapCache(mapStore());
  if (claimed?.userId !== userId) {
    const own = cache;
    claimed = { userId, ready: own.claim(userId).then(() => own) };
  }
  return claimed.ready;
}

/** Kept answers the site said changed: their next load fetches even if they are young. */
const changed = new Set<string>();

/** Whether `key` must be fetched afresh (once: asking clears it). */
export function takeChanged(key: string): boolean {
  return changed.delete(key);
}

/**
 * A layer of the map changed on the site (GET /live?map=1): every kept answer of it that the page
 * reads (keys `locations:…`, `clubs:…`, `events:…`) is fetched again and kept, and the map redrawn.
 */
export function refreshMapLayer(client: QueryClient, layer: LiveMapEvent['layer']): Promise<void> {
  const ofLayer = (queryKey: readonly unknown[]) => queryKey[0] === MAP_STORE_QUERY_KEY && queryKey[1] === 'fresh' && String(queryKey[3]).startsWith(`${layer}:`);
  for (const query of client.getQueryCache().findAll({ predicate: (query) => ofLayer(query.queryKey) })) changed.add(String(query.queryKey[3]));
  return client.invalidateQueries({ predicate: (query) => ofLayer(query.queryKey) });
}

/** Forgets the kept map data, in the store and in the page's query cache. */
export async function forgetMapData(): Promise<void> {
  claimed = null;
  queryClient.removeQueries({ queryKey: [MAP_STORE_QUERY_KEY] });
  await (cache ?? new MapCache(mapStore())).clear();
}

function watchLogout(): void {
  if (watching) return;
  watching = true;
  let userId = bus.session$.getValue().user?.user_id ?? null;
  bus.session$.subscribe((session) => {
    const next = session.user?.user_id ?? null;
    // Logged out, or another member logged in on this page.
    if (userId !== null && next !== userId) void forgetMapData();
    userId = next;
  });
}
