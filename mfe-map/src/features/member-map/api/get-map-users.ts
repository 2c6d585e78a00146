import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { MapsOptionsResponse, MapUsersResponse } from '@trailhead/shared-kernel/types';

const ONE_DAY_MS = 24 * 60 * 60 * 1000;

/** Spec §9: map data is kept for a day. */
export const mapUsersQuery = () => ({ ...apiQueryOptions<MapUsersResponse>('/users/map'), staleTime: ONE_DAY_MS });

export const useMapUsers = () => useQuery(mapUsersQuery());

export const mapsOptionsQuery = () => apiQueryOptions<MapsOptionsResponse>('/options/maps');

export const useMapsOptions = () => useQuery(mapsOptionsQuery());
