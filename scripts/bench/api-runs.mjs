// What the API benches share: the demo member's session, and each endpoint hammered by 50
// connections (autocannon) after a short warm-up, reported as req/s, p50 and p99.
import http from 'node:http';
import autocannon from 'autocannon';

export const CONNECTIONS = 50;

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

/** [{ name, path }] → [{ name, requestsPerSecond, p50, p99, errors }], one after another. */
export async function hammer(baseUrl, cookie, targets, seconds = Number(process.env.BENCH_SECONDS ?? 10)) {
  const runs = [];
  for (const target of targets) {
    const url = `${baseUrl}${target.path}`;
    await getJson(baseUrl, target.path, cookie);
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

export function printRuns(runs) {
  for (const run of runs) {
    console.log(`${run.name}: ${Math.round(run.requestsPerSecond)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms${run.errors ? `, ${run.errors} errors` : ''} (target p99 ≤ 30 ms)`);
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
