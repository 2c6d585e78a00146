#!/usr/bin/env -S npx tsx
// The account area's reads (issue "10 of 12") under 50 connections, signed in as the demo member:
// GET /api/me (what every page of a signed-in member starts from), /api/me/membership (My
// Subscriptions, the store's calls to action) and /api/options/subscriptions (the membership
// offers of /join-us and /subscriptions). Target p99 ≤ 30 ms on SQLite.
//   npx tsx scripts/bench/account-api.mjs [http://127.0.0.1:8080]      (BENCH_SECONDS, default 10)
import { fileURLToPath } from 'node:url';
import { hammer, memberCookie, printRuns } from './api-runs.mjs';

export async function benchAccount(baseUrl = 'http://127.0.0.1:8080', options = {}) {
  const cookie = await memberCookie(baseUrl);
  return hammer(
    baseUrl,
    cookie,
    [
      { name: 'GET /api/me', path: '/api/me' },
      { name: 'GET /api/me/membership', path: '/api/me/membership' },
      { name: 'GET /api/options/subscriptions', path: '/api/options/subscriptions' },
    ],
    options.seconds,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printRuns(await benchAccount((process.argv[2] ?? 'http://127.0.0.1:8080').replace(/\/$/, '')));
}
