#!/usr/bin/env -S npx tsx
// The member map in headless Chromium with 10,000 members and 5,000 trail locations: /api/users/map
// and /api/locations are answered by Playwright routes with synthetic points, so any seeded site
// will do. Signed in as the demo member, from /help (shell only) to /map by an in-app navigation:
//  - gzip bytes of JS the map route adds beyond what the shell loaded (keyless; target ≤ 120 KB),
//  - the first draw (outlines on the canvas: performance mark 'map:first-draw') and the first marker,
//  - 36 pans (drags) and zooms (wheel, buttons), and the frame times meanwhile from
//    requestAnimationFrame timestamps (p50, p95, max) and the long tasks.
//   npx tsx scripts/bench/map-browser.mjs [http://127.0.0.1:8080]
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { toColumns } from '../../api/src/modules/users/member-map.ts';
import { percentile } from './api-runs.mjs';

export const BENCH_MAP_MEMBERS = 10_000;
export const BENCH_MAP_LOCATIONS = 5_000;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Towns across the US and Canada the synthetic points gather around, as people do. */
const TOWNS = [
  [39.74, -104.99], [38.57, -109.55], [40.76, -111.89], [36.17, -115.14], [34.05, -118.24], [37.77, -122.42], [45.52, -122.68], [47.61, -122.33],
  [61.22, -149.9], [64.84, -147.72], [33.45, -112.07], [35.08, -106.65], [32.78, -96.8], [29.76, -95.37], [30.27, -97.74], [41.88, -87.63],
  [44.98, -93.27], [39.1, -94.58], [36.16, -86.78], [33.75, -84.39], [25.76, -80.19], [28.54, -81.38], [35.23, -80.84], [38.91, -77.04],
  [40.71, -74.01], [42.36, -71.06], [43.65, -79.38], [45.5, -73.57], [46.81, -71.21], [44.65, -63.58], [47.56, -52.71], [49.9, -97.14],
  [51.05, -114.07], [53.55, -113.49], [49.28, -123.12], [48.43, -123.37], [52.13, -106.67], [60.72, -135.06], [62.45, -114.37], [46.87, -113.99],
];

/** A small deterministic generator, so every run draws the same map. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function positions(count, seed) {
  const next = random(seed);
  return Array.from({ length: count }, (_unused, index) => {
    const [latitude, longitude] = TOWNS[index % TOWNS.length];
    // Most near town, some far out: a spread of up to ~4 degrees.
    const spread = next() < 0.7 ? 0.6 : 4;
    return { latitude: latitude + (next() - 0.5) * spread, longitude: longitude + (next() - 0.5) * spread * 1.4 };
  });
}

function mapUsers(count) {
  return positions(count, 17).map(({ latitude, longitude }, index) => ({
    user_id: 100_000 + index,
    username: `rider${index}`,
    view_url: `/members/rider${index}.${100_000 + index}/`,
    avatar_urls: { h: null },
    city: null,
    state: null,
    latitude,
    longitude,
    position_exact: false,
    vehicle_type_id: null,
    is_member: index % 3 !== 0,
    is_online: index % 50 === 0,
  }));
}

const LOCATION_TYPES = ['trailhead', 'trail', 'campground', 'dealer', 'repair_shop', 'fuel', 'viewpoint', 'off_road_park'];

function trailLocations(count) {
  return positions(count, 29).map(({ latitude, longitude }, index) => ({
    location_id: 500_000 + index,
    name: `Bench spot ${index}`,
    location_type: LOCATION_TYPES[index % LOCATION_TYPES.length],
    address: `${index} Bench Road`,
    city: null,
    state: null,
    country: 'US',
    latitude,
    longitude,
    vehicle_type_id: null,
    rating: null,
    rating_count: 0,
    media_count: 0,
    view_url: `/map?location=${500_000 + index}`,
  }));
}


export async function benchMapBrowser(baseUrl = 'http://127.0.0.1:8080') {
  const users = mapUsers(BENCH_MAP_MEMBERS);
  const locations = trailLocations(BENCH_MAP_LOCATIONS);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const login = await page.request.post(`${baseUrl}/api/login`, { data: { login: 'member', password: 'Trailhead#2026' } });
    if (!login.ok()) throw new Error(`login as member answered ${login.status()}`);

    // /users/map's flags (spec §3): member=1 alone fills memberUsers, registered=1 alone registeredUsers, else allUsers.
    await page.route('**/api/users/map*', (route) => {
      const query = new URL(route.request().url()).searchParams;
      const members = query.get('member') === '1' && query.get('registered') === '0';
      const registered = query.get('registered') === '1' && query.get('member') === '0';
      const lists = {
        memberUsers: members ? users.filter((user) => user.is_member) : [],
        registeredUsers: registered ? users.filter((user) => !user.is_member) : [],
        allUsers: members || registered ? [] : users,
      };
      const asked = query.get('format') === 'columns' ? Object.fromEntries(Object.entries(lists).map(([list, rows]) => [list, toColumns(rows)])) : lists;
      return route.fulfill({ json: asked });
    });
    await page.route('**/api/locations?*', (route) => {
      const query = new URL(route.request().url()).searchParams;
      const perPage = Number(query.get('per_page') ?? 2500);
      const current = Number(query.get('page') ?? 1);
      const lastPage = Math.ceil(locations.length / perPage);
      return route.fulfill({
        json: { locations: locations.slice((current - 1) * perPage, current * perPage), pagination: { current_page: current, last_page: lastPage, per_page: perPage, total: locations.length } },
      });
    });

    const scripts = new Map();
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.set(response.url(), await response.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto(`${baseUrl}/help`, { waitUntil: 'networkidle' });
    const shellScripts = new Set(scripts.keys());

    // Frames and long tasks from here on.
    await page.evaluate(() => {
      const record = { frames: [], longTasks: [], start: performance.now() };
      window.__mapBench = record;
      const tick = (time) => {
        record.frames.push(time);
        window.requestAnimationFrame(tick);
      };
      window.requestAnimationFrame(tick);
      new window.PerformanceObserver((list) => list.getEntries().forEach((entry) => record.longTasks.push(entry.duration))).observe({ type: 'longtask', buffered: false });
      window.history.pushState({}, '', '/map');
      window.dispatchEvent(new window.PopStateEvent('popstate'));
    });
    const map = page.locator('[data-testid="map-view"][data-map="keyless"]');
    await map.waitFor();
    await page.locator('[data-testid="map-view"] button[data-marker]').first().waitFor();
    const firstMarkerMs = await page.evaluate(() => performance.now() - window.__mapBench.start);
    await page.waitForFunction(() => performance.getEntriesByName('map:first-draw').length > 0);
    const firstDrawMs = await page.evaluate(() => performance.getEntriesByName('map:first-draw')[0].startTime - window.__mapBench.start);
    await page.waitForLoadState('networkidle');
    const routeJs = [...scripts.entries()].filter(([url]) => !shellScripts.has(url));
    if (process.env.BENCH_VERBOSE) for (const [url, body] of routeJs) console.log(`  map route ${kb(gzipSync(body, { level: 9 }).length).padStart(9)}  ${new URL(url).pathname}`);
    const markersAtStart = await page.locator('[data-testid="map-view"] button[data-marker]').count();

    // Pans and zooms, as a person exploring the map: 36 gestures.
    const box = await map.boundingBox();
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const interactionStart = await page.evaluate(() => performance.now());
    for (let gesture = 0; gesture < 36; gesture += 1) {
      const kind = gesture % 3;
      if (kind === 0) {
        await page.mouse.move(centre.x, centre.y);
        await page.mouse.down();
        const angle = gesture * 0.9;
        await page.mouse.move(centre.x + Math.cos(angle) * 160, centre.y + Math.sin(angle) * 100, { steps: 12 });
        await page.mouse.up();
      } else if (kind === 1) {
        await page.mouse.move(centre.x + ((gesture * 37) % 200) - 100, centre.y + ((gesture * 53) % 140) - 70);
        for (let notch = 0; notch < 4; notch += 1) await page.mouse.wheel(0, gesture < 18 ? -120 : 120);
      } else {
        const button = map.getByRole('button', { name: gesture < 18 ? 'Zoom in' : 'Zoom out', exact: true });
        if (await button.isEnabled()) await button.click();
      }
      await page.evaluate(() => new Promise((resolve) => window.requestAnimationFrame(() => resolve(undefined))));
    }
    const figures = await page.evaluate((from) => {
      const record = window.__mapBench;
      const frames = record.frames.filter((time) => time >= from);
      const gaps = frames.slice(1).map((time, index) => time - frames[index]);
      return { gaps, longTasks: record.longTasks };
    }, interactionStart);
    const markersAtEnd = await page.locator('[data-testid="map-view"] button[data-marker]').count();
    if (process.env.BENCH_SCREENSHOT) await page.screenshot({ path: process.env.BENCH_SCREENSHOT });
    const gaps = [...figures.gaps].sort((a, b) => a - b);
    return {
      routeJs: { files: routeJs.length, gzip: routeJs.reduce((total, [, body]) => total + gzipSync(body, { level: 9 }).length, 0) },
      firstDrawMs: Math.round(firstDrawMs),
      firstMarkerMs: Math.round(firstMarkerMs),
      markers: { atStart: markersAtStart, atEnd: markersAtEnd },
      frames: { count: gaps.length, p50: +percentile(gaps, 0.5).toFixed(1), p95: +percentile(gaps, 0.95).toFixed(1), max: +(gaps[gaps.length - 1] ?? 0).toFixed(1) },
      longTasks: { count: figures.longTasks.length, totalMs: Math.round(figures.longTasks.reduce((total, duration) => total + duration, 0)), maxMs: Math.round(Math.max(0, ...figures.longTasks)) },
    };
  } finally {
    await browser.close();
  }
}

export function printMapBrowser(report) {
  console.log(`map route (keyless), beyond what the shell loaded: ${kb(report.routeJs.gzip)} in ${report.routeJs.files} files (budget 120 KB)`);
  console.log(`first marker ${report.firstMarkerMs} ms, outlines drawn ${report.firstDrawMs} ms after the navigation (${report.markers.atStart} markers and clusters in view)`);
  console.log(
    `36 pans and zooms: frames p50 ${report.frames.p50} ms, p95 ${report.frames.p95} ms, max ${report.frames.max} ms over ${report.frames.count} frames; ` +
      `long tasks ${report.longTasks.count} (total ${report.longTasks.totalMs} ms, longest ${report.longTasks.maxMs} ms)`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printMapBrowser(await benchMapBrowser((process.argv[2] ?? 'http://127.0.0.1:8080').replace(/\/$/, '')));
}
