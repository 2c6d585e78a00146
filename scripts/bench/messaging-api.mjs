#!/usr/bin/env -S npx tsx
// Alerts and conversations (issue 16) under 50 connections, signed in as the demo member grown to
// 5,000 alerts and 1,000 conversations of three participants (api/bench/messaging-growth.ts;
// bench.mjs keeps that database in data/bench-messaging/): the alerts page, a filtered and a deep
// page of it, and the conversations list. Target p99 ≤ 30 ms on SQLite.
//   npx tsx scripts/bench/messaging-api.mjs [http://127.0.0.1:8080]      (BENCH_SECONDS, default 10)
import { fileURLToPath } from 'node:url';
import { getJson, hammer, memberCookie, printRuns } from './api-runs.mjs';

export async function benchMessaging(baseUrl = 'http://127.0.0.1:8080', options = {}) {
  const cookie = await memberCookie(baseUrl);
  const alerts = await getJson(baseUrl, '/api/alerts', cookie);
  const conversations = await getJson(baseUrl, '/api/conversations', cookie);
  const deep = Math.max(1, Math.floor(alerts.pagination.last_page / 2));
  return hammer(
    baseUrl,
    cookie,
    [
      { name: `GET /api/alerts (${alerts.pagination.total} alerts)`, path: '/api/alerts' },
      { name: 'GET /api/alerts?filters[]=reactions', path: '/api/alerts?filters[]=reactions' },
      { name: `GET /api/alerts?page=${deep}`, path: `/api/alerts?page=${deep}` },
      { name: `GET /api/conversations (${conversations.pagination?.total ?? '?'} conversations)`, path: '/api/conversations' },
    ],
    options.seconds,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printRuns(await benchMessaging((process.argv[2] ?? 'http://127.0.0.1:8080').replace(/\/$/, '')));
}
