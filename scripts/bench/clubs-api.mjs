#!/usr/bin/env -S npx tsx
// The clubs area's main reads under 50 connections (autocannon), signed in as the demo member
// (the per-viewer parts: their state in each club, what they may do): GET /api/clubs/ (page 1,
// the spec's defaults) and GET /api/clubs/{id} (a club with its owner and counts; each view is
// counted). Target p99 ≤ 30 ms on SQLite.
//   npx tsx scripts/bench/clubs-api.mjs [http://127.0.0.1:8080]      (BENCH_SECONDS, default 10)
import autocannon from 'autocannon';
import { fileURLToPath } from 'node:url';

const CONNECTIONS = 50;

async function memberCookie(baseUrl) {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'member', password: 'Trailhead#2026' }),
  });
  if (!response.ok) throw new Error(`log in as member: ${response.status}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

export async function benchClubs(baseUrl = 'http://127.0.0.1:8080', options = {}) {
  const seconds = options.seconds ?? Number(process.env.BENCH_SECONDS ?? 10);
  const cookie = await memberCookie(baseUrl);
  const list = await fetch(`${baseUrl}/api/clubs/`, { headers: { cookie } }).then((r) => r.json());
  if (!list.clubs?.length) throw new Error('no clubs: is the site seeded?');
  const biggest = [...list.clubs].sort((a, b) => b.member_count - a.member_count)[0];
  const targets = [
    { name: 'GET /api/clubs/ (page 1)', path: '/api/clubs/' },
    { name: `GET /api/clubs/{id} (${biggest.member_count} members)`, path: `/api/clubs/${biggest.id}` },
  ];
  const runs = [];
  for (const target of targets) {
    const url = `${baseUrl}${target.path}`;
    const check = await fetch(url, { headers: { cookie } });
    if (!check.ok) throw new Error(`${target.path}: ${check.status} ${await check.text()}`);
    await autocannon({ url, connections: CONNECTIONS, duration: Math.min(2, seconds), headers: { cookie } }); // warm-up
    const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { cookie } });
    runs.push({ name: target.name, requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx });
  }
  return runs;
}

export function printClubRuns(runs) {
  for (const run of runs) {
    console.log(`${run.name}: ${Math.round(run.requestsPerSecond)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms${run.errors ? `, ${run.errors} errors` : ''} (target p99 ≤ 30 ms)`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printClubRuns(await benchClubs((process.argv[2] ?? 'http://127.0.0.1:8080').replace(/\/$/, '')));
}
