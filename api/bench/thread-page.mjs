#!/usr/bin/env node
// Benchmarks the thread page: GET /api/threads/{id}/posts (20 posts with their authors, reaction
// counts, the viewer's own reaction and attachments) under 50 connections, page 1 and page 100 of
// the 2,000-post thread, as the signed-in demo member (the costlier view). Paging by
// (thread_id, position) should make page 100 cost what page 1 costs.
//   node api/bench/thread-page.mjs [http://127.0.0.1:8080]      (BENCH_SECONDS, default 10)
// benchThreadPages(baseUrl) returns the figures for a root bench script.
import autocannon from 'autocannon';
import { fileURLToPath } from 'node:url';

const CONNECTIONS = 50;
const LONG_THREAD_POSTS = 2000;

async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Finds the thread with 2,000 posts (else the longest one) through the public API. */
export async function findLongThread(baseUrl) {
  const { nodes } = await getJson(`${baseUrl}/api/nodes/all`);
  let best = null;
  for (const node of nodes.filter((n) => n.node_type_id === 'Forum')) {
    const { threads } = await getJson(`${baseUrl}/api/forums/${node.node_id}/threads?order=reply_count&direction=desc&simplified=1`);
    for (const thread of threads) {
      if (thread.reply_count + 1 === LONG_THREAD_POSTS) return thread;
      if (!best || thread.reply_count > best.reply_count) best = thread;
    }
  }
  if (!best) throw new Error('no thread found: is the database seeded?');
  return best;
}

/** The session cookies of the demo member, so the bench reads the per-member view. */
async function memberCookie(baseUrl) {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'member', password: 'Trailhead#2026' }),
  });
  if (!response.ok) throw new Error(`log in as member: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

function hammer(url, seconds, cookie) {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { cookie } });
}

/** { thread, runs: [{ page, requestsPerSecond, p50, p99, errors }], ratio: p99(page 100) / p99(page 1) } */
export async function benchThreadPages(baseUrl = 'http://127.0.0.1:8080', options = {}) {
  const seconds = options.seconds ?? Number(process.env.BENCH_SECONDS ?? 10);
  const thread = await findLongThread(baseUrl);
  const cookie = await memberCookie(baseUrl);
  const lastPage = Math.ceil((thread.reply_count + 1) / 20);
  const pages = [1, Math.min(100, lastPage)];
  await hammer(`${baseUrl}/api/threads/${thread.thread_id}/posts?page=1`, Math.min(2, seconds), cookie); // warm-up
  const runs = [];
  for (const page of pages) {
    const result = await hammer(`${baseUrl}/api/threads/${thread.thread_id}/posts?page=${page}`, seconds, cookie);
    runs.push({
      page,
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
    });
  }
  const ratio = runs[1].p99 / Math.max(1, runs[0].p99);
  return { thread: { thread_id: thread.thread_id, title: thread.title, view_url: thread.view_url, posts: thread.reply_count + 1 }, seconds, connections: CONNECTIONS, runs, ratio };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const baseUrl = (process.argv[2] ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
  const report = await benchThreadPages(baseUrl);
  console.log(`thread ${report.thread.thread_id} "${report.thread.title}" (${report.thread.posts} posts), ${report.connections} connections, ${report.seconds} s a run`);
  for (const run of report.runs) {
    console.log(`page ${run.page}: ${Math.round(run.requestsPerSecond)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms${run.errors ? `, ${run.errors} errors` : ''}`);
  }
  console.log(`page ${report.runs[1].page} / page 1 p99 ratio: ${report.ratio.toFixed(2)} (target ≤ 1.5); p99 target ≤ 30 ms`);
  console.log(JSON.stringify(report));
}
