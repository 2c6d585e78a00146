#!/usr/bin/env -S npx tsx
// The events area's main reads under 50 connections, signed in as the demo member (the per-viewer
// answer: visibility in the list, the viewer's RSVP state on the page): GET /api/events (page 1 of
// upcoming events, with organisers and counts) and GET /api/events/{id} (the full event: people,
// series, thread, viewer state). Target p99 ≤ 30 ms on SQLite.
//   npx tsx scripts/bench/events-api.mjs [http://127.0.0.1:8080]      (BENCH_SECONDS, default 10)
import { fileURLToPath } from 'node:url';
import { getJson, hammer, memberCookie, printRuns } from './api-runs.mjs';

export async function benchEvents(baseUrl = 'http://127.0.0.1:8080', options = {}) {
  const cookie = await memberCookie(baseUrl);
  const list = await getJson(baseUrl, '/api/events?page=1', cookie);
  if (!list.events?.length) throw new Error('no upcoming events: is the site seeded?');
  // The event with the most people on it: the heaviest page of the list.
  const busiest = [...list.events].sort((a, b) => b.attending_count + b.waitlist_count - (a.attending_count + a.waitlist_count))[0];
  return hammer(
    baseUrl,
    cookie,
    [
      { name: 'GET /api/events (page 1)', path: '/api/events?page=1' },
      { name: `GET /api/events/{id} (${busiest.attending_count} attending, ${busiest.waitlist_count} waiting)`, path: `/api/events/${busiest.event_id}` },
    ],
    options.seconds,
  );
}

export const printEventRuns = printRuns;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printRuns(await benchEvents((process.argv[2] ?? 'http://127.0.0.1:8080').replace(/\/$/, '')));
}
