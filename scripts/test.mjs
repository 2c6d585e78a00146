#!/usr/bin/env node
// npm test: typecheck, lint, every package's own tests through lerna (jest; the API on SQLite and on
// PostgreSQL when it is installed), then a fresh production build served as `npm start` serves it,
// end to end in Chromium, and served by several API processes (npm run test:scale). Lerna caches a package's test run (nx.json): a package whose files, and
// whose dependencies' files, are unchanged since a green run replays that run instead of running again.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot as root } from '../tooling/apps.mjs';

const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const results = [];
function step(name, command, args, options = {}) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  results.push({ name, ok: status === 0, seconds: (Date.now() - started) / 1000 });
  return status === 0;
}

step('typecheck (tsc --noEmit, whole repo)', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
step('lint (eslint, boundary rules)', bin('eslint'), ['.']);
// e2e runs below against its own build; NO_CACHE=1 runs every package's tests afresh.
step('package tests (lerna run test: jest in each package, the API on SQLite then PostgreSQL)', bin('lerna'), [
  'run',
  'test',
  '--stream',
  '--concurrency',
  '1',
  '--ignore',
  '@trailhead/e2e',
  ...(process.env.NO_CACHE ? ['--skip-nx-cache'] : []),
], { env: { NX_DAEMON: 'false', NX_NO_CLOUD: 'true' } });

// The end-to-end tests get their own fresh build so they never test a stale one, and the
// repository's releases/ pointers stay as the developer left them.
const buildDir = mkdtempSync(path.join(os.tmpdir(), 'trailhead-test-build-'));
const buildEnv = { RELEASES_DIR: path.join(buildDir, 'releases'), SHELL_DIST_DIR: path.join(buildDir, 'shell') };
if (step('production build', bin('tsx'), ['scripts/ensure-built.mjs'], { env: buildEnv })) {
  step('e2e (Playwright, headless Chromium)', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], { env: buildEnv });
  step('scale (npm run start:cluster: two API processes on SQLite, then on PostgreSQL)', 'npm', ['run', '--silent', 'test:scale'], { env: buildEnv });
}
rmSync(buildDir, { recursive: true, force: true });

console.log('\nSummary');
for (const { name, ok, seconds } of results) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds.toFixed(1)} s)`);
const failed = results.filter((result) => !result.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
