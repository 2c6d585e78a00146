// A micro-cache for reads many people make alike: an answer is kept a few seconds, so a busy page
// costs one set of queries every few seconds instead of one per reader. Answers belong to groups
// (a thread, the events lists); a write through this process forgets its group at once, and other
// API processes see the write within the time to live. One cache per database and use, since tests
// build many apps side by side.
import type { Kysely } from 'kysely';
import type { Database } from './tables';

const MAX_ENTRIES = 1_000;

export class MicroCache<Group, Value> {
  private readonly entries = new Map<string, { value: Value; expires: number }>();
  private readonly keysByGroup = new Map<Group, Set<string>>();
  /** Bumped by every forget: an answer loaded across a write is not kept. */
  private generation = 0;

  constructor(private readonly ttlMs: number) {}

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
    if (this.entries.size >= MAX_ENTRIES) {
      // Oldest first (insertion order): the cache never grows past MAX_ENTRIES.
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

  forget(group: Group): void {
    this.generation++;
    for (const key of this.keysByGroup.get(group) ?? []) this.entries.delete(key);
    this.keysByGroup.delete(group);
  }
}

/** A function giving each database its own MicroCache (made on first use). */
export function microCachePerDatabase<Group, Value>(ttlMs: number): (db: Kysely<Database>) => MicroCache<Group, Value> {
  const caches = new WeakMap<Kysely<Database>, MicroCache<Group, Value>>();
  return (db) => {
    let cache = caches.get(db);
    if (!cache) caches.set(db, (cache = new MicroCache<Group, Value>(ttlMs)));
    return cache;
  };
}
