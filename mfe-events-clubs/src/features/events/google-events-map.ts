import { MarkerClusterer } from '@googlemaps/markerclusterer';
import type { EventsMapResponse } from '@trailhead/shared-kernel/types';
import { googleMaps } from '../../lib/google-maps';

type MapEvent = EventsMapResponse['events'][number];

/**
 * Draws the events on a Google map in `element`, close ones clustered; a marker's window links to
 * the event (`open` navigates inside the app). Loaded only when the site has a key and someone opens the map.
 */
export async function drawEventsMap(element: HTMLElement, apiKey: string, events: MapEvent[], open: (path: string) => void): Promise<() => void> {
  const importLibrary = await googleMaps(apiKey);
  const { Map, InfoWindow } = await importLibrary('maps');
  const { LatLngBounds } = await importLibrary('core');
  const { Marker } = await importLibrary('marker');
  const map = new Map(element, { center: { lat: 39.5, lng: -98.35 }, zoom: 4, streetViewControl: false });
  const info = new InfoWindow();
  const bounds = new LatLngBounds();
  const markers = events
    .filter((event) => event.latitude !== null && event.longitude !== null)
    .map((event) => {
      const position = { lat: event.latitude as number, lng: event.longitude as number };
      bounds.extend(position);
      const marker = new Marker({ position, title: event.title });
      marker.addListener('click', () => {
        const link = document.createElement('a');
        link.href = event.view_url;
        link.textContent = `${event.title} · ${[event.location_name, event.city, event.state].filter(Boolean).join(', ')}`;
        link.addEventListener('click', (click) => {
          click.preventDefault();
          open(new URL(event.view_url, window.location.href).pathname);
        });
        info.setContent(link);
        info.open({ map, anchor: marker });
      });
      return marker;
    });
  if (markers.length > 1) map.fitBounds(bounds);
  else if (markers.length === 1) map.setCenter(markers[0].getPosition() as google.maps.LatLng);
  const clusterer = new MarkerClusterer({ map, markers });
  return () => clusterer.clearMarkers();
}
