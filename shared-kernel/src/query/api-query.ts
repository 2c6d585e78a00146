import { queryOptions, skipToken, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { apiRequest, ApiError, buildApiUrl, SERVER_ERROR_MESSAGE, type QueryValue } from '@trailhead/shared-kernel/api';

/**
 * An API read is keyed by its URL (`['/api/threads/7/posts?page=2']`): the key the server's
 * drawing hands over its answers by, and a prefix that invalidates a whole family of reads.
 */
export type ApiQueryKey = readonly [string];

export function apiQueryKey(path: string, query?: Record<string, QueryValue>): ApiQueryKey {
  return [buildApiUrl(path, query)];
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

/** A read the page declared but does not want yet (`enabled: false`, e.g. admin links for a visitor). */
function isDisabled(query: Query): boolean {
  const { enabled, queryFn } = query.options as { enabled?: boolean | ((query: Query) => boolean); queryFn?: unknown };
  return queryFn === skipToken || (typeof enabled === 'function' ? !enabled(query) : enabled === false);
}

/**
 * The URLs a server render read without having their answers yet (it fetches them and draws
 * again). No query runs during a server render, so the cache holds every read it declared.
 */
export function pendingApiUrls(client: QueryClient): string[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && !isDisabled(query))
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
