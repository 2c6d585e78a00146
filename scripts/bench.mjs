#!/usr/bin/env -S npx tsx
// npm run bench: figures a person can compare between builds.
//  1. gzip bytes of JS the browser fetches before the home page's first render, and until the
//     home page's content is on screen (headless Chromium against the production build);
//  2. gzip bytes of each remote's entry and route chunks;
//  3. the API thread page (20 posts with authors) under 50 connections (autocannon), page 1 and 100;
//  4. Lighthouse (mobile defaults, Debian Chromium) on the home page: score, FCP, LCP, TBT.
// BENCH_SKIP=lighthouse,api skips parts.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { releasesDir, remotes, repoRoot } from '../tooling/apps.mjs';
import { ensureBuilt } from '../tooling/ensure-built.mjs';
import { Releases } from '../tooling/releases.ts';
import { benchThreadPages } from '../api/bench/thread-page.mjs';

const port = Number(process.env.BENCH_PORT ?? 8383);
const base = `http://127.0.0.1:${port}`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipBytes = (buffer) => gzipSync(buffer, { level: 9 }).length;

async function waitForHealth() {
  for (let tries = 0; tries < 400; tries += 1) {
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('the server did not start');
}

const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));

async function lighthouseHome() {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const result = await lighthouse(`${base}/`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const audits = result.lhr.audits;
    return {
      score: Math.round(result.lhr.categories.performance.score * 100),
      fcp: audits['first-contentful-paint'].displayValue,
      lcp: audits['largest-contentful-paint'].displayValue,
      tbt: audits['total-blocking-time'].displayValue,
      cls: audits['cumulative-layout-shift'].displayValue,
    };
  } finally {
    await chrome.kill();
  }
}

async function measureHomeJs() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const page = await browser.newPage();
  const bodies = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') bodies.set(response.url(), await response.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(`${base}/`, { waitUntil: 'load' });
  await page.waitForSelector('[data-testid="content-card"]');
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

await ensureBuilt();
const server = spawn(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), ['scripts/start.mjs'], {
  cwd: repoRoot,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
try {
  await waitForHealth();
  const home = await measureHomeJs();
  console.log('\n== JS the browser fetches for the home page (gzip -9) ==');
  console.log(`before first render (FCP ${home.fcpMs} ms): ${kb(home.beforeFirstRender.gzip)} in ${home.beforeFirstRender.files} files (budget 250 KB)`);
  console.log(`until the home page content is shown: ${kb(home.untilContent.gzip)} in ${home.untilContent.files} files`);

  console.log('\n== Remote entry and route chunks (gzip -9) ==');
  for (const remote of remoteChunkSizes()) {
    console.log(`${remote.id}: remoteEntry.js ${kb(remote.entry)}`);
    for (const chunk of remote.routes) console.log(`    ${chunk.file} ${kb(chunk.gzip)}`);
  }

  if (!skip.has('lighthouse')) {
    const report = await lighthouseHome();
    console.log('\n== Lighthouse, home page, mobile defaults ==');
    console.log(`performance ${report.score}, FCP ${report.fcp}, LCP ${report.lcp} (target ≤ 2.0 s), TBT ${report.tbt}, CLS ${report.cls}`);
  }

  if (!skip.has('api')) {
    console.log('\n== API: thread page of 20 posts with authors, 50 connections (SQLite) ==');
    const api = await benchThreadPages(base);
    for (const run of api.runs) console.log(`page ${run.page}: ${Math.round(run.requestsPerSecond)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms${run.errors ? `, ${run.errors} errors` : ''}`);
    console.log(`page 100 / page 1 p99 ratio: ${api.ratio.toFixed(2)} (target ≤ 1.5); p99 target ≤ 30 ms`);
  }
} finally {
  process.kill(-server.pid, 'SIGTERM');
}
