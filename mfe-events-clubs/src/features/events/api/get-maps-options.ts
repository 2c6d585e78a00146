import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { MapsOptionsResponse } from '@trailhead/shared-kernel/types';

/** GET /options/maps: the site's Google Maps browser key, null when it has none. */
export const mapsOptionsQuery = () => ({ ...apiQueryOptions<MapsOptionsResponse>('/options/maps'), staleTime: Infinity });

export const useMapsOptions = (enabled = true) => useQuery({ ...mapsOptionsQuery(), enabled });
