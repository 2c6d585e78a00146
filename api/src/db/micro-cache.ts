// A micro-cache for reads many people make alike: an answer is kept a few seconds, so a busy page
// costs one set of queries every few seconds instead of one per reader. Answers belong to groups
// (a thread, the events lists); a write through this process forgets its group at once, and other
// API processes see the write within the time to live. One cache per database and use, since tests
// build many apps side by side.
import type { Kysely } from 'kysely';
import type { Database } from './tables';

/** How many answers a cache keeps unless told otherwise. */
const MAX_ENTRIES = 1_000;

export class MicroCache<Group, Value> {
  private readonly entries = new Map<string, { value: Value; expires: number }>();
  private readonly keysByGroup = new Map<Group, Set<string>>();
  /** Bumped by every forget: an answer loaded across a write is not kept. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  get(key: string, now: number): Value | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(group: Group, key: string, value: Value, now: number): void {
    if (this.entries.size >= this.maxEntries) {
      // Oldest first (insertion order): the cache never grows past maxEntries.
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expires: now + this.ttlMs });
    let keys = this.keysByGroup.get(group);
    if (!keys) this.keysByGroup.set(group, (keys = new Set()));
    keys.add(key);
  }

  /**
   * The cached answer for `key`, or `load`'s, then kept for the time to live under `group`
   * (unless it is undefined, or a write was forgotten while it loaded: it may predate the write).
   */
  async through<V extends Value | undefined>(group: Group, key: string, load: () => Promise<V>, now: number = Date.now()): Promise<V> {
    const cached = this.get(key, now);
    if (cached !== undefined) return cached as V;
    const generation = this.generation;
    const value = await load();
    if (value !== undefined && generation === this.generation) this.set(group, key, value as Value, now);
    return value;
  }

  /**
   * One answer for each of `groups`, each its own group and key (a member's row, say): the cached
   * ones, and the rest from one call of `load`, then kept as `through` keeps one. A group `load`
   * gives nothing for is left out of the answer and asked for again next time.
   */
  async throughEach(groups: Iterable<Group>, load: (missing: Group[]) => Promise<ReadonlyMap<Group, Value>>, now: number = Date.now()): Promise<Map<Group, Value>> {
    const found = new Map<Group, Value>();
    const missing = new Set<Group>();
    for (const group of groups) {
      if (found.has(group) || missing.has(group)) continue;
      const cached = this.get(String(group), now);
      if (cached === undefined) missing.add(group);
      else found.set(group, cached);
    }
    if (missing.size === 0) return found;
    const generation = this.generation;
    const loaded = await load([...missing]);
    for (const [group, value] of loaded) {
      found.set(group, value);
      if (generation === this.generation) this.set(group, String(group), value, now);
    }
    return found;
  }

  forget(group: Group): void {
    this.generation++;
    for (const key of this.keysByGroup.get(group) ?? []) this.entries.delete(key);
    this.keysByGroup.delete(group);
  }
}

/** A function giving each database its own MicroCache (made on first use). */
export function microCachePerDatabase<Group, Value>(ttlMs: number, maxEntries?: number): (db: Kysely<Database>) => MicroCache<Group, Value> {
  const caches = new WeakMap<Kysely<Database>, MicroCache<Group, Value>>();
  return (db) => {
    let cache = caches.get(db);
    if (!cache) caches.set(db, (cache = new MicroCache<Group, Value>(ttlMs, maxEntries)));
    return cache;
  };
}
