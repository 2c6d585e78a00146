#!/usr/bin/env node
// Writes the keyless map's outlines (US states and Canada) as one small GeoJSON file, from the
// atlas packages (us-atlas, world-atlas), before the remote's build: the page fetches it (it is not
// bundled into JS) and webpack emits it with a content hash beside the remote's chunks.
// Usage: node mfe-map/scripts/build-atlas.mjs [outFile] (the build runs it through scripts/prebuild.mjs).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ATLAS_FILE = path.join(appDir, 'src', 'features', 'map-view', 'keyless', 'generated', 'north-america.geo.json');

/** Degrees kept per coordinate: 2 decimals is ~1 km, finer than a pixel until the map is zoomed far in. */
const DECIMALS = 2;
/** Simplification tolerance (degrees, ~2.5 km): below a pixel until the map is zoomed far in. */
const TOLERANCE = 0.025;
/** Islands smaller than this across (degrees) are a dot at the widest zoom: left out. */
const MIN_RING_SPAN = 0.25;

const round = (value) => Math.round(value * 10 ** DECIMALS) / 10 ** DECIMALS;

/** Douglas–Peucker: keeps the points of `points[first..last]` that stray more than `tolerance` from the chord. */
function simplify(points, first, last, tolerance, keep) {
  const [ax, ay] = points[first];
  const [bx, by] = points[last];
  const dx = bx - ax;
  const dy = by - ay;
  const length = Math.hypot(dx, dy);
  let farthest = -1;
  let farthestDistance = tolerance;
  for (let index = first + 1; index < last; index += 1) {
    const [px, py] = points[index];
    const distance = length === 0 ? Math.hypot(px - ax, py - ay) : Math.abs(dy * px - dx * py + bx * ay - by * ax) / length;
    if (distance > farthestDistance) {
      farthest = index;
      farthestDistance = distance;
    }
  }
  if (farthest < 0) return;
  keep[farthest] = true;
  simplify(points, first, farthest, tolerance, keep);
  simplify(points, farthest, last, tolerance, keep);
}

/** A ring simplified and rounded; null when it is too small to see at the widest zoom. */
function thinRing(ring) {
  const lons = ring.map((point) => point[0]);
  const lats = ring.map((point) => point[1]);
  const span = Math.max(Math.max(...lons) - Math.min(...lons), Math.max(...lats) - Math.min(...lats));
  if (ring.length < 4 || span < MIN_RING_SPAN) return null;
  const keep = ring.map((_point, index) => index === 0 || index === ring.length - 1);
  // Split at the middle point so a closed ring's chord is not a single point.
  const middle = Math.floor(ring.length / 2);
  keep[middle] = true;
  simplify(ring, 0, middle, TOLERANCE, keep);
  simplify(ring, middle, ring.length - 1, TOLERANCE, keep);
  const kept = ring.filter((_point, index) => keep[index]).map(([lon, lat]) => [round(lon), round(lat)]);
  return kept.length >= 4 ? kept : null;
}

function thinPolygons(geometry) {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const thinned = polygons
    .map((polygon) => polygon.map(thinRing))
    .filter((polygon) => polygon[0] !== null)
    .map((polygon) => polygon.filter(Boolean));
  return { type: 'MultiPolygon', coordinates: thinned };
}

export function buildAtlas() {
  const states = JSON.parse(readFileSync(require.resolve('us-atlas/states-10m.json'), 'utf8'));
  const countries = JSON.parse(readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8'));
  const usStates = feature(states, states.objects.states).features.map((state) => ({
    type: 'Feature',
    properties: { name: state.properties.name, country: 'US' },
    geometry: thinPolygons(state.geometry),
  }));
  const nations = feature(countries, countries.objects.countries).features;
  const canada = nations.find((country) => country.properties.name === 'Canada');
  const unitedStates = nations.find((country) => country.properties.name === 'United States of America');
  if (!canada || !unitedStates) throw new Error('world-atlas has no Canada or United States');
  // The US as a whole, from the same atlas as Canada, is drawn under the states: the two share
  // their border exactly, where the states (another atlas) would leave slivers of water.
  return {
    type: 'FeatureCollection',
    features: [
      { type: 'Feature', properties: { name: 'United States', country: 'US', nation: true }, geometry: thinPolygons(unitedStates.geometry) },
      ...usStates,
      { type: 'Feature', properties: { name: 'Canada', country: 'CA', nation: true }, geometry: thinPolygons(canada.geometry) },
    ],
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outFile = process.argv[2] ? path.resolve(process.argv[2]) : ATLAS_FILE;
  mkdirSync(path.dirname(outFile), { recursive: true });
  const json = JSON.stringify(buildAtlas());
  writeFileSync(outFile, json);
  console.log(`atlas: ${path.relative(process.cwd(), outFile)} (${Math.round(json.length / 1024)} KB)`);
}
