import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { SearchResponse } from '@trailhead/shared-kernel/types';
import { hasSearch, searchApiQuery, type SearchForm } from '../search-params';

export const searchQuery = (form: SearchForm, page: number, vehicleTypeId: number) => apiQueryOptions<SearchResponse>('/search', searchApiQuery(form, page, vehicleTypeId));

/** Asks nothing until there is something to search for. */
export const useSearch = (form: SearchForm, page: number, vehicleTypeId: number) => useQuery({ ...searchQuery(form, page, vehicleTypeId), enabled: hasSearch(form) });
