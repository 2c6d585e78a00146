#!/usr/bin/env -S npx tsx
// The member map's reads (issue 17) under 50 connections, signed in as the demo member, on a site
// grown to 50,000 members sharing their positions and 5,000 trail locations (npm run seed --
// --members 50000, then api/bench/map-growth.ts; bench.mjs keeps that database in data/bench-map/):
// GET /api/users/map as the map asks it (all users as columns, format=columns; as a browser, which
// takes gzip), the full rows (gzipped and not) that a radius or another client gets, and the first
// page of 2,500 locations. Target p99 ≤ 30 ms on SQLite.
//   npx tsx scripts/bench/map-api.mjs [http://127.0.0.1:8080]      (BENCH_SECONDS, default 10)
import { fileURLToPath } from 'node:url';
import { closedLoop, getJson, memberCookie, printRuns } from './api-runs.mjs';

export const BENCH_MAP_MEMBERS = 50_000;
const LOCATIONS_PAGE = '/api/locations?per_page=2500&page=1';

/** Answers here are hundreds of KB: measured with a client that drops bodies (api-runs.mjs closedLoop says why not autocannon). */
async function run(baseUrl, target, headers, seconds) {
  const url = `${baseUrl}${target.path}`;
  await closedLoop(url, headers, { seconds: Math.min(2, seconds) }); // warm-up
  return { name: target.name, ...(await closedLoop(url, headers, { seconds })) };
}

export async function benchMap(baseUrl = 'http://127.0.0.1:8080', options = {}) {
  const seconds = options.seconds ?? Number(process.env.BENCH_SECONDS ?? 10);
  const cookie = await memberCookie(baseUrl);
  const map = await getJson(baseUrl, '/api/users/map', cookie);
  const bytes = Buffer.byteLength(JSON.stringify(map));
  const zippedSize = async (path) => {
    const zipped = await fetch(`${baseUrl}${path}`, { headers: { cookie, 'accept-encoding': 'gzip' } });
    await zipped.arrayBuffer();
    return Number(zipped.headers.get('content-length') ?? 0);
  };
  const runs = [];
  const mb = (n) => `${(n / 1024 / 1024).toFixed(2)} MB`;
  const members = map.allUsers.length.toLocaleString('en-US');
  const asMapAsks = '/api/users/map?member=1&registered=1&format=columns';
  runs.push(
    await run(
      baseUrl,
      { name: `GET ${asMapAsks} (${members} members, gzip ${mb(await zippedSize(asMapAsks))}, as the map asks)`, path: asMapAsks },
      { cookie, 'accept-encoding': 'gzip, deflate, br' },
      seconds,
    ),
  );
  runs.push(
    await run(
      baseUrl,
      { name: `GET /api/users/map (full rows, gzip ${mb(await zippedSize('/api/users/map'))})`, path: '/api/users/map' },
      { cookie, 'accept-encoding': 'gzip, deflate, br' },
      seconds,
    ),
  );
  runs.push(await run(baseUrl, { name: `GET /api/users/map (full rows, uncompressed, ${mb(bytes)})`, path: '/api/users/map' }, { cookie }, seconds));
  const page = await getJson(baseUrl, LOCATIONS_PAGE, cookie);
  runs.push(
    await run(
      baseUrl,
      { name: `GET ${LOCATIONS_PAGE} (${page.locations.length} of ${page.pagination?.total ?? '?'} locations, gzip)`, path: LOCATIONS_PAGE },
      { cookie, 'accept-encoding': 'gzip, deflate, br' },
      seconds,
    ),
  );
  return runs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printRuns(await benchMap((process.argv[2] ?? 'http://127.0.0.1:8080').replace(/\/$/, '')));
}
