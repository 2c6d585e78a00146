import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { MapsOptionsResponse } from '@trailhead/shared-kernel/types';

/** GET /options/maps: the site's Google Maps browser key, null when it has none. */
export const mapsOptionsQuery = () => ({ ...apiQueryOptions<MapsOptionsResponse>('/options/maps'), staleTime: Infinity });

export const useMapsOptions = (enabled = true) => useQuery({ ...mapsOptionsQuery(), enabled });

let configuredKey: string | null = null;

/** Google's loader, set up with the site's key once (the script itself loads only when a library is first asked for). */
export async function googleMaps(apiKey: string) {
  const loader = await import('@googlemaps/js-api-loader');
  if (configuredKey !== apiKey) {
    loader.setOptions({ key: apiKey, v: 'weekly' });
    configuredKey = apiKey;
  }
  return loader.importLibrary;
}
