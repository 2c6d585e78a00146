// The map's data kept in the browser for a day (spec §3 status record, §4 "refreshed when older
// than one day; refresh failure sets isSuccess false", §9 one day and 52,428,800 bytes). A second
// visit draws from what is kept; a failed refresh keeps the old data and says so.
import type { KeyValueStore } from './map-store';

export const MAP_CACHE_MS = 24 * 60 * 60 * 1000;
/**
 * Who is online now is kept for a minute, not a day: a day-old "Online now" would name people long
 * gone (the status record times it apart, onlineUsersExpiration).
 */
export const ONLINE_USERS_CACHE_MS = 60 * 1000;
/** How long each section's answers are kept. */
export const SECTION_LIFETIME_MS: Record<MapSection, number> = { offRodeo: MAP_CACHE_MS, filters: MAP_CACHE_MS, onlineUsers: ONLINE_USERS_CACHE_MS };
export const MAP_STORE_BUDGET_BYTES = 52_428_800;

/** What the status record times: the map's data (members, clubs, events, locations), the filters, the online users. */
export type MapSection = 'offRodeo' | 'filters' | 'onlineUsers';

/** Spec §3 status record, plus which kept answers failed their last refresh. */
export interface MapStatus {
  offRodeoExpiration: number | null;
  filtersExpiration: number | null;
  onlineUsersExpiration: number | null;
  isSuccess: boolean;
  failingKeys: string[];
}

interface StoredEntry<T> {
  data: T;
  savedAt: number;
  expiresAt: number;
  size: number;
}

/** An answer as the page gets it: from the network or the store; stale when a refresh failed. */
export interface CachedAnswer<T> {
  data: T;
  savedAt: number;
  stale: boolean;
}

const STATUS_KEY = 'meta:status';
const OWNER_KEY = 'meta:owner';
const ENTRY_PREFIX = 'entry:';
const EXPIRATION_FIELD = { offRodeo: 'offRodeoExpiration', filters: 'filtersExpiration', onlineUsers: 'onlineUsersExpiration' } as const;

export const emptyStatus = (): MapStatus => ({ offRodeoExpiration: null, filtersExpiration: null, onlineUsersExpiration: null, isSuccess: true, failingKeys: [] });

export class MapCache {
  /** One status write at a time: two answers arriving together must not lose each other's change. */
  private statusWrites: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: KeyValueStore,
    private readonly now: () => number = () => Date.now(),
    private readonly budgetBytes = MAP_STORE_BUDGET_BYTES,
  ) {}

  /** What is kept belongs to one member: another member (or a visitor) on this browser starts empty. */
  async claim(ownerId: number): Promise<void> {
    const owner = await this.safely(() => this.store.get<number>(OWNER_KEY));
    if (owner === ownerId) return;
    await this.clear();
    await this.safely(() => this.store.set(OWNER_KEY, ownerId));
  }

  async clear(): Promise<void> {
    await this.safely(() => this.store.clear());
  }

  async status(): Promise<MapStatus> {
    return (await this.safely(() => this.store.get<MapStatus>(STATUS_KEY))) ?? emptyStatus();
  }

  /** The kept answer for `key`, fresh or not; undefined when nothing is kept. */
  async read<T>(key: string): Promise<CachedAnswer<T> | undefined> {
    const entry = await this.safely(() => this.store.get<StoredEntry<T>>(ENTRY_PREFIX + key));
    return entry && { data: entry.data, savedAt: entry.savedAt, stale: false };
  }

  /**
   * The kept answer while it is younger than its section's lifetime (a day; online users a minute),
   * else a new one from `fetch` (kept in turn).
   * When that fails, the old answer, marked stale (isSuccess false); with nothing kept, the error.
   * `fresh`: fetched even if the kept answer is young (the site said it changed).
   */
  async load<T>(section: MapSection, key: string, fetch: () => Promise<T>, { fresh = false }: { fresh?: boolean } = {}): Promise<CachedAnswer<T>> {
    const entry = await this.safely(() => this.store.get<StoredEntry<T>>(ENTRY_PREFIX + key));
    const now = this.now();
    if (entry && entry.expiresAt > now && !fresh) return { data: entry.data, savedAt: entry.savedAt, stale: false };
    try {
      const data = await fetch();
      await this.write(section, key, data, now);
      return { data, savedAt: now, stale: false };
    } catch (error) {
      await this.updateStatus((status) => ({ ...status, failingKeys: [...new Set([...status.failingKeys, key])] }));
      if (entry) return { data: entry.data, savedAt: entry.savedAt, stale: true };
      throw error;
    }
  }

  /** Keeps a value the page made itself (the filters) for a day. */
  async save(section: MapSection, key: string, data: unknown): Promise<void> {
    await this.write(section, key, data, this.now());
  }

  private async write(section: MapSection, key: string, data: unknown, now: number): Promise<void> {
    const expiresAt = now + SECTION_LIFETIME_MS[section];
    const size = byteSize(data);
    if (size <= this.budgetBytes) {
      await this.makeRoom(key, size);
      await this.safely(() => this.store.set(ENTRY_PREFIX + key, { data, savedAt: now, expiresAt, size } satisfies StoredEntry<unknown>));
    }
    await this.updateStatus((status) => ({ ...status, [EXPIRATION_FIELD[section]]: expiresAt, failingKeys: status.failingKeys.filter((failing) => failing !== key) }));
  }

  /** Keeps the whole store under its budget: the oldest answers go first. */
  private async makeRoom(key: string, size: number): Promise<void> {
    const keys = ((await this.safely(() => this.store.keys())) ?? []).filter((candidate) => candidate.startsWith(ENTRY_PREFIX) && candidate !== ENTRY_PREFIX + key);
    const kept: { key: string; size: number; savedAt: number }[] = [];
    for (const candidate of keys) {
      const entry = await this.safely(() => this.store.get<StoredEntry<unknown>>(candidate));
      if (entry) kept.push({ key: candidate, size: entry.size, savedAt: entry.savedAt });
    }
    let total = kept.reduce((sum, entry) => sum + entry.size, 0) + size;
    for (const oldest of kept.sort((a, b) => a.savedAt - b.savedAt)) {
      if (total <= this.budgetBytes) break;
      await this.safely(() => this.store.delete(oldest.key));
      total -= oldest.size;
    }
  }

  private updateStatus(change: (status: MapStatus) => MapStatus): Promise<void> {
    const next = this.statusWrites.then(async () => {
      const status = change(await this.status());
      await this.safely(() => this.store.set(STATUS_KEY, { ...status, isSuccess: status.failingKeys.length === 0 }));
    });
    this.statusWrites = next.catch(() => undefined);
    return next;
  }

  /** The store is a help, never a requirement: when it fails (quota, private window) the page goes on without it. */
  private async safely<T>(action: () => Promise<T>): Promise<T | undefined> {
    try {
      return await action();
    } catch {
      return undefined;
    }
  }
}

/** About what a value costs the store: its JSON's UTF-16 size. */
export function byteSize(value: unknown): number {
  return (JSON.stringify(value)?.length ?? 0) * 2;
}
