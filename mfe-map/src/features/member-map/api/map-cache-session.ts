// The one MapCache of the page, bound to the member looking: what one member's browser kept is
// never shown to the next person (spec §4 logout resets the map filters; the kept data goes too).
import { bus } from '@trailhead/shared-kernel/bus';
import { queryClient } from '@trailhead/shared-kernel/query';
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
