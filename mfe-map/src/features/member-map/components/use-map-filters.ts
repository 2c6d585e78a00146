import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from '@trailhead/shared-kernel/router';
import { mapCacheFor } from '../api/map-cache-session';
import { MAP_CACHE_MS } from '../lib/map-cache';
import { filtersFromParams, filtersToParams, hasFilterParams, type MapFilters } from '../lib/map-filters';

const FILTERS_KEY = 'filters';

/**
 * The map's filters: read from and written to the URL (a reload keeps them), and kept in the local
 * store for a day, so /map without a query opens as the member left it (logout clears them).
 */
export function useMapFilters(userId: number) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const restored = useRef(false);

  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    if (hasFilterParams(params)) return;
    void mapCacheFor(userId)
      .then((cache) => cache.read<MapFilters>(FILTERS_KEY))
      .then((kept) => {
        if (kept && Date.now() - kept.savedAt < MAP_CACHE_MS) setParams((current) => filtersToParams({ ...kept.data, locationId: filtersFromParams(current).locationId }, current), { replace: true });
      });
  }, [params, setParams, userId]);

  const change = useCallback(
    (update: (current: MapFilters) => MapFilters, options: { replace?: boolean } = {}) => {
      setParams((current) => {
        const next = update(filtersFromParams(current));
        void mapCacheFor(userId).then((cache) => cache.save('filters', FILTERS_KEY, { ...next, locationId: null }));
        return filtersToParams(next, current);
      }, options);
    },
    [setParams, userId],
  );
  return { filters, change };
}
