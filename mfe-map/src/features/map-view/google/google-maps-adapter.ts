import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import { MarkerClusterer } from '@googlemaps/markerclusterer';
import { CLUSTER_COLOUR, MAP_COLOURS } from '../map-colours';
import type { MapPoint, MapRadius } from '../map-view-types';

/**
 * Advanced markers need a map id. The site has no option for its own yet; Google's DEMO_MAP_ID
 * serves any key (a site with its own cloud-styled map would name it here).
 */
export const MAP_ID = 'DEMO_MAP_ID';
const METRES_PER_MILE = 1609.344;

let optionsSet = false;

/** The Maps JavaScript API with the libraries the map uses (maps, marker, places), loaded once per page. */
async function loadLibraries(apiKey: string) {
  if (!optionsSet) {
    setOptions({ key: apiKey, v: 'weekly', libraries: ['maps', 'marker', 'places'] });
    optionsSet = true;
  }
  const [maps, marker] = await Promise.all([importLibrary('maps'), importLibrary('marker'), importLibrary('places')]);
  return { maps, marker };
}

export interface GoogleMapHandlers {
  onSelect: (point: MapPoint) => void;
  onPickPosition?: (position: { latitude: number; longitude: number }) => void;
}

export interface GoogleMapController {
  setPoints(points: MapPoint[]): void;
  setRadius(radius: MapRadius | null | undefined): void;
  dispose(): void;
}

function markerDot(point: MapPoint): HTMLElement {
  const dot = document.createElement('div');
  const size = point.kind === 'me' ? 22 : 16;
  Object.assign(dot.style, {
    width: `${size}px`,
    height: `${size}px`,
    borderRadius: '50%',
    background: MAP_COLOURS[point.kind],
    border: '2px solid #fff',
    boxShadow: '0 1px 3px rgba(0,0,0,0.45)',
  });
  return dot;
}

/**
 * A Google map in `element`: advanced markers clustered by MarkerClusterer, the radius as a
 * Circle, and a click on the map (not on a marker) as a picked position. `handlers` is read at
 * each event, so the caller may swap its callbacks without redrawing.
 */
export async function createGoogleMap(element: HTMLElement, apiKey: string, handlers: () => GoogleMapHandlers): Promise<GoogleMapController> {
  const { maps, marker } = await loadLibraries(apiKey);
  const map = new maps.Map(element, {
    center: { lat: 46, lng: -100 },
    zoom: 3,
    mapId: MAP_ID,
    streetViewControl: false,
    clickableIcons: false,
  });
  const clusterer = new MarkerClusterer({
    map,
    renderer: {
      render: ({ count, position }) => {
        const badge = document.createElement('div');
        badge.textContent = String(count);
        Object.assign(badge.style, {
          minWidth: '30px',
          height: '30px',
          padding: '0 6px',
          borderRadius: '15px',
          background: CLUSTER_COLOUR,
          color: '#fff',
          font: '700 12px sans-serif',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          border: '3px solid rgba(255,255,255,0.9)',
        });
        return new marker.AdvancedMarkerElement({ position, content: badge, title: `Zoom into ${count} markers`, zIndex: 1000 + count });
      },
    },
  });
  const pick = map.addListener('click', (event: google.maps.MapMouseEvent) => {
    const onPickPosition = handlers().onPickPosition;
    if (event.latLng && onPickPosition) onPickPosition({ latitude: event.latLng.lat(), longitude: event.latLng.lng() });
  });
  let circle: google.maps.Circle | null = null;

  return {
    setPoints(points) {
      clusterer.clearMarkers(true);
      const markers = points.map((point) => {
        const advanced = new marker.AdvancedMarkerElement({
          position: { lat: point.latitude, lng: point.longitude },
          title: point.label,
          content: markerDot(point),
          gmpClickable: true,
        });
        advanced.addEventListener('gmp-click', () => handlers().onSelect(point));
        return advanced;
      });
      clusterer.addMarkers(markers);
    },
    setRadius(radius) {
      circle?.setMap(null);
      circle = radius
        ? new maps.Circle({
            map,
            center: { lat: radius.latitude, lng: radius.longitude },
            radius: radius.miles * METRES_PER_MILE,
            strokeColor: '#E54235',
            strokeWeight: 2,
            fillColor: '#E54235',
            fillOpacity: 0.12,
            clickable: false,
          })
        : null;
    },
    dispose() {
      pick.remove();
      circle?.setMap(null);
      clusterer.clearMarkers(true);
      clusterer.setMap(null);
    },
  };
}
