import { useApiQuery } from '@trailhead/shared-kernel/query';
import type { SearchResponse } from '@trailhead/shared-kernel/types';
import { hasSearch, searchApiQuery, type SearchForm } from '../search-params';

export function useSearch(form: SearchForm, page: number, vehicleTypeId: number) {
  return useApiQuery<SearchResponse>(hasSearch(form) ? '/search' : null, searchApiQuery(form, page, vehicleTypeId));
}
