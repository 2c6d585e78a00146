import { ApiError, SERVER_ERROR_MESSAGE } from '@trailhead/shared-kernel/api';

export type QueryState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: ApiError };

interface Entry {
  state: QueryState<unknown>;
  listeners: Set<() => void>;
  inFlight: Promise<void> | null;
  fetchedAt: number;
  /** The last fetcher, so an invalidated key that someone still reads can fetch itself again. */
  fetcher: (() => Promise<unknown>) | null;
}

const LOADING: QueryState<never> = { status: 'loading', data: undefined, error: undefined };

/**
 * One cache of server state for the whole page (shell and remotes share it through the
 * shared-kernel singleton): each key is fetched once and every reader sees the same state.
 */
export class QueryCache {
  private readonly entries = new Map<string, Entry>();

  private entry(key: string): Entry {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { state: LOADING, listeners: new Set(), inFlight: null, fetchedAt: 0, fetcher: null };
      this.entries.set(key, entry);
    }
    return entry;
  }

  getState<T>(key: string): QueryState<T> {
    return this.entry(key).state as QueryState<T>;
  }

  subscribe(key: string, listener: () => void): () => void {
    const entry = this.entry(key);
    entry.listeners.add(listener);
    return () => entry.listeners.delete(listener);
  }

  /** Fetches when the key has no data yet or its data is older than maxAgeMs. */
  ensure<T>(key: string, fetcher: () => Promise<T>, maxAgeMs = Infinity): Promise<void> {
    const entry = this.entry(key);
    // Kept even when the data is fresh, so data seeded from the server's first screen can refetch itself.
    entry.fetcher = fetcher;
    if (entry.inFlight) return entry.inFlight;
    const fresh = entry.state.status === 'success' && Date.now() - entry.fetchedAt < maxAgeMs;
    if (fresh) return Promise.resolve();
    return this.fetch(key, fetcher);
  }

  fetch<T>(key: string, fetcher: () => Promise<T>): Promise<void> {
    const entry = this.entry(key);
    entry.fetcher = fetcher;
    if (entry.state.status === 'error') this.set(entry, LOADING);
    entry.inFlight = fetcher()
      .then(
        (data) => {
          entry.fetchedAt = Date.now();
          this.set(entry, { status: 'success', data, error: undefined });
        },
        (error: unknown) => {
          const apiError = error instanceof ApiError ? error : new ApiError(SERVER_ERROR_MESSAGE, 0, 'client_error');
          this.set(entry, { status: 'error', data: undefined, error: apiError });
        },
      )
      .finally(() => {
        entry.inFlight = null;
      });
    return entry.inFlight;
  }

  /**
   * Forgets every key that starts with the prefix: keys nobody reads are dropped, keys on screen
   * are fetched again at once (their old data stays visible until the new data arrives).
   */
  invalidate(prefix = ''): void {
    for (const [key, entry] of this.entries) {
      if (!key.startsWith(prefix)) continue;
      entry.fetchedAt = 0;
      if (entry.listeners.size === 0) this.entries.delete(key);
      else if (entry.fetcher && !entry.inFlight) void this.fetch(key, entry.fetcher);
    }
  }

  /** Puts data fetched elsewhere (the server's first screen) into the cache as if fetched now. */
  seed(key: string, data: unknown): void {
    const entry = this.entry(key);
    entry.fetchedAt = Date.now();
    this.set(entry, { status: 'success', data, error: undefined });
  }

  /** The keys someone has read that have no data yet (a server render collects and fetches them). */
  pendingKeys(): string[] {
    return [...this.entries].filter(([, entry]) => entry.state.status === 'loading' && !entry.inFlight).map(([key]) => key);
  }

  /** Every key with data, for handing a server render's data to the page. */
  successfulData(): Record<string, unknown> {
    const data: Record<string, unknown> = {};
    for (const [key, entry] of this.entries) if (entry.state.status === 'success') data[key] = entry.state.data;
    return data;
  }

  /** Forgets everything (a server render starts from nothing). */
  clear(): void {
    this.entries.clear();
  }

  private set(entry: Entry, state: QueryState<unknown>): void {
    entry.state = state;
    entry.listeners.forEach((listener) => listener());
  }
}
