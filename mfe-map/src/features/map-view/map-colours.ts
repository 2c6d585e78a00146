import type { MapPointKind } from './map-view-types';

/**
 * Marker colours by kind (spec §3 names the user colours me, registered, member and location).
 * Against white (glyphs, ring) each is ≥ 4.5:1 except me, the brand red (4.1:1; its marker carries
 * no text), and each stands out from the map's land and water at ≥ 3:1. Clusters (with their
 * count as text) are the brand black.
 */
export const MAP_COLOURS: Record<MapPointKind, string> = {
  me: '#E54235',
  member: '#1D5FA8',
  registered: '#2C7A3A',
  location: '#8A4F0B',
  club: '#6B2D90',
  event: '#0F6E72',
};

export const CLUSTER_COLOUR = '#202020';

/** What the legend calls each kind. */
export const MAP_KIND_NAMES: Record<MapPointKind, string> = {
  me: 'Me',
  member: 'Members',
  registered: 'Registered members',
  location: 'Trail locations',
  club: 'Clubs',
  event: 'Events',
};

export const MAP_KINDS = Object.keys(MAP_COLOURS) as MapPointKind[];
