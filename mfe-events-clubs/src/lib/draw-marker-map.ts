import { MarkerClusterer } from '@googlemaps/markerclusterer';
import { googleMaps } from '@trailhead/shared-kernel/maps';

/** A pin on the map: its place, its name, and the page it opens. */
export interface MapMarker {
  latitude: number;
  longitude: number;
  title: string;
  /** The text of the link in the pin's window. */
  label: string;
  /** Where the link leads (a view_url). */
  href: string;
}

/**
 * Draws the markers on a Google map in `element`, close ones clustered; a marker's window links to
 * its page (`open` navigates inside the app). Loaded only when the site has a key and a map is shown.
 */
export async function drawMarkerMap(element: HTMLElement, apiKey: string, markers: readonly MapMarker[], open: (path: string) => void): Promise<() => void> {
  const importLibrary = await googleMaps(apiKey);
  const { Map, InfoWindow } = await importLibrary('maps');
  const { LatLngBounds } = await importLibrary('core');
  const { Marker } = await importLibrary('marker');
  const map = new Map(element, { center: { lat: 39.5, lng: -98.35 }, zoom: 4, streetViewControl: false });
  const info = new InfoWindow();
  const bounds = new LatLngBounds();
  const pins = markers.map((item) => {
    const position = { lat: item.latitude, lng: item.longitude };
    bounds.extend(position);
    const marker = new Marker({ position, title: item.title });
    marker.addListener('click', () => {
      const link = document.createElement('a');
      link.href = item.href;
      link.textContent = item.label;
      link.addEventListener('click', (click) => {
        click.preventDefault();
        open(new URL(item.href, window.location.href).pathname);
      });
      info.setContent(link);
      info.open({ map, anchor: marker });
    });
    return marker;
  });
  if (pins.length > 1) map.fitBounds(bounds);
  else if (pins.length === 1) map.setCenter(pins[0].getPosition() as google.maps.LatLng);
  const clusterer = new MarkerClusterer({ map, markers: pins });
  return () => clusterer.clearMarkers();
}
