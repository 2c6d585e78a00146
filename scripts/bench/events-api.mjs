#!/usr/bin/env -S npx tsx
// The events area's main reads under 50 connections (autocannon), signed in as the demo member
// (the per-viewer answer: visibility in the list, the viewer's RSVP state on the page):
// GET /api/events (page 1 of upcoming events, with organisers and counts) and GET /api/events/{id}
// (the full event: people, series, thread, viewer state). Target p99 ≤ 30 ms on SQLite.
//   npx tsx scripts/bench/events-api.mjs [http://127.0.0.1:8080]      (BENCH_SECONDS, default 10)
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

export async function benchEvents(baseUrl = 'http://127.0.0.1:8080', options = {}) {
  const seconds = options.seconds ?? Number(process.env.BENCH_SECONDS ?? 10);
  const cookie = await memberCookie(baseUrl);
  const list = await fetch(`${baseUrl}/api/events?page=1`, { headers: { cookie } }).then((r) => r.json());
  if (!list.events?.length) throw new Error('no upcoming events: is the site seeded?');
  // The event with the most people on it: the heaviest page of the list.
  const busiest = [...list.events].sort((a, b) => b.attending_count + b.waitlist_count - (a.attending_count + a.waitlist_count))[0];
  const targets = [
    { name: 'GET /api/events (page 1)', path: '/api/events?page=1' },
    { name: `GET /api/events/{id} (${busiest.attending_count} attending, ${busiest.waitlist_count} waiting)`, path: `/api/events/${busiest.event_id}` },
  ];
  const runs = [];
  for (const target of targets) {
    const url = `${baseUrl}${target.path}`;
    const check = await fetch(url, { headers: { cookie } });
    if (!check.ok) throw new Error(`${target.path}: ${check.status} ${await check.text()}`);
    await autocannon({ url, connections: CONNECTIONS, duration: Math.min(2, seconds), headers: { cookie } }); // warm-up
    const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { cookie } });
    runs.push({
      name: target.name,
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
    });
  }
  return runs;
}

export function printEventRuns(runs) {
  for (const run of runs) {
    console.log(`${run.name}: ${Math.round(run.requestsPerSecond)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms${run.errors ? `, ${run.errors} errors` : ''} (target p99 ≤ 30 ms)`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printEventRuns(await benchEvents((process.argv[2] ?? 'http://127.0.0.1:8080').replace(/\/$/, '')));
}
