// What the API benches share: the demo member's session, and each endpoint hammered by 50
// connections after a warm-up (WARM_UP_SECONDS), reported as req/s, p50 and p99. The load comes from wrk when it
// is installed (apt-get install wrk), else from autocannon; BENCH_CLIENT=autocannon|wrk picks one.
// On this 2-core machine the client shares the cores with the servers it measures: autocannon, in
// Node, turns every answer into a string and took about a quarter of a core at 3,000 answers a
// second (more for the 30 KB profile), wrk (C) a few percent, so wrk's figures are the servers'.
import { execFile, spawnSync } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import { promisify } from 'node:util';
import autocannon from 'autocannon';

export const CONNECTIONS = 50;

/**
 * Load on an endpoint before it is measured. A process's first seconds on a route are its start, not
 * its steady state: V8 compiles the route's code on threads that take the same two cores, and the
 * young generation is grown with scavenges of 16-25 ms. With 2 s of warm-up those seconds fell in
 * the measured window of the first endpoint of each bench (its p99 26-30 ms where the same endpoint
 * measured later gave 21-22); from about 5 s of load on, the event loop's delay is steady.
 */
export const WARM_UP_SECONDS = 5;

/** The session cookies of the demo member (the costlier, per-viewer answers). */
export async function memberCookie(baseUrl) {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'member', password: 'Trailhead#2026' }),
  });
  if (!response.ok) throw new Error(`log in as member: ${response.status}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

/** GET JSON as the member (for picking what to bench). */
export async function getJson(baseUrl, path, cookie) {
  const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** GET on a connection of its own (so that a cluster's processes take turns): { worker, body }. */
function getOnNewConnection(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ worker: response.headers['x-trailhead-worker'], body }));
      })
      .on('error', reject);
  });
}

/**
 * Waits until every API process has drawn the home page (the server-drawn page marks its styles
 * data-drawn-styles). Each process draws it in the background as it starts, reading React and the
 * remotes' server code, which holds its event loop for up to a second or two: benched straight
 * after a start, that moment was the p99 (and a request timed out). Gives up after two minutes.
 */
export async function waitForWarmSite(baseUrl, processes = Number(process.env.CLUSTER_WORKERS || os.availableParallelism())) {
  const warm = new Set();
  for (let tries = 0; tries < 300; tries += 1) {
    const { worker, body } = await getOnNewConnection(`${baseUrl}/`);
    if (body.includes('data-drawn-styles')) {
      if (worker === undefined) return; // one process (npm start): no worker header
      warm.add(worker);
      if (warm.size >= processes) return;
    }
    // A process draws once no request has come for a moment (first-screen.ts whenQuiet): ask slowly.
    await new Promise((resolve) => setTimeout(resolve, 400));
  }
  // A site that draws no first screen (no server bundle) is measured as it is, with this said.
  console.warn(`note: ${warm.size} of ${processes} API processes drew the home page within two minutes; measuring anyway`);
}

/** The load generator: BENCH_CLIENT if set, else wrk where it is installed, else autocannon. */
export function benchClient() {
  const chosen = process.env.BENCH_CLIENT;
  if (chosen === 'wrk' || chosen === 'autocannon') return chosen;
  if (chosen) throw new Error(`BENCH_CLIENT must be wrk or autocannon, got '${chosen}'`);
  return spawnSync('wrk', ['--version']).error ? 'autocannon' : 'wrk';
}

const execFileAsync = promisify(execFile);

/** wrk's "99%   12.34ms" (us, ms or s) in milliseconds. */
function wrkMilliseconds(output, percent) {
  const found = new RegExp(`^\\s*${percent}%\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm').exec(output);
  if (!found) throw new Error(`wrk printed no ${percent}% latency:\n${output}`);
  const value = Number(found[1]);
  return Math.round(found[2] === 'us' ? value / 1000 : found[2] === 's' ? value * 1000 : value);
}

/** One wrk run (one thread, CONNECTIONS connections) as { requestsPerSecond, p50, p99, errors }. */
async function wrkRun(url, cookie, seconds) {
  const { stdout } = await execFileAsync('wrk', ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', '-H', `cookie: ${cookie}`, url], { maxBuffer: 1 << 20 });
  const perSecond = /^Requests\/sec:\s+([\d.]+)/m.exec(stdout);
  if (!perSecond) throw new Error(`wrk printed no Requests/sec:\n${stdout}`);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  const errors = non2xx + (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0);
  return { requestsPerSecond: Number(perSecond[1]), p50: wrkMilliseconds(stdout, 50), p99: wrkMilliseconds(stdout, 99), errors };
}

async function autocannonRun(url, cookie, seconds) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { cookie } });
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

/** [{ name, path }] → [{ name, client, requestsPerSecond, p50, p99, errors }], one after another. */
export async function hammer(baseUrl, cookie, targets, seconds = Number(process.env.BENCH_SECONDS ?? 10)) {
  const client = benchClient();
  const load = client === 'wrk' ? wrkRun : autocannonRun;
  await waitForWarmSite(baseUrl);
  const runs = [];
  for (const target of targets) {
    const url = `${baseUrl}${target.path}`;
    await getJson(baseUrl, target.path, cookie);
    await load(url, cookie, Math.min(WARM_UP_SECONDS, seconds));
    runs.push({ name: target.name, client, ...(await load(url, cookie, seconds)) });
  }
  return runs;
}

export function printRuns(runs) {
  for (const run of runs) {
    const client = run.client ? `, ${run.client}` : '';
    console.log(`${run.name}: ${Math.round(run.requestsPerSecond)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms${run.errors ? `, ${run.errors} errors` : ''} (target p99 ≤ 30 ms${client})`);
  }
}

/** The value below which `share` of the sorted numbers fall. */
export function percentile(sorted, share) {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
}

/**
 * `connections` clients, each sending the next request the moment the last answer has arrived, for
 * `seconds`; answers' bodies are counted and dropped. For large answers (the member map's hundreds
 * of KB): autocannon turns every body into a string, which for 300 KB of gzip costs the client about
 * 3 ms an answer, so it measured itself (a trivial server sending those same bytes: ~330 req/s).
 */
export async function closedLoop(url, headers, { connections = CONNECTIONS, seconds = 10 } = {}) {
  const latencies = [];
  let errors = 0;
  const agents = Array.from({ length: connections }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  const once = (agent) =>
    new Promise((resolve) => {
      const started = process.hrtime.bigint();
      const request = http.get(url, { agent, headers }, (response) => {
        response.on('data', () => undefined);
        response.on('end', () => resolve({ ok: response.statusCode === 200, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
      });
      request.on('error', () => resolve({ ok: false, ms: 0 }));
    });
  const stopAt = Date.now() + seconds * 1000;
  await Promise.all(
    agents.map(async (agent) => {
      while (Date.now() < stopAt) {
        const { ok, ms } = await once(agent);
        if (ok) latencies.push(ms);
        else errors += 1;
      }
      agent.destroy();
    }),
  );
  const sorted = latencies.sort((a, b) => a - b);
  return { requestsPerSecond: latencies.length / seconds, p50: Math.round(percentile(sorted, 0.5)), p99: Math.round(percentile(sorted, 0.99)), errors };
}
