#!/usr/bin/env -S npx tsx
// The clubs area's main reads under 50 connections, signed in as the demo member (the per-viewer
// parts: their state in each club, what they may do): GET /api/clubs/ (page 1, the spec's
// defaults) and GET /api/clubs/{id} (a club with its owner and counts; each view is counted).
// Target p99 ≤ 30 ms on SQLite.
//   npx tsx scripts/bench/clubs-api.mjs [http://127.0.0.1:8080]      (BENCH_SECONDS, default 10)
import { fileURLToPath } from 'node:url';
import { getJson, hammer, memberCookie, printRuns } from './api-runs.mjs';

export async function benchClubs(baseUrl = 'http://127.0.0.1:8080', options = {}) {
  const cookie = await memberCookie(baseUrl);
  const list = await getJson(baseUrl, '/api/clubs/', cookie);
  if (!list.clubs?.length) throw new Error('no clubs: is the site seeded?');
  const biggest = [...list.clubs].sort((a, b) => b.member_count - a.member_count)[0];
  return hammer(
    baseUrl,
    cookie,
    [
      { name: 'GET /api/clubs/ (page 1)', path: '/api/clubs/' },
      { name: `GET /api/clubs/{id} (${biggest.member_count} members)`, path: `/api/clubs/${biggest.id}` },
    ],
    options.seconds,
  );
}

export const printClubRuns = printRuns;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printRuns(await benchClubs((process.argv[2] ?? 'http://127.0.0.1:8080').replace(/\/$/, '')));
}
