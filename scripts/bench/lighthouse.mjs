#!/usr/bin/env node
// Lighthouse 12 on the site's main pages, as a visitor (and the home page as a member, whose pages
// their browser draws: 'member'): mobile defaults (a mid-range phone on slow 4G,
// CPU slowed 4×, simulated), performance only, Debian Chromium through chrome-launcher. Each page
// runs BENCH_RUNS times (default 3) and the median run by performance score is reported with that
// run's own figures. Every run has a browser of its own with a fresh temporary profile: no cookies,
// storage or cache (Lighthouse 12 by itself clears the cache and service workers but keeps cookies
// and local storage between runs in one browser).
// Prints a table (score, FCP, LCP, TBT, CLS, SI against the targets) and a start-up summary of the
// median runs: main-thread time by category (mainthread-work-breakdown) and the top scripts by
// time (bootup-time; thread page 1, or every page with BENCH_VERBOSE=1).
//   node scripts/bench/lighthouse.mjs [http://127.0.0.1:8080]      (BENCH_PAGES=home,thread1 BENCH_RUNS=1)
// benchLighthouse(baseUrl) does the same for scripts/bench.mjs.
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findLongThread } from '../../api/bench/thread-page.mjs';

const PAGES = ['home', 'forums', 'forum', 'thread1', 'thread50', 'news', 'search', 'member', 'events', 'event', 'clubs', 'club', 'members', 'profile', 'awards', 'map', 'benefits', 'joinus'];
/** The demo member the member's page is measured as (api/src/seed/members.data.ts). */
const MEMBER = { login: 'member', password: 'Trailhead#2026' };
const THREAD_PAGE = 50;
const SEARCH_WORD = 'trail';
const POSTS_PER_PAGE = 20;
const TOP_SCRIPTS = 8;
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const TASK_GROUPS = ['scriptEvaluation', 'styleLayout', 'paintCompositeRender', 'parseHTML', 'scriptParseCompile', 'garbageCollection', 'other'];

const HOME_TARGETS = { score: 95, tbt: 200 };
const PAGE_TARGETS = { score: 90, lcp: 1800, tbt: 300, cls: 0.02 };

async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return response.json();
}

/**
 * Label and path of each named page. The forum and thread paths are the API's own view_url (the
 * site's URL helpers): the 2,000-post thread and the forum it is in; page n of a document is
 * `{view_url}page-{n}` (mfe-forum's documentPageUrl).
 */
async function resolvePages(baseUrl, names) {
  const pages = {
    home: { label: 'home', path: '/' },
    forums: { label: 'forum index', path: '/forums' },
    news: { label: 'news', path: '/news' },
    search: { label: `search "${SEARCH_WORD}"`, path: `/search?searchText=${SEARCH_WORD}` },
    member: { label: 'home, member', path: '/', member: true },
    events: { label: 'events', path: '/events' },
    clubs: { label: 'clubs', path: '/clubs' },
    members: { label: 'members', path: '/members' },
    awards: { label: 'awards', path: '/awards' },
    // A visitor's /map: what the member map is and how to get it (members see the map itself).
    map: { label: 'map, visitor', path: '/map' },
    benefits: { label: 'benefits', path: '/benefits' },
    joinus: { label: 'join us', path: '/join-us' },
  };
  if (names.includes('profile')) {
    // The member with the most messages (the busiest profile: posts, counts, vehicles).
    const { entries } = await getJson(`${baseUrl}/api/users/leaderboard/most-messages`);
    pages.profile = { label: 'profile', path: entries[0].User.view_url };
  }
  if (names.includes('club')) {
    // The club with the most members (its page lists its facts and counts).
    const { clubs } = await getJson(`${baseUrl}/api/clubs/`);
    const biggest = [...clubs].sort((a, b) => b.member_count - a.member_count)[0];
    pages.club = { label: 'club page', path: biggest.view_url };
  }
  if (names.includes('event')) {
    // The upcoming event with the most people on it (its page lists them).
    const { events } = await getJson(`${baseUrl}/api/events?page=1`);
    const busiest = [...events].sort((a, b) => b.attending_count - a.attending_count)[0];
    pages.event = { label: 'event page', path: busiest.view_url };
  }
  if (names.some((name) => ['forum', 'thread1', 'thread50'].includes(name))) {
    const thread = await findLongThread(baseUrl);
    const { nodes } = await getJson(`${baseUrl}/api/nodes/all`);
    const page = Math.min(THREAD_PAGE, Math.ceil((thread.reply_count + 1) / POSTS_PER_PAGE));
    pages.forum = { label: 'forum', path: nodes.find((node) => node.node_id === thread.node_id).view_url };
    pages.thread1 = { label: 'thread p.1', path: thread.view_url };
    pages.thread50 = { label: `thread p.${page}`, path: `${thread.view_url}page-${page}` };
  }
  return names.map((name) => ({ name, ...pages[name] }));
}

/** The figures of one Lighthouse run (times in ms); error names a run that produced no score. */
function figures(lhr) {
  const value = (id) => lhr.audits[id]?.numericValue ?? null;
  const score = lhr.categories.performance.score;
  return {
    version: lhr.lighthouseVersion,
    score: score === null ? null : Math.round(score * 100),
    error: lhr.runtimeError?.code ?? (score === null ? 'no score' : null),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
    mainThread: Object.fromEntries((lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [item.group, item.duration])),
    scripts: (lhr.audits['bootup-time']?.details?.items ?? []).slice(0, TOP_SCRIPTS),
  };
}

/** A run Lighthouse itself gave up on (the browser or the page broke off). */
const failedRun = (error) => ({ score: null, error: error.code ?? error.message, fcp: null, lcp: null, tbt: null, cls: null, si: null, mainThread: {}, scripts: [] });

/** The cookies of a signed-in demo member, as a Cookie header. */
async function memberCookie(baseUrl) {
  const response = await fetch(`${baseUrl}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(MEMBER) });
  if (!response.ok) throw new Error(`POST ${baseUrl}/api/login: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** One Lighthouse run in a browser of its own (fresh profile); `cookie` signs it in. */
async function runLighthouse(url, cookie) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const flags = { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'], ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}) };
    const result = await lighthouse(url, flags);
    return figures(result.lhr);
  } catch (error) {
    return failedRun(error);
  } finally {
    await chrome.kill();
  }
}

/** The run in the middle when sorted by score (the lower middle of an even number). */
function medianByScore(runs) {
  const sorted = [...runs].sort((a, b) => (a.score ?? -1) - (b.score ?? -1));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** The targets a page misses, as text; an empty list passes. A member's page has none of its own (compare between builds). */
function misses(name, run) {
  if (run.score === null) return ['no score'];
  if (name === 'member') return [];
  const targets = name === 'home' ? HOME_TARGETS : PAGE_TARGETS;
  const missed = [];
  if (run.score < targets.score) missed.push(`score < ${targets.score}`);
  if (targets.lcp !== undefined && run.lcp > targets.lcp) missed.push(`LCP > ${targets.lcp / 1000} s`);
  if (run.tbt > targets.tbt) missed.push(`TBT > ${targets.tbt} ms`);
  if (targets.cls !== undefined && run.cls > targets.cls) missed.push(`CLS > ${targets.cls}`);
  return missed;
}

const seconds = (ms) => (ms === null ? '—' : `${(ms / 1000).toFixed(1)} s`);
const millis = (ms) => (ms === null ? '—' : `${Math.round(ms)} ms`);
/** Columns padded to one width: those in textColumns to the left, figures to the right. */
const table = (rows, textColumns = [0]) => {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  const pad = (cell, column) => (textColumns.includes(column) ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]));
  return rows.map((row) => row.map(pad).join('  ').trimEnd()).join('\n');
};

function scriptName(url, baseUrl) {
  const name = url.startsWith(baseUrl) ? url.slice(baseUrl.length) : url;
  return name.length > 90 ? `${name.slice(0, 50)}…${name.slice(-39)}` : name;
}

function printReport(baseUrl, results, runs) {
  const version = results.flatMap(({ all }) => all).find((run) => run.version)?.version ?? '';
  console.log(`\n== Lighthouse ${version}, mobile defaults, visitor, ${baseUrl}: median of ${runs} run(s) by performance score, that run's figures ==`);
  const rows = [['page', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'targets', 'every run', 'path']];
  for (const { page, median, all } of results) {
    const missed = misses(page.name, median);
    const verdict = missed.length ? `✗ ${median.error ?? missed.join(', ')}` : page.member ? '(compare)' : '✓';
    rows.push([page.label, median.score ?? '—', seconds(median.fcp), seconds(median.lcp), millis(median.tbt), median.cls === null ? '—' : median.cls.toFixed(3), seconds(median.si), verdict, all.map((run) => run.score ?? '—').join(' '), page.path]);
  }
  console.log(table(rows, [0, 7, 8, 9]));
  console.log(`targets: home score ≥ ${HOME_TARGETS.score}, TBT ≤ ${HOME_TARGETS.tbt} ms; other pages score ≥ ${PAGE_TARGETS.score}, LCP ≤ ${PAGE_TARGETS.lcp / 1000} s, TBT ≤ ${PAGE_TARGETS.tbt} ms, CLS ≤ ${PAGE_TARGETS.cls}; a member's page: no worse than the build before`);

  console.log('\n== Start-up main-thread time by category, ms (mainthread-work-breakdown, median runs, CPU 4× simulated) ==');
  const groupRows = [['page', 'total', ...TASK_GROUPS]];
  for (const { page, median } of results) {
    const total = Object.values(median.mainThread).reduce((sum, ms) => sum + ms, 0);
    groupRows.push([page.label, Math.round(total), ...TASK_GROUPS.map((group) => Math.round(median.mainThread[group] ?? 0))]);
  }
  console.log(table(groupRows));

  const scriptPages = process.env.BENCH_VERBOSE ? results : results.filter(({ page }) => page.name === 'thread1');
  for (const { page, median } of scriptPages) {
    console.log(`\n== Top scripts, ${page.label}, ms (bootup-time: scripts over 50 ms, median run, CPU 4× simulated) ==`);
    const scriptRows = [['total', 'scripting', 'parse+compile', 'script']];
    for (const script of median.scripts) scriptRows.push([Math.round(script.total), Math.round(script.scripting), Math.round(script.scriptParseCompile), scriptName(script.url, baseUrl)]);
    console.log(median.scripts.length ? table(scriptRows, [3]).replace(/^/gm, '  ') : '  (none)');
  }
}

/**
 * Runs Lighthouse on the pages (names from PAGES; BENCH_PAGES) `runs` times each (BENCH_RUNS) and
 * prints the report. Returns [{ page, median, all }] with figures() for each run.
 */
export async function benchLighthouse(baseUrl = 'http://127.0.0.1:8080', options = {}) {
  const names = options.pages ?? (process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',').map((name) => name.trim()).filter(Boolean) : PAGES);
  const runs = options.runs ?? Number(process.env.BENCH_RUNS ?? 3);
  const unknown = names.filter((name) => !PAGES.includes(name));
  if (unknown.length) throw new Error(`unknown page(s) ${unknown.join(', ')}: choose from ${PAGES.join(', ')}`);
  if (!(runs >= 1)) throw new Error(`BENCH_RUNS must be 1 or more, not ${process.env.BENCH_RUNS}`);

  const started = Date.now();
  const pages = await resolvePages(baseUrl, names);
  const results = [];
  for (const page of pages) {
    const all = [];
    const cookie = page.member ? await memberCookie(baseUrl) : undefined;
    for (let run = 0; run < runs; run += 1) all.push(await runLighthouse(new URL(page.path, baseUrl).href, cookie));
    results.push({ page, median: medianByScore(all), all });
  }
  printReport(baseUrl, results, runs);
  const elapsed = Math.round((Date.now() - started) / 1000);
  console.log(`\n${pages.length} page(s) × ${runs} run(s) in ${Math.floor(elapsed / 60)} min ${elapsed % 60} s`);
  return results;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchLighthouse((process.argv[2] ?? 'http://127.0.0.1:8080').replace(/\/$/, ''));
}
