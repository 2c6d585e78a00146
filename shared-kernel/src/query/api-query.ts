import { QueryCache, queryOptions, skipToken, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { apiKeyUrl, apiRequest, ApiError, SERVER_ERROR_MESSAGE, type QueryValue } from '@trailhead/shared-kernel/api';

/**
 * An API read is keyed by its URL (`['/api/threads/7/posts?page=2']`): the key the server's
 * drawing hands over its answers by, and a prefix that invalidates a whole family of reads.
 */
export type ApiQueryKey = readonly [string];

export function apiQueryKey(path: string, query?: Record<string, QueryValue>): ApiQueryKey {
  return [apiKeyUrl(path, query)];
}

const asApiError = (error: unknown) => (error instanceof ApiError || (error as Error)?.name === 'AbortError' ? error : new ApiError(SERVER_ERROR_MESSAGE, 0, 'client_error'));

/** The query options of one GET of the API: its URL key and the fetcher (cancelled when nobody waits for it). */
export function apiQueryOptions<T>(path: string, query?: Record<string, QueryValue>) {
  return queryOptions<T, ApiError, T, ApiQueryKey>({
    queryKey: apiQueryKey(path, query),
    queryFn: ({ signal }) => apiRequest<T>(path, { query, signal }).catch((error: unknown) => Promise.reject(asApiError(error))),
  });
}

const keyUrl = (key: QueryKey) => (typeof key[0] === 'string' ? key[0] : '');

/**
 * Marks every API read whose URL starts with the prefix as out of date: reads on screen are
 * fetched again at once (their data stays until the new answer is here), the rest when next shown.
 */
export function invalidateApiQueries(client: QueryClient, prefix = '/api/'): Promise<void> {
  return client.invalidateQueries({ predicate: (query) => keyUrl(query.queryKey).startsWith(prefix) });
}

/** Puts answers fetched elsewhere (the server's drawing) into the cache as if fetched now: nothing is asked again. */
export function seedApiQueries(client: QueryClient, data: Record<string, unknown>): void {
  for (const [url, value] of Object.entries(data)) client.setQueryData([url], value);
}

type ReadOptions = { enabled?: boolean | ((query: never) => boolean); queryFn?: unknown };

/**
 * The cache of a server render. No query runs while React renders on the server, so it notes which
 * queries some component actually wanted: every useQuery hands its options here as it renders, and
 * a read declared `enabled: false` (admin links for a visitor) by one component and wanted by
 * another counts as wanted.
 */
export type ServerRenderCache = QueryCache & { wanted: Set<string> };

export function serverRenderCache(): ServerRenderCache {
  const cache = new QueryCache();
  const wanted = new Set<string>();
  const build = cache.build.bind(cache);
  cache.build = ((client, options, state) => {
    const query = build(client, options, state);
    const { enabled, queryFn } = options as ReadOptions;
    if (queryFn !== skipToken && (typeof enabled === 'function' ? enabled(query as never) : enabled !== false)) wanted.add(query.queryHash);
    return query;
  }) as QueryCache['build'];
  return Object.assign(cache, { wanted });
}

/** The URLs a server render wanted without having their answers yet (it fetches them and draws again). */
export function pendingApiUrls(client: QueryClient): string[] {
  const cache = client.getQueryCache() as Partial<ServerRenderCache> & QueryCache;
  const wanted = cache.wanted ?? null;
  return cache
    .getAll()
    .filter((query) => query.state.status === 'pending' && (!wanted || wanted.has(query.queryHash)))
    .map((query) => keyUrl(query.queryKey))
    .filter(Boolean);
}

/** Every API answer in the cache by URL, for handing a server render's data to the page. */
export function apiAnswers(client: QueryClient): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const query of client.getQueryCache().getAll()) {
    const url = keyUrl(query.queryKey);
    if (url && query.state.status === 'success') answers[url] = query.state.data;
  }
  return answers;
}
