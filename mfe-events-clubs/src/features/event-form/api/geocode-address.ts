import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { MapsOptionsResponse } from '@trailhead/shared-kernel/types';

/** GET /options/maps: the site's Google Maps browser key, or null (then coordinates are typed). */
export const useMapsOptions = () => useQuery({ ...apiQueryOptions<MapsOptionsResponse>('/options/maps'), staleTime: Infinity });

export interface GeocodedPlace {
  latitude: number;
  longitude: number;
  /** The address as Google understood it, to show the person what was found. */
  formatted: string;
}

export const GEOCODE_FAILED = 'We could not find that address on the map. Check it, or type the coordinates.';

let configuredKey: string | null = null;

/** The address through Google's geocoder (loaded only now, only on sites with a key). */
export async function geocodeAddress(address: string, apiKey: string): Promise<GeocodedPlace> {
  const { importLibrary, setOptions } = await import('@googlemaps/js-api-loader');
  if (configuredKey !== apiKey) {
    setOptions({ key: apiKey, v: 'weekly' });
    configuredKey = apiKey;
  }
  const { Geocoder } = (await importLibrary('geocoding')) as google.maps.GeocodingLibrary;
  const { results } = await new Geocoder().geocode({ address, region: 'us' });
  const first = results[0];
  if (!first) throw new Error(GEOCODE_FAILED);
  const location = first.geometry.location;
  return { latitude: Number(location.lat().toFixed(6)), longitude: Number(location.lng().toFixed(6)), formatted: first.formatted_address };
}
