import { useApiQuery } from '@trailhead/shared-kernel/query';
import type { MapsOptionsResponse, MapUsersResponse } from '@trailhead/shared-kernel/types';

const ONE_DAY_MS = 24 * 60 * 60 * 1000;

/** Spec §9: map data is kept for a day. */
export function useMapUsers() {
  return useApiQuery<MapUsersResponse>('/users/map', undefined, ONE_DAY_MS);
}

export function useMapsOptions() {
  return useApiQuery<MapsOptionsResponse>('/options/maps');
}
