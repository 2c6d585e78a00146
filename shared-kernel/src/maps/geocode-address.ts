import { googleMaps } from './google-maps';

export interface GeocodedPlace {
  latitude: number;
  longitude: number;
  /** The address as Google understood it, to show the person what was found. */
  formatted: string;
}

export const GEOCODE_FAILED = 'We could not find that address on the map. Check it, or type the coordinates.';

/** The address through Google's geocoder (loaded only now, only on sites with a key). */
export async function geocodeAddress(address: string, apiKey: string): Promise<GeocodedPlace> {
  const importLibrary = await googleMaps(apiKey);
  const { Geocoder } = (await importLibrary('geocoding')) as google.maps.GeocodingLibrary;
  const { results } = await new Geocoder().geocode({ address, region: 'us' });
  const first = results[0];
  if (!first) throw new Error(GEOCODE_FAILED);
  const location = first.geometry.location;
  return { latitude: Number(location.lat().toFixed(6)), longitude: Number(location.lng().toFixed(6)), formatted: first.formatted_address };
}
