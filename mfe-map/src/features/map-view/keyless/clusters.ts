import Supercluster from 'supercluster';
import type { GeoProjection } from 'd3-geo';
import type { MapPoint } from '../map-view-types';

/** Past this zoom every marker stands alone (supercluster's zoom levels, as a web map's). */
export const MAX_CLUSTER_ZOOM = 13;
/** Tile size the zoom levels are counted in: at zoom z the world is 256 · 2^z px wide. */
const TILE = 256;

interface PointProperties {
  index: number;
}

export type PointIndex = Supercluster<PointProperties, Supercluster.AnyProps>;

/** What the map draws at the current view: a marker, or a cluster of markers. */
export type MapItem =
  | { type: 'point'; key: string; point: MapPoint; longitude: number; latitude: number }
  | { type: 'cluster'; key: string; clusterId: number; count: number; longitude: number; latitude: number };

/** A cluster's accessible name (the contract in map-view-types.ts). */
export const clusterLabel = (count: number) => `Zoom into ${count} markers`;

/** Built once per set of points (the map keeps the index while only the view changes). */
export function buildPointIndex(points: MapPoint[]): PointIndex {
  // radius in px of a 256-px tile: ~40 px on the screen at the map's middle latitudes.
  const index: PointIndex = new Supercluster({ radius: 56, extent: TILE, maxZoom: MAX_CLUSTER_ZOOM, minPoints: 2 });
  index.load(
    points.map((point, position) => ({
      type: 'Feature' as const,
      properties: { index: position },
      geometry: { type: 'Point' as const, coordinates: [point.longitude, point.latitude] },
    })),
  );
  return index;
}

/**
 * The supercluster zoom that matches a view: both maps are conformal, so a zoom level's pixels per
 * radian (256 · 2^z / 2π) is set against the projection's own (its scale times k).
 */
export function clusterZoomFor(k: number, projectionScale: number): number {
  const zoom = Math.floor(Math.log2((k * projectionScale * 2 * Math.PI) / TILE) + 1e-9);
  return Math.min(MAX_CLUSTER_ZOOM + 1, Math.max(0, zoom));
}

/** The k at which the map reaches supercluster zoom `zoom` (the inverse of clusterZoomFor). */
export function kForClusterZoom(zoom: number, projectionScale: number): number {
  return ((2 ** zoom * TILE) / (2 * Math.PI * projectionScale)) * (1 + 1e-6);
}

/** The longitude/latitude box a screen box shows: the corners and edge midpoints, inverted (a conic bends the edges). */
export function viewBox(projection: GeoProjection, toBase: (x: number, y: number) => [number, number], width: number, height: number): [number, number, number, number] {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const fx of [0, 0.5, 1]) {
    for (const fy of [0, 0.5, 1]) {
      const geo = projection.invert?.(toBase(fx * width, fy * height));
      if (!geo || !Number.isFinite(geo[0]) || !Number.isFinite(geo[1])) continue;
      west = Math.min(west, geo[0]);
      east = Math.max(east, geo[0]);
      south = Math.min(south, geo[1]);
      north = Math.max(north, geo[1]);
    }
  }
  if (!Number.isFinite(west)) return [-180, -85, 180, 85];
  // A margin, so markers slide in from the edge rather than pop in.
  const padLon = (east - west) * 0.15;
  const padLat = (north - south) * 0.15;
  return [Math.max(-180, west - padLon), Math.max(-85, south - padLat), Math.min(180, east + padLon), Math.min(85, north + padLat)];
}

/** The markers and clusters within `bbox` at `zoom`. */
export function itemsIn(index: PointIndex, points: MapPoint[], bbox: [number, number, number, number], zoom: number): MapItem[] {
  return index.getClusters(bbox, zoom).map((feature): MapItem => {
    const [longitude, latitude] = feature.geometry.coordinates;
    const properties = feature.properties;
    if ('cluster' in properties && properties.cluster) {
      return { type: 'cluster', key: `c${properties.cluster_id}`, clusterId: properties.cluster_id, count: properties.point_count, longitude, latitude };
    }
    const point = points[(properties as PointProperties).index];
    return { type: 'point', key: point.id, point, longitude: point.longitude, latitude: point.latitude };
  });
}

/**
 * Markers that land on one spot (members of one town share an approximate position) are set on a
 * small ring around it, so each can be seen and chosen.
 */
export function spreadOverlapping<T extends { x: number; y: number; stackable: boolean }>(placed: T[], within = 6): T[] {
  const groups = new Map<string, T[]>();
  for (const item of placed) {
    if (!item.stackable) continue;
    const cell = `${Math.round(item.x / within)}:${Math.round(item.y / within)}`;
    const group = groups.get(cell);
    if (group) group.push(item);
    else groups.set(cell, [item]);
  }
  const moved = new Map<T, { x: number; y: number }>();
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const ring = 14 + group.length * 3;
    group.forEach((item, position) => {
      const angle = (2 * Math.PI * position) / group.length - Math.PI / 2;
      moved.set(item, { x: group[0].x + ring * Math.cos(angle), y: group[0].y + ring * Math.sin(angle) });
    });
  }
  return placed.map((item) => {
    const to = moved.get(item);
    return to ? { ...item, ...to } : item;
  });
}
