#!/usr/bin/env -S npx tsx
// The member map's reads (issue 17) under 50 connections, signed in as the demo member, on a site
// grown to 50,000 members sharing their positions and 5,000 trail locations (npm run seed --
// --members 50000, then api/bench/map-growth.ts; bench.mjs keeps that database in data/bench-map/):
// GET /api/users/map as the map asks it (all users as columns, format=columns), as a browser asks on
// HTTPS (Brotli) and on plain HTTP (gzip), the full rows that a radius or another client gets, and
// the first page of 2,500 locations. Target p99 ≤ 30 ms on SQLite.
//   npx tsx scripts/bench/map-api.mjs [http://127.0.0.1:8080]      (BENCH_SECONDS, default 10)
import { fileURLToPath } from 'node:url';
import { closedLoop, getJson, memberCookie, printRuns, WARM_UP_SECONDS } from './api-runs.mjs';

export const BENCH_MAP_MEMBERS = 50_000;
const LOCATIONS_PAGE = '/api/locations?per_page=2500&page=1';
/** What a browser takes on HTTPS (Brotli is offered on secure origins only) and on plain HTTP. */
const HTTPS_BROWSER = 'gzip, deflate, br, zstd';
const HTTP_BROWSER = 'gzip, deflate';

/** Answers here are hundreds of KB: measured with a client that drops bodies (api-runs.mjs closedLoop says why not autocannon). */
async function run(baseUrl, target, headers, seconds) {
  const url = `${baseUrl}${target.path}`;
  await closedLoop(url, headers, { seconds: Math.min(WARM_UP_SECONDS, seconds) });
  return { name: target.name, ...(await closedLoop(url, headers, { seconds })) };
}

export async function benchMap(baseUrl = 'http://127.0.0.1:8080', options = {}) {
  const seconds = options.seconds ?? Number(process.env.BENCH_SECONDS ?? 10);
  const cookie = await memberCookie(baseUrl);
  const map = await getJson(baseUrl, '/api/users/map', cookie);
  const runs = [];
  const mb = (n) => `${(n / 1024 / 1024).toFixed(2)} MB`;
  /** The coding and size of the answer to a client asking with `encoding`. */
  const sent = async (path, encoding) => {
    const response = await fetch(`${baseUrl}${path}`, { headers: { cookie, 'accept-encoding': encoding } });
    await response.arrayBuffer();
    return `${response.headers.get('content-encoding') ?? 'plain'} ${mb(Number(response.headers.get('content-length') ?? 0))}`;
  };
  const bench = async (label, path, encoding) => {
    const headers = { cookie, 'accept-encoding': encoding };
    runs.push(await run(baseUrl, { name: `GET ${path} (${label}, ${await sent(path, encoding)})`, path }, headers, seconds));
  };
  const members = map.allUsers.length.toLocaleString('en-US');
  const asMapAsks = '/api/users/map?member=1&registered=1&format=columns';
  await bench(`${members} members, as the map asks, a browser on HTTPS`, asMapAsks, HTTPS_BROWSER);
  await bench(`${members} members, as the map asks, a browser on plain HTTP`, asMapAsks, HTTP_BROWSER);
  await bench('full rows, as a radius or another client gets them', '/api/users/map', HTTPS_BROWSER);
  const page = await getJson(baseUrl, LOCATIONS_PAGE, cookie);
  await bench(`${page.locations.length} of ${page.pagination?.total ?? '?'} locations`, LOCATIONS_PAGE, HTTPS_BROWSER);
  return runs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printRuns(await benchMap((process.argv[2] ?? 'http://127.0.0.1:8080').replace(/\/$/, '')));
}
