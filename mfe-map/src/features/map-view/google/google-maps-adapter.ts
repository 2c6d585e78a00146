import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import { MarkerClusterer } from '@googlemaps/markerclusterer';
import type { MapUser } from '@trailhead/shared-kernel/types';


let configuredKey: string | null = null;

/** Draws the members on a Google map in `element`, clustered. Only used when the site has a key. */
export async function drawMemberMap(element: HTMLElement, apiKey: string, users: MapUser[]): Promise<() => void> {
  if (configuredKey !== apiKey) {
    setOptions({ key: apiKey, v: 'weekly', libraries: ['places'] });
    configuredKey = apiKey;
  }
  const { Map, InfoWindow } = await importLibrary('maps');
  const { Marker } = await importLibrary('marker');
  const map = new Map(element, { center: { lat: 39.5, lng: -98.35 }, zoom: 4, streetViewControl: false });
  const info = new InfoWindow();
  const markers = users.map((user) => {
    const marker = new Marker({
      position: { lat: user.latitude, lng: user.longitude },
      title: user.username,
      label: { text: user.username.slice(0, 1).toUpperCase(), color: 'white' },
    });
    marker.addListener('click', () => {
      const content = document.createElement('a');
      content.href = user.view_url;
      content.textContent = `${user.username}${user.city ? ` · ${user.city}, ${user.state}` : ''}`;
      info.setContent(content);
      info.open({ map, anchor: marker });
    });
    return marker;
  });
  const clusterer = new MarkerClusterer({ map, markers });
  return () => clusterer.clearMarkers();
}
