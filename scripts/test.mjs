#!/usr/bin/env node
// npm test: typecheck, lint, jest in every package (the API on SQLite and on PostgreSQL when it is
// installed), then a fresh production build served as `npm start` serves it, end to end in Chromium.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jestPackages, repoRoot as root } from '../tooling/apps.mjs';

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
for (const name of jestPackages) {
  step(`jest ${name}`, bin('jest'), ['-c', `${name}/jest.config.cjs`, '--rootDir', name], { env: { JEST_RUN_LABEL: `jest ${name}` } });
}
step('api tests (SQLite, then PostgreSQL)', process.execPath, ['api/test/run-tests.mjs']);

// The end-to-end tests get their own fresh build so they never test a stale one, and the
// repository's releases/ pointers stay as the developer left them.
const buildDir = mkdtempSync(path.join(os.tmpdir(), 'trailhead-test-build-'));
const buildEnv = { RELEASES_DIR: path.join(buildDir, 'releases'), SHELL_DIST_DIR: path.join(buildDir, 'shell') };
if (step('production build', bin('tsx'), ['scripts/ensure-built.mjs'], { env: buildEnv })) {
  step('e2e (Playwright, headless Chromium)', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], { env: buildEnv });
}
rmSync(buildDir, { recursive: true, force: true });

console.log('\nSummary');
for (const { name, ok, seconds } of results) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds.toFixed(1)} s)`);
const failed = results.filter((result) => !result.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
