#!/usr/bin/env node
// Benchmarks GET /api/search with a rotating set of queries (common words, rare words, phrases,
// titles only, a member filter, and syntax that must not error) at 1, 10 and 50 connections.
// SQLite answers on the API's one thread, so at high concurrency latency is mostly queueing.
// Meant for a database grown to 200,000 posts (`npm run seed -- --posts 200000`); the root bench
// script prepares one in a directory of its own.
//   node api/bench/search.mjs [http://127.0.0.1:8080]      (BENCH_SECONDS, default 10)
import autocannon from 'autocannon';
import { fileURLToPath } from 'node:url';

export const SEARCH_CONNECTIONS = [1, 10, 50];

/** Search query strings: what people type, plus the awkward cases. */
export const SEARCH_QUERIES = [
  'keywords=trail',
  'keywords=winch+recovery',
  'keywords=tire+pressure&c[title_only]=1',
  'keywords=%22lift+kit%22',
  'keywords=camp&c[users]=member,moderator',
  'keywords=mud*',
  'keywords=OR+AND+NOT',
  'keywords=%22unbalanced',
  'keywords=suspension&page=3',
  'keywords=zzzznotaword',
];

export async function benchSearch(baseUrl = 'http://127.0.0.1:8080', options = {}) {
  const seconds = options.seconds ?? Number(process.env.BENCH_SECONDS ?? 10);
  const connections = options.connections ?? 10;
  for (const query of SEARCH_QUERIES) {
    const response = await fetch(`${baseUrl}/api/search?${query}`);
    if (!response.ok) throw new Error(`GET /api/search?${query}: ${response.status} ${await response.text()}`);
  }
  const requests = SEARCH_QUERIES.map((query) => ({ method: 'GET', path: `/api/search?${query}` }));
  const result = await autocannon({ url: baseUrl, connections, duration: seconds, requests });
  return {
    connections,
    seconds,
    queries: SEARCH_QUERIES.length,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const baseUrl = (process.argv[2] ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
  await benchSearch(baseUrl, { seconds: 2 }); // warm-up
  for (const connections of SEARCH_CONNECTIONS) {
    const report = await benchSearch(baseUrl, { connections });
    console.log(`${report.connections} connection(s), ${report.queries} queries in rotation: ${Math.round(report.requestsPerSecond)} req/s, p50 ${report.p50} ms, p99 ${report.p99} ms${report.errors ? `, ${report.errors} errors` : ''} (target p99 ≤ 100 ms)`);
  }
}
