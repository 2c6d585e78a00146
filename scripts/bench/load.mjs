#!/usr/bin/env -S npx tsx
// The load bench: many people using the site at once, in steps of 50, 200 and 500 virtual users.
//   npm run bench -- load                        starts the built site on BENCH_PORT (8383) with a
//                                                database of its own (data/bench-load/, seeded anew)
//   npx tsx scripts/bench/load.mjs http://host   against a running site (start it with
//                                                RATE_LIMIT_FACTOR=1000 TRUST_PROXY=1 to measure
//                                                capacity rather than the rate limits)
// Each virtual user is a person with a browser connection of their own (keep-alive, one request at
// a time, no pause between pages: LOAD_THINK_MS adds one) and an address of their own
// (X-Forwarded-For). Half are visitors, half signed-in demo members (each logged in by POST /api/login).
// They open pages — home (the HTML, and a member's home calls), the forum index, a forum, a thread
// page, search, events, member lists, the member map (its data for paid members, its explanation
// page for the others), the account area (a member's subscriptions, a visitor's /join-us) — and members write: replies, reactions, follows, RSVPs, conversation
// replies, new trail locations, so that 1 request in 10 is a write. Per step: requests, throughput, p50/p95/p99 of reads and of writes,
// errors (any status but 2xx/3xx/429, refused connections, timeouts), 429s apart.
// LOAD_STEPS=50,200,500 LOAD_SECONDS=20 (per step, after LOAD_WARMUP_SECONDS=3 not counted).
import http from 'node:http';
import { clearInterval, setInterval } from 'node:timers';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMMUNITY, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../api/src/seed/members.data.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const numbers = (text) => text.split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
export const LOAD_STEPS = numbers(process.env.LOAD_STEPS ?? '50,200,500');
const STEP_SECONDS = Number(process.env.LOAD_SECONDS ?? 20);
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? 3);
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 0);
const REQUEST_TIMEOUT_MS = 10_000;
const WRITE_SHARE = 0.1;
/** The target on SQLite on a 2-core machine. */
const TARGET = { users: 200, p95: 300, errorRate: 0.001 };

const SEARCH_WORDS = ['trail', 'winch recovery', 'tire pressure', '"lift kit"', 'camp', 'mud*', 'suspension', 'bumper', 'overland', 'rock sliders'];

/** One request: resolves with { status, ms } (status 0: no answer, `error` says why). */
function send(agent, base, { method = 'GET', path: target, body, headers }) {
  const started = process.hrtime.bigint();
  const payload = body === undefined ? null : Buffer.from(JSON.stringify(body));
  return new Promise((resolve) => {
    const finish = (status, error, text) => resolve({ status, error, text, ms: Number(process.hrtime.bigint() - started) / 1e6 });
    const request = http.request(
      `${base}${target}`,
      {
        method,
        agent,
        headers: { accept: 'application/json', ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}) },
        timeout: REQUEST_TIMEOUT_MS,
      },
      (response) => {
        // Only a failure's body is kept (to say what went wrong); the rest is read and dropped.
        const keep = response.statusCode >= 400;
        const chunks = [];
        response.on('data', (chunk) => keep && chunks.push(chunk));
        response.on('end', () => finish(response.statusCode, null, keep ? Buffer.concat(chunks).toString('utf8') : ''));
        response.on('error', (error) => finish(0, error.code ?? error.message));
      },
    );
    request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    request.on('error', (error) => finish(0, error.code ?? error.message));
    request.end(payload);
  });
}

async function getJson(base, target) {
  const response = await fetch(`${base}${target}`);
  if (!response.ok) throw new Error(`GET ${target}: ${response.status} ${await response.text()}`);
  return response.json();
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** What the virtual users browse: read from the site's own API once, before the steps. */
async function discover(base) {
  const { nodes } = await getJson(base, '/api/nodes/all');
  const forums = nodes.filter((node) => node.node_type_id === 'Forum').map((node) => node.node_id);
  const threads = [];
  for (const forum of forums) {
    const { threads: list } = await getJson(base, `/api/forums/${forum}/threads?simplified=1`);
    for (const thread of list) {
      threads.push({ id: thread.thread_id, pages: Math.max(1, Math.ceil((thread.reply_count + 1) / 20)) });
    }
  }
  const posts = [];
  for (const thread of threads.slice(0, 30)) {
    const { posts: page } = await getJson(base, `/api/threads/${thread.id}/posts?page=1`);
    for (const post of page) posts.push({ id: post.post_id, author: post.user_id });
  }
  const { users } = await getJson(base, '/api/users/latest');
  if (forums.length === 0 || threads.length === 0 || posts.length === 0) throw new Error('the site has no forum content: is it seeded?');
  // Events everyone may RSVP to now (no members-first window, registration open): a full one puts the member on its waitlist.
  const now = Date.now() / 1000;
  const { events: upcoming } = await getJson(base, '/api/events?page=1');
  const events = upcoming.map((event) => event.event_id);
  const rsvpEvents = upcoming
    // A club's event is for its members: only the site's own events here.
    .filter((event) => event.club_id === null && !event.is_cancelled && (event.members_first_until ?? 0) < now && (event.registration_deadline ?? Infinity) > now)
    .map((event) => event.event_id);
  if (events.length === 0 || rsvpEvents.length === 0) throw new Error('the site has no upcoming events: is it seeded?');
  const { clubs: clubList } = await getJson(base, '/api/clubs/');
  const clubs = clubList.map((club) => club.slug);
  if (clubs.length === 0) throw new Error('the site has no clubs: is it seeded?');
  // Writes go where a member may write: replies to open threads, reactions to others' posts, follows of others, RSVPs.
  return { forums, threads, posts, users: users.map((user) => user.user_id), events, rsvpEvents, clubs };
}

/**
 * Where this member may write: the threads whose reply box they would see (open ones; a club's
 * discussions and its events' threads only for its members), their conversations; and whether the map is theirs.
 */
async function placesOf(base, cookie, site) {
  const get = async (path) => (await fetch(`${base}${path}`, { headers: { cookie } })).json();
  const replyThreads = [];
  for (const forum of site.forums) {
    const { threads } = await get(`/api/forums/${forum}/threads?simplified=1`);
    replyThreads.push(...threads.filter((thread) => thread.can_reply && thread.discussion_type !== 'article').map((thread) => thread.thread_id));
  }
  const { conversations } = await get('/api/conversations?page=1');
  const seesMap = (await fetch(`${base}/api/lists/location-type`, { headers: { cookie } })).ok && (await fetch(`${base}/api/users/map?online=1`, { headers: { cookie } })).ok;
  return { replyThreads, conversations: conversations.filter((c) => c.can_reply !== false).map((c) => c.conversation_id), seesMap };
}

/** Logs in every demo member who may post (they all share DEMO_PASSWORD); returns their session cookies. */
async function logInMembers(base, site) {
  const names = [...DEMO_ACCOUNTS, ...COMMUNITY].filter((member) => (member.account_state ?? 'valid') === 'valid').map((member) => member.username);
  const members = [];
  for (const [index, login] of names.entries()) {
    const response = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.250.0.${index + 1}` },
      body: JSON.stringify({ login, password: DEMO_PASSWORD }),
    });
    if (!response.ok) throw new Error(`log in as ${login}: ${response.status} ${await response.text()}`);
    const { user } = await response.json();
    const cookie = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
    members.push({ login, userId: user.user_id, cookie, ...(await placesOf(base, cookie, site)) });
  }
  return members;
}

/** The pages a virtual user opens, each the requests its browser sends (reads). */
function readActions(site, member) {
  const thread = () => pick(site.threads);
  const actions = [
    // Home: the HTML (a visitor's is drawn by the server; a member's is the app's page), then what the app asks for.
    [3, () => [{ path: '/', headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' } }, ...(member ? ['/api/me', '/api/me/counts', '/api/threads/featured?vehicle_type_id=0', '/api/news?thread_type=article&order=post_date&direction=desc&page=1&vehicle_type_id=0', '/api/trending?vehicle_type_id=0&page=1'] : ['/api/nav'])]],
    [2, () => ['/api/nodes/all']],
    [3, () => {
      const forum = pick(site.forums);
      return [`/api/forums/${forum}`, `/api/forums/${forum}/threads?page=1`];
    }],
    [6, () => {
      const chosen = thread();
      return [`/api/threads/${chosen.id}`, `/api/threads/${chosen.id}/posts?page=${1 + Math.floor(Math.random() * chosen.pages)}`];
    }],
    [1, () => [`/api/search?keywords=${encodeURIComponent(pick(SEARCH_WORDS))}`]],
    [1, () => ['/api/events?page=1']],
    [1, () => [`/api/events/${pick(site.events)}`]],
    [1, () => ['/api/clubs/?page=1', '/api/clubs/recent', '/api/clubs/most-viewed']],
    [1, () => {
      const club = pick(site.clubs);
      return [`/api/clubs/${club}`, `/api/clubs/${club}/discussions?page=1`];
    }],
    [1, () => ['/api/users/latest', '/api/profile-posts/latest?page=1']],
    [1, () => ['/api/threads/latest?page=1']],
  ];
  if (member) actions.push([1, () => ['/api/alerts?page=1', '/api/conversations?page=1']]);
  // The account area: My Subscriptions (the member's membership and the offers); a visitor's /join-us, drawn by the server.
  if (member) actions.push([1, () => ['/api/me/membership', '/api/options/subscriptions']]);
  else actions.push([1, () => [{ path: '/join-us', headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' } }]]);
  // The member map: a paid member's browser asks for its data (kept a day in the browser, so the
  // first visit of a day: members, who is online, the locations' first page of 2,500, their types);
  // everyone else gets the page that explains the map, drawn by the server.
  if (member?.seesMap) {
    actions.push([1, () => ['/api/users/map?member=1&registered=1&format=columns', '/api/users/map?registered=1&online=1', '/api/lists/location-type', '/api/locations?page=1&per_page=2500']]);
  } else actions.push([1, () => [{ path: '/map', headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' } }]]);
  return actions;
}

/** A member's writes: a reply (in the forum, one of their clubs or one of their conversations), a reaction, a follow, an RSVP, a trail location. */
function writeActions(site, vu, member) {
  const othersPosts = site.posts.filter((post) => post.author !== member.userId).map((post) => post.id);
  const others = site.users.filter((userId) => userId !== member.userId);
  // Each virtual user withdraws only from the events it said it attends, so every RSVP is one a person could send.
  vu.attending ??= new Set();
  const rsvp = () => {
    const eventId = pick(site.rsvpEvents);
    const attend = vu.attending.has(eventId) ? 0 : 1;
    if (attend) vu.attending.add(eventId);
    else vu.attending.delete(eventId);
    return { method: 'POST', path: `/api/events/${eventId}/attend`, body: { attend } };
  };
  return [
    [1, rsvp],
    [4, () => ({ method: 'POST', path: '/api/posts', body: { thread_id: pick(member.replyThreads), message_html: `<p>Load bench reply ${vu.index}-${++vu.written}: aired down to 18 psi and it crawled right up.</p>` } })],
    [5, () => ({ method: 'POST', path: `/api/posts/${pick(othersPosts)}/react`, body: { reaction_id: 1 + Math.floor(Math.random() * 6) } })],
    [2, () => ({ method: 'POST', path: `/api/users/${pick(others)}/follow` })],
    ...(member.conversations.length
      ? [[1, () => ({ method: 'POST', path: '/api/conversation-messages', body: { conversation_id: pick(member.conversations), message_html: `<p>Load bench message ${vu.index}-${++vu.written}: see you at the trailhead.</p>` } })]]
      : []),
    // A paid member adds a trail location to the map (every open map and cached page of locations learns of it).
    ...(member.seesMap ? [[1, newLocation]] : []),
  ];
}

/** Makes every new location's address one of its own (an address is taken once), in this run and across runs. */
const runTag = Date.now().toString(36);
let locationsAdded = 0;

/** A new trail location, at an address no other has. */
function newLocation() {
  const n = `${runTag}-${++locationsAdded}`;
  const body = { name: `Load bench spot ${n}`, location_type: 'trailhead', address: `${n} Load Bench Road`, city: 'Moab', state: 'UT', country: 'US', latitude: 38 + Math.random(), longitude: -110 + Math.random() };
  return { method: 'POST', path: '/api/locations', body };
}

function weighted(actions) {
  const total = actions.reduce((sum, [weight]) => sum + weight, 0);
  let roll = Math.random() * total;
  for (const [weight, make] of actions) {
    roll -= weight;
    if (roll < 0) return make();
  }
  return actions[actions.length - 1][1]();
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

class Tally {
  constructor() {
    this.latencies = [];
    this.errors = 0;
    this.limited = 0;
    this.statuses = new Map();
    /** One example of each kind of failure: status, path and the start of the answer. */
    this.examples = new Map();
  }

  add({ status, error, ms, text }, request) {
    this.latencies.push(ms);
    const key = status || error;
    this.statuses.set(key, (this.statuses.get(key) ?? 0) + 1);
    if (status === 429) this.limited += 1;
    else if (!(status >= 200 && status < 400)) {
      this.errors += 1;
      const where = `${status || error} ${request.method ?? 'GET'} ${request.path.replace(/\d+/g, '{id}')}`;
      if (!this.examples.has(where)) this.examples.set(where, (text ?? '').slice(0, 160));
    }
  }

  summary(seconds) {
    const sorted = Float64Array.from(this.latencies).sort();
    const requests = sorted.length;
    return {
      requests,
      perSecond: requests / seconds,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted[requests - 1] ?? NaN,
      errors: this.errors,
      errorRate: requests ? this.errors / requests : 0,
      limited: this.limited,
      statuses: Object.fromEntries(this.statuses),
      examples: Object.fromEntries(this.examples),
    };
  }
}

/** One step: `users` virtual users for warm-up + STEP_SECONDS; counts only what started after the warm-up. */
async function runStep(base, site, members, users, options) {
  const { seconds, warmup, thinkMs } = options;
  const tallies = { reads: new Tally(), writes: new Tally() };
  /** Latencies by kind of request (path without ids or query; the home page by who asked). */
  const byKind = new Map();
  const counts = { reads: 0, writes: 0 };
  const start = Date.now();
  const measureFrom = start + warmup * 1000;
  const end = measureFrom + seconds * 1000;
  const eventLoopLag = [];
  const lagTimer = setInterval(() => {
    const expected = Date.now() + 100;
    setTimeout(() => eventLoopLag.push(Date.now() - expected), 100);
  }, 500);

  async function virtualUser(index) {
    const member = index % 2 === 1 ? members[(index >> 1) % members.length] : null;
    const vu = { index, written: 0 };
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const headers = { 'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`, ...(member ? { cookie: member.cookie } : {}) };
    const reads = readActions(site, member);
    const writes = member ? writeActions(site, vu, member) : [];
    while (Date.now() < end) {
      // Members write whenever writes fall behind one request in ten.
      const write = member && counts.writes < WRITE_SHARE * (counts.reads + counts.writes);
      const requests = write ? [weighted(writes)] : weighted(reads).map((request) => (typeof request === 'string' ? { path: request } : request));
      for (const request of requests) {
        const kind = write ? 'writes' : 'reads';
        counts[kind] += 1;
        const begun = Date.now();
        const result = await send(agent, base, { ...request, headers: { ...headers, ...request.headers } });
        if (begun >= measureFrom && begun < end) {
          tallies[kind].add(result, request);
          const name = `${request.method ?? 'GET'} ${request.path === '/' ? `/ (${member ? 'member' : 'visitor'})` : request.path.replace(/\?.*/, '').replace(/\d+/g, '{id}')}`;
          if (!byKind.has(name)) byKind.set(name, []);
          byKind.get(name).push(result.ms);
        }
        if (Date.now() >= end) break;
      }
      if (thinkMs) await new Promise((resolve) => setTimeout(resolve, thinkMs));
    }
    agent.destroy();
  }

  await Promise.all(Array.from({ length: users }, (_, index) => virtualUser(index)));
  clearInterval(lagTimer);
  const reads = tallies.reads.summary(seconds);
  const writes = tallies.writes.summary(seconds);
  const all = new Tally();
  all.latencies = [...tallies.reads.latencies, ...tallies.writes.latencies];
  all.errors = tallies.reads.errors + tallies.writes.errors;
  all.limited = tallies.reads.limited + tallies.writes.limited;
  const total = all.summary(seconds);
  const kinds = [...byKind].map(([name, latencies]) => {
    const sorted = Float64Array.from(latencies).sort();
    return { name, requests: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
  });
  kinds.sort((a, b) => b.p95 - a.p95);
  return { users, seconds, total, reads, writes, kinds, clientLagMs: Math.max(0, ...eventLoopLag) };
}

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '-');
const percent = (value) => `${(value * 100).toFixed(value > 0 && value < 0.001 ? 3 : 2)} %`;

function line(label, figures) {
  return `  ${label.padEnd(6)} ${String(figures.requests).padStart(7)} req ${figures.perSecond.toFixed(0).padStart(6)} req/s  p50 ${ms(figures.p50).padStart(7)}  p95 ${ms(figures.p95).padStart(7)}  p99 ${ms(figures.p99).padStart(7)}  errors ${percent(figures.errorRate).padStart(8)} (${figures.errors})  429: ${figures.limited}`;
}

function statusList(statuses) {
  return Object.entries(statuses)
    .sort(([, a], [, b]) => b - a)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
}

/** Runs the steps against a running site and prints each as it ends; returns the figures. */
export async function benchLoad(base, options = {}) {
  const steps = options.steps ?? LOAD_STEPS;
  const seconds = options.seconds ?? STEP_SECONDS;
  const warmup = options.warmup ?? WARMUP_SECONDS;
  const thinkMs = options.thinkMs ?? THINK_MS;
  const site = await discover(base);
  const members = await logInMembers(base, site);
  console.log(`\n== Load: mixed browsing and writing, ${steps.join(' / ')} virtual users, ${seconds} s a step (+${warmup} s warm-up), ${thinkMs} ms between pages ==`);
  console.log(`${members.length} demo members signed in (half the users; the other half visitors), ${site.threads.length} threads in ${site.forums.length} forums; 1 request in 10 a write`);
  const results = [];
  for (const users of steps) {
    const result = await runStep(base, site, members, users, { seconds, warmup, thinkMs });
    results.push(result);
    console.log(`${users} users, ${seconds} s:`);
    console.log(line('all', result.total));
    console.log(line('reads', result.reads));
    console.log(line('writes', result.writes));
    const unusual = { ...result.reads.statuses };
    for (const [status, count] of Object.entries(result.writes.statuses)) unusual[status] = (unusual[status] ?? 0) + count;
    for (const status of Object.keys(unusual)) if (/^2\d\d$/.test(status)) delete unusual[status];
    if (Object.keys(unusual).length > 0) console.log(`  non-2xx answers: ${statusList(unusual)}`);
    for (const [where, text] of Object.entries({ ...result.reads.examples, ...result.writes.examples })) console.log(`    e.g. ${where}: ${text}`);
    console.log(`  slowest at p95: ${result.kinds.slice(0, Number(process.env.LOAD_KINDS ?? 4)).map((kind) => `${kind.name} ${ms(kind.p95)} (p50 ${ms(kind.p50)}, ${kind.requests} req)`).join('; ')}`);
    if (result.clientLagMs > 50) console.log(`  (the load generator's own event loop lagged up to ${result.clientLagMs} ms: figures include client-side delay)`);
  }
  console.log(verdict(results));
  return results;
}

/** Where it breaks: the first step past the target (p95 or errors), and how the target step fared. */
export function verdict(results) {
  const lines = [];
  const target = results.find((result) => result.users === TARGET.users);
  if (target) {
    const ok = target.total.p95 < TARGET.p95 && target.total.errorRate < TARGET.errorRate;
    lines.push(`target at ${TARGET.users} users (p95 < ${TARGET.p95} ms, errors < ${percent(TARGET.errorRate)}): ${ok ? 'met' : 'MISSED'} (p95 ${ms(target.total.p95)}, errors ${percent(target.total.errorRate)})`);
  }
  const broken = results.find((result) => result.total.p95 >= TARGET.p95 || result.total.errorRate >= TARGET.errorRate);
  if (broken) {
    const why = broken.total.errorRate >= TARGET.errorRate ? `errors ${percent(broken.total.errorRate)}` : `p95 ${ms(broken.total.p95)}`;
    lines.push(`breaks at ${broken.users} users: ${why}; throughput there ${broken.total.perSecond.toFixed(0)} req/s`);
  } else lines.push(`holds at every step up to ${results[results.length - 1]?.users} users`);
  return lines.join('\n');
}

async function waitForHealth(base) {
  for (let tries = 0; tries < 400; tries += 1) {
    if (await fetch(`${base}/api/health`).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('the server did not start');
}

/**
 * `npm run bench -- load`: the built site as `npm run start:cluster` serves it (an API process per
 * core, on SQLite), on a database of its own
 * (data/bench-load/, removed and seeded anew each run: the bench writes to it), rate limits
 * multiplied by 1000 (capacity, not limits) and X-Forwarded-For trusted (an address per user).
 */
export async function benchLoadOnOwnServer({ port = Number(process.env.BENCH_PORT ?? 8383) } = {}) {
  const dataDir = path.join(repoRoot, 'data', 'bench-load');
  fs.rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), ['scripts/start-cluster.mjs'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', RATE_LIMIT_FACTOR: '1000', TRUST_PROXY: '1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base);
    return await benchLoad(base);
  } finally {
    process.kill(-server.pid, 'SIGTERM');
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = process.argv[2];
  if (target) await benchLoad(target.replace(/\/$/, ''));
  else await benchLoadOnOwnServer();
}
