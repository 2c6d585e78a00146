import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { apiRequest, buildApiUrl, type QueryValue } from '@trailhead/shared-kernel/api';
import { queryCache } from './shared-cache';
import type { QueryState } from './query-cache';

/** The state of a query that is not asked yet; one object so React sees a stable snapshot. */
const NOT_ASKED: QueryState<never> = { status: 'loading', data: undefined, error: undefined };

export interface ApiQuery<T> {
  state: QueryState<T>;
  refetch: () => void;
}

/** GETs an API path through the shared cache. A null path means "not yet": nothing is fetched. */
export function useApiQuery<T>(path: string | null, query?: Record<string, QueryValue>, maxAgeMs?: number): ApiQuery<T> {
  const key = path === null ? '' : buildApiUrl(path, query);
  const fetcher = useCallback(() => apiRequest<T>(path ?? '/', { query }), [key]);

  const snapshot = () => (key ? queryCache.getState<T>(key) : NOT_ASKED);
  // The same snapshot on the server: a server render reads what was fetched for it beforehand.
  const state = useSyncExternalStore((onChange) => (key ? queryCache.subscribe(key, onChange) : () => undefined), snapshot, snapshot);

  useEffect(() => {
    if (key) void queryCache.ensure(key, fetcher, maxAgeMs);
  }, [key, fetcher, maxAgeMs]);

  const refetch = useCallback(() => {
    if (key) void queryCache.fetch(key, fetcher);
  }, [key, fetcher]);

  return { state, refetch };
}
