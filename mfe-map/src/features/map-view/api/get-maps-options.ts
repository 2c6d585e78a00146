import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { MapsOptionsResponse } from '@trailhead/shared-kernel/types';

/** /options/maps: whether the site has a Google Maps key (then the map is Google's). Asked once per page. */
export const useMapsOptions = () => useQuery({ ...apiQueryOptions<MapsOptionsResponse>('/options/maps'), staleTime: Infinity });
