import type { MapPoint } from '../map-view-types';
import { buildPointIndex, clusterLabel, clusterZoomFor, itemsIn, kForClusterZoom, MAX_CLUSTER_ZOOM, spreadOverlapping } from './clusters';

const point = (id: number, latitude: number, longitude: number): MapPoint => ({ id: `user:${id}`, kind: 'member', latitude, longitude, label: `rider${id}` });
const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

// Three near Denver, one in Moab, one in Toronto.
const points = [point(1, 39.74, -104.99), point(2, 39.75, -105.0), point(3, 39.7, -104.9), point(4, 38.57, -109.55), point(5, 43.65, -79.38)];

it('names a cluster for what choosing it does', () => {
  expect(clusterLabel(12)).toBe('Zoom into 12 markers');
});

it('clusters near markers at a wide zoom and splits them as the map zooms in', () => {
  const index = buildPointIndex(points);
  const wide = itemsIn(index, points, WORLD, 3);
  const denverCluster = wide.find((item) => item.type === 'cluster');
  expect(denverCluster).toMatchObject({ type: 'cluster', count: 4 });
  expect(wide.find((item) => item.type === 'point')).toMatchObject({ point: { label: 'rider5' } });

  if (denverCluster?.type !== 'cluster') throw new Error('no cluster');
  const splitsAt = index.getClusterExpansionZoom(denverCluster.clusterId);
  const closer = itemsIn(index, points, WORLD, splitsAt);
  expect(closer.length).toBeGreaterThan(wide.length);
  const close = itemsIn(index, points, WORLD, MAX_CLUSTER_ZOOM + 1);
  expect(close.map((item) => (item.type === 'point' ? item.point.label : 'cluster')).sort()).toEqual(['rider1', 'rider2', 'rider3', 'rider4', 'rider5']);
});

it('only returns what is within the box', () => {
  const index = buildPointIndex(points);
  const east = itemsIn(index, points, [-90, 30, -60, 50], MAX_CLUSTER_ZOOM + 1);
  expect(east).toHaveLength(1);
  expect(east[0]).toMatchObject({ type: 'point', point: { label: 'rider5' } });
});

it('matches the view scale to a cluster zoom, and back', () => {
  const scale = 900;
  for (const zoom of [2, 5, 9, MAX_CLUSTER_ZOOM + 1]) expect(clusterZoomFor(kForClusterZoom(zoom, scale), scale)).toBe(zoom);
  expect(clusterZoomFor(1e9, scale)).toBe(MAX_CLUSTER_ZOOM + 1);
  expect(clusterZoomFor(1e-9, scale)).toBe(0);
});

it('sets markers that share a spot on a ring, so each can be chosen', () => {
  const placed = spreadOverlapping([
    { x: 100, y: 100, stackable: true },
    { x: 100, y: 100, stackable: true },
    { x: 101, y: 100, stackable: true },
    { x: 300, y: 100, stackable: true },
  ]);
  const spots = new Set(placed.map(({ x, y }) => `${Math.round(x)}:${Math.round(y)}`));
  expect(spots.size).toBe(4);
  expect(placed[3]).toEqual({ x: 300, y: 100, stackable: true });
});
