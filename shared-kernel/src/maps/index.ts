// @trailhead/shared-kernel/maps — the site's Google Maps key and loader, and geocoding through it,
// for every part that places things on a map (events, clubs, trail locations). The Maps script
// itself loads only when a library is first asked for, and only on sites with a key.
export { googleMaps, mapsOptionsQuery, useMapsOptions } from './google-maps';
export { geocodeAddress, GEOCODE_FAILED, type GeocodedPlace } from './geocode-address';
