#!/usr/bin/env -S npx tsx
// npm run bench: figures a person can compare between builds.
//  1. gzip bytes of JS the browser fetches before the home page's first render, and until the
//     home page's content is on screen (headless Chromium against the production build);
//  2. gzip bytes of each remote's entry and route chunks;
//  3. the API thread page (20 posts with authors) under 50 connections (autocannon), page 1 and 100,
//     the events list and an event page (scripts/bench/events-api.mjs), the clubs list and a
//     club's page (scripts/bench/clubs-api.mjs), and the account's reads: /me, /me/membership and
//     /options/subscriptions (scripts/bench/account-api.mjs);
//  4. gzip bytes of JS the thread route adds beyond what the shell already loaded (a visitor on a
//     shell-only page follows an in-app link to a thread; target ≤ 80 KB), and of the editor a
//     member downloads for the reply box; likewise for the events list and an event's page;
//  5. Lighthouse 12 (mobile defaults, performance, Debian Chromium) as a visitor on home, the forum
//     index, a forum, page 1 and page 50 of the 2,000-post thread, news, search, the events list and
//     the busiest event's page, and as a member
//     on home (their browser draws it: compare with the build before), 3 runs a page
//     (BENCH_RUNS), the median by score: score, FCP, LCP, TBT, CLS, SI against the targets, then the
//     start-up main-thread time by category and the top scripts (scripts/bench/lighthouse.mjs, which
//     also runs alone against a running site; BENCH_PAGES=home,thread1 picks pages);
//  6. search at 1, 10 and 50 connections over a forum grown to 200,000 posts (a database of its
//     own, kept in data/bench-search/ between runs);
//  7. a member's profile with every fetch option and the leaderboards overview at 50 connections on
//     a site grown to 50,000 members (a database of its own, data/bench-members/; scripts/bench/users-api.mjs);
//  8. the alerts page and the conversations list at 50 connections for a member with 5,000 alerts and
//     1,000 conversations (a database of its own, data/bench-messaging/; scripts/bench/messaging-api.mjs);
//  9. the member map at 50 connections with 50,000 members sharing positions, and a page of 2,500 of
//     5,000 trail locations (a database of its own, data/bench-map/; scripts/bench/map-api.mjs).
// 10. the member map (keyless) in the browser with 10,000 members and 5,000 locations: the route's JS
//     (target ≤ 120 KB), its first draw, and frame times over 36 pans and zooms (scripts/bench/map-browser.mjs).
// Every server it starts is the built site as `npm run start:cluster` serves it: an API process per
// core (CLUSTER_WORKERS), on SQLite.
// `npm run bench -- load` runs only the load scenario: 50, 200 and 500 virtual users browsing and
// writing (scripts/bench/load.mjs, which also runs alone against a running site).
// BENCH_SKIP=lighthouse,api,search,members,messaging,map,map-browser skips parts; BENCH_VERBOSE=1 lists every script (and the top
// scripts of every page Lighthouse ran on).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { releasesDir, remotes, repoRoot } from '../tooling/apps.mjs';
import { ensureBuilt } from '../tooling/ensure-built.mjs';
import { Releases } from '../tooling/releases.ts';
import { benchThreadPages, findLongThread } from '../api/bench/thread-page.mjs';
import { benchSearch, SEARCH_CONNECTIONS } from '../api/bench/search.mjs';

const port = Number(process.env.BENCH_PORT ?? 8383);
const base = `http://127.0.0.1:${port}`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipBytes = (buffer) => gzipSync(buffer, { level: 9 }).length;

async function waitForHealth(baseUrl) {
  for (let tries = 0; tries < 400; tries += 1) {
    if (await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('the server did not start');
}

const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));

function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** Records the body of every script the page fetches, by URL. */
function recordScripts(page) {
  const bodies = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') bodies.set(response.url(), await response.body().catch(() => Buffer.alloc(0)));
  });
  return bodies;
}

/**
 * JS a route fetches after the shell is up: from /help (shell only) to `target` by an in-app
 * navigation, until `selector` shows and the network is idle.
 */
async function measureRouteJs(label, target, selector) {
  const browser = await launchBrowser();
  const page = await browser.newPage();
  const bodies = recordScripts(page);
  await page.goto(`${base}/help`, { waitUntil: 'networkidle' });
  const shellScripts = new Set(bodies.keys());
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new window.PopStateEvent('popstate'));
  }, new URL(target, base).pathname);
  await page.waitForSelector(selector);
  await page.waitForLoadState('networkidle');
  await browser.close();
  const added = [...bodies.entries()].filter(([url]) => !shellScripts.has(url));
  if (process.env.BENCH_VERBOSE) for (const [url, body] of added) console.log(`  ${label} ${kb(gzipBytes(body)).padStart(9)}  ${new URL(url).pathname}`);
  return { files: added.length, gzip: added.reduce((total, [, body]) => total + gzipBytes(body), 0) };
}

async function measureThreadRouteJs() {
  const thread = await findLongThread(base);
  return measureRouteJs('thread route', thread.view_url, '[data-testid="post"]');
}

/** The clubs area's routes: the list, and a club's page (each from the shell alone). */
async function measureClubRoutesJs() {
  const { clubs } = await (await fetch(`${base}/api/clubs/`)).json();
  return {
    list: await measureRouteJs('clubs route', '/clubs', '[data-testid="club-card"]'),
    club: await measureRouteJs('club route', clubs[0].view_url, '[data-testid="club-header"]'),
  };
}

/** The events area's routes: the list, and an event's page (each from the shell alone). */
async function measureEventRoutesJs() {
  const { events } = await (await fetch(`${base}/api/events?page=1`)).json();
  return {
    list: await measureRouteJs('events route', '/events', '[data-testid="event-card"]'),
    event: await measureRouteJs('event route', events[0].view_url, '[data-testid="rsvp-panel"]'),
  };
}

/**
 * The editor's JS: what a member downloads for the reply box of a thread (the site's editor entry,
 * the editor library and the forum's writing code). A visitor reading downloads none of it (e2e).
 */
async function measureEditorJs() {
  const thread = await findLongThread(base);
  const browser = await launchBrowser();
  const page = await browser.newPage();
  await page.request.post(`${base}/api/login`, { data: { login: 'member', password: 'Trailhead#2026' } });
  const bodies = recordScripts(page);
  await page.goto(new URL(thread.view_url, base).href);
  await page.getByTestId('reply-box').getByRole('textbox').waitFor();
  await page.waitForLoadState('networkidle');
  await browser.close();
  const editor = [...bodies.entries()].filter(([url]) => /editor|lexical/i.test(new URL(url).pathname));
  if (process.env.BENCH_VERBOSE) for (const [url, body] of editor) console.log(`  editor ${kb(gzipBytes(body)).padStart(9)}  ${new URL(url).pathname}`);
  return { files: editor.length, gzip: editor.reduce((total, [, body]) => total + gzipBytes(body), 0) };
}

/**
 * JS the home page fetches before its first render and until its content is live. A visitor's
 * first screen is drawn by the server, so the first render needs no JS; a member's is drawn by the
 * browser (login: a demo account).
 */
async function measureHomeJs(login) {
  const browser = await launchBrowser();
  const page = await browser.newPage();
  if (login) await page.request.post(`${base}/api/login`, { data: { login, password: 'Trailhead#2026' } });
  const bodies = recordScripts(page);
  await page.goto(`${base}/`, { waitUntil: 'load' });
  // Live: the app has taken over any drawn first screen and shows the content itself.
  await page.waitForFunction(() => !document.getElementById('first-screen') && document.querySelector('#root [data-testid="content-card"]'));
  const timings = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
    const scripts = performance.getEntriesByType('resource').filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'));
    return { fcp, scripts: scripts.map((entry) => ({ url: entry.name, end: entry.responseEnd })) };
  });
  await browser.close();
  const sum = (entries) => entries.reduce((total, entry) => total + gzipBytes(bodies.get(entry.url) ?? Buffer.alloc(0)), 0);
  const beforeFirstRender = timings.scripts.filter((entry) => entry.end <= timings.fcp);
  if (process.env.BENCH_VERBOSE) {
    for (const entry of timings.scripts) {
      const size = gzipBytes(bodies.get(entry.url) ?? Buffer.alloc(0));
      console.log(`  ${entry.end <= timings.fcp ? 'before' : 'after '} FCP ${kb(size).padStart(9)}  ${new URL(entry.url).pathname}`);
    }
  }
  return {
    fcpMs: Math.round(timings.fcp),
    beforeFirstRender: { files: beforeFirstRender.length, gzip: sum(beforeFirstRender) },
    untilContent: { files: timings.scripts.length, gzip: sum(timings.scripts) },
  };
}

function remoteChunkSizes() {
  const releases = new Releases(releasesDir(), remotes);
  return releases.status().map(({ id, current }) => {
    const dir = path.join(releasesDir(), id, current);
    const files = readdirSync(dir).filter((file) => file.endsWith('.js'));
    const size = (file) => gzipBytes(readFileSync(path.join(dir, file)));
    const routeChunks = files.filter((file) => file.startsWith('src_features_') || file.startsWith('__federation_expose_'));
    return { id, entry: size('remoteEntry.js'), routes: routeChunks.map((file) => ({ file: file.replace(/\.[0-9a-f]{10}\.js$/, ''), gzip: size(file) })) };
  });
}

/** Search over 200,000 posts: a database of its own (seeded once, then reused) and a server on it. */
async function benchSearchOnLargeForum() {
  const dataDir = path.join(repoRoot, 'data', 'bench-search');
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
  console.log('\n== Search, forum grown to 200,000 posts (SQLite) ==');
  await run(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), ['api/src/seed/cli.ts', '--posts', '200000'], env);
  const searchPort = port + 1;
  const server = startServer({ ...env, PORT: String(searchPort) });
  try {
    const searchBase = `http://127.0.0.1:${searchPort}`;
    await waitForHealth(searchBase);
    await benchSearch(searchBase, { seconds: 2 }); // warm-up
    for (const connections of SEARCH_CONNECTIONS) {
      const report = await benchSearch(searchBase, { connections });
      console.log(`${String(connections).padStart(2)} connection(s), ${report.queries} queries in rotation: ${Math.round(report.requestsPerSecond)} req/s, p50 ${report.p50} ms, p99 ${report.p99} ms${report.errors ? `, ${report.errors} errors` : ''} (target p99 ≤ 100 ms)`);
    }
  } finally {
    process.kill(-server.pid, 'SIGTERM');
  }
}

async function benchMembersOnLargeCommunity() {
  const { benchUsers, BENCH_MEMBERS } = await import('./bench/users-api.mjs');
  const { printRuns } = await import('./bench/api-runs.mjs');
  const dataDir = path.join(repoRoot, 'data', 'bench-members');
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
  console.log(`\n== API: a profile with every fetch option and the leaderboards, ${BENCH_MEMBERS.toLocaleString('en-US')} members, signed in, 50 connections (SQLite) ==`);
  await run(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), ['api/src/seed/cli.ts', '--members', String(BENCH_MEMBERS)], env);
  const membersPort = port + 2;
  const server = startServer({ ...env, PORT: String(membersPort) });
  try {
    const membersBase = `http://127.0.0.1:${membersPort}`;
    await waitForHealth(membersBase);
    printRuns(await benchUsers(membersBase));
  } finally {
    process.kill(-server.pid, 'SIGTERM');
  }
}

async function benchMessagingOnGrownSite() {
  const { benchMessaging } = await import('./bench/messaging-api.mjs');
  const { printRuns } = await import('./bench/api-runs.mjs');
  const dataDir = path.join(repoRoot, 'data', 'bench-messaging');
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
  console.log('\n== API: alerts and conversations of a member with 5,000 alerts and 1,000 conversations, signed in, 50 connections (SQLite) ==');
  await run(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), ['api/src/seed/cli.ts'], env);
  await run(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), ['api/bench/messaging-growth.ts'], env);
  const messagingPort = port + 3;
  const server = startServer({ ...env, PORT: String(messagingPort) });
  try {
    const messagingBase = `http://127.0.0.1:${messagingPort}`;
    await waitForHealth(messagingBase);
    printRuns(await benchMessaging(messagingBase));
  } finally {
    process.kill(-server.pid, 'SIGTERM');
  }
}

async function benchMapOnGrownSite() {
  const { benchMap, BENCH_MAP_MEMBERS } = await import('./bench/map-api.mjs');
  const { printRuns } = await import('./bench/api-runs.mjs');
  const dataDir = path.join(repoRoot, 'data', 'bench-map');
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
  console.log(`\n== API: the member map with ${BENCH_MAP_MEMBERS.toLocaleString('en-US')} members and 5,000 locations, signed in, 50 connections (SQLite) ==`);
  await run(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), ['api/src/seed/cli.ts', '--members', String(BENCH_MAP_MEMBERS)], env);
  await run(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), ['api/bench/map-growth.ts'], env);
  const mapPort = port + 4;
  const server = startServer({ ...env, PORT: String(mapPort) });
  try {
    const mapBase = `http://127.0.0.1:${mapPort}`;
    await waitForHealth(mapBase);
    printRuns(await benchMap(mapBase));
  } finally {
    process.kill(-server.pid, 'SIGTERM');
  }
}

function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, env, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/** The built site as `npm run start:cluster` serves it: one API process per core, on SQLite unless DATABASE_URL says otherwise. */
function startServer(env) {
  return spawn(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), ['scripts/start-cluster.mjs'], {
    cwd: repoRoot,
    // Capacity, not limits: the figures measure how fast the site answers, from one address.
    env: { RATE_LIMIT_FACTOR: '1000', ...env, HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

// `npm run bench -- load`: only the load scenario (scripts/bench/load.mjs), on a server of its own.
if (process.argv[2] === 'load') {
  const { benchLoadOnOwnServer } = await import('./bench/load.mjs');
  await ensureBuilt();
  await benchLoadOnOwnServer({ port });
  process.exit(0);
}

await ensureBuilt();
const server = startServer({ ...process.env, PORT: String(port) });
try {
  await waitForHealth(base);
  const home = await measureHomeJs('member');
  const visitorHome = await measureHomeJs();
  console.log('\n== JS the browser fetches for the home page (gzip -9) ==');
  console.log(`member, drawn by the browser: before first render (FCP ${home.fcpMs} ms) ${kb(home.beforeFirstRender.gzip)} in ${home.beforeFirstRender.files} files (budget 250 KB)`);
  console.log(`member, until the home page content is shown: ${kb(home.untilContent.gzip)} in ${home.untilContent.files} files`);
  console.log(`visitor, first screen drawn by the server: before first render (FCP ${visitorHome.fcpMs} ms) ${kb(visitorHome.beforeFirstRender.gzip)} in ${visitorHome.beforeFirstRender.files} files`);
  console.log(`visitor, until the app has taken the page over: ${kb(visitorHome.untilContent.gzip)} in ${visitorHome.untilContent.files} files`);

  const threadRoute = await measureThreadRouteJs();
  console.log(`thread route, beyond what the shell loaded: ${kb(threadRoute.gzip)} in ${threadRoute.files} files (budget 80 KB)`);
  const eventRoutes = await measureEventRoutesJs();
  console.log(`events list route, beyond what the shell loaded: ${kb(eventRoutes.list.gzip)} in ${eventRoutes.list.files} files (budget 80 KB)`);
  console.log(`event page route, beyond what the shell loaded: ${kb(eventRoutes.event.gzip)} in ${eventRoutes.event.files} files (budget 80 KB)`);
  const clubRoutes = await measureClubRoutesJs();
  console.log(`clubs list route, beyond what the shell loaded: ${kb(clubRoutes.list.gzip)} in ${clubRoutes.list.files} files (budget 80 KB)`);
  console.log(`club page route, beyond what the shell loaded: ${kb(clubRoutes.club.gzip)} in ${clubRoutes.club.files} files (budget 80 KB)`);
  const editor = await measureEditorJs();
  console.log(`editor, for a member's reply box (editor entry, editor library, the forum's writing code): ${kb(editor.gzip)} in ${editor.files} files`);
  if (!skip.has('map-browser')) {
    // The keyless map with 10,000 members and 5,000 locations: its route's JS, first draw and frame times.
    const { benchMapBrowser, printMapBrowser } = await import('./bench/map-browser.mjs');
    printMapBrowser(await benchMapBrowser(base));
  }

  console.log('\n== Remote entry and route chunks (gzip -9) ==');
  for (const remote of remoteChunkSizes()) {
    console.log(`${remote.id}: remoteEntry.js ${kb(remote.entry)}`);
    for (const chunk of remote.routes) console.log(`    ${chunk.file} ${kb(chunk.gzip)}`);
  }

  if (!skip.has('lighthouse')) {
    const { benchLighthouse } = await import('./bench/lighthouse.mjs');
    await benchLighthouse(base);
  }

  if (!skip.has('api')) {
    console.log('\n== API: thread page of 20 posts with authors, reactions and attachments, signed in, 50 connections (SQLite) ==');
    const api = await benchThreadPages(base);
    for (const run of api.runs) console.log(`page ${run.page}: ${Math.round(run.requestsPerSecond)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms${run.errors ? `, ${run.errors} errors` : ''}`);
    console.log(`page 100 / page 1 p99 ratio: ${api.ratio.toFixed(2)} (target ≤ 1.5); p99 target ≤ 30 ms`);

    console.log('\n== API: events list and event page, signed in, 50 connections (SQLite) ==');
    const { benchEvents } = await import('./bench/events-api.mjs');
    const { printRuns } = await import('./bench/api-runs.mjs');
    printRuns(await benchEvents(base));

    console.log('\n== API: clubs list and a club page, signed in, 50 connections (SQLite) ==');
    const { benchClubs } = await import('./bench/clubs-api.mjs');
    printRuns(await benchClubs(base));

    console.log('\n== API: the account, its membership and the membership offers, signed in, 50 connections (SQLite) ==');
    const { benchAccount } = await import('./bench/account-api.mjs');
    printRuns(await benchAccount(base));
  }
} finally {
  process.kill(-server.pid, 'SIGTERM');
}

if (!skip.has('search')) await benchSearchOnLargeForum();
if (!skip.has('members')) await benchMembersOnLargeCommunity();
if (!skip.has('messaging')) await benchMessagingOnGrownSite();
if (!skip.has('map')) await benchMapOnGrownSite();
