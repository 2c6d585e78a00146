#!/usr/bin/env node
// The API's `npm test`: jest on SQLite, then — when PostgreSQL's server binaries are installed —
// the same suite against a throw-away cluster (temp dir, free loopback port, removed afterwards).
// Each run ends with "api (<dialect>): N passed, N failed"; the exit code is non-zero if any failed.
// Extra arguments go to jest (e.g. a test path pattern).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { postgresBinDir, TempPostgres } from '../../tooling/temp-postgres.mjs';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jestBin = createRequire(import.meta.url).resolve('jest/bin/jest');
const jestArgs = process.argv.slice(2);

/** Runs jest once; returns its pass/fail counts (read from --json, so a crash counts as a failure). */
function runJest(dialect, env) {
  const outputFile = path.join(os.tmpdir(), `trailhead-api-jest-${dialect}-${process.pid}.json`);
  fs.rmSync(outputFile, { force: true });
  return new Promise((resolve) => {
    // --reporters=default: the closing count line is printed here, after jest has finished.
    const args = [jestBin, '-c', 'jest.config.cjs', '--reporters=default', '--json', `--outputFile=${outputFile}`, ...jestArgs];
    const child = spawn(process.execPath, args, { cwd: apiDir, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => {
      let result = null;
      try {
        result = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
      } catch {
        // no report: jest itself failed, counted below
      }
      fs.rmSync(outputFile, { force: true });
      const passed = result?.numPassedTests ?? 0;
      let failed = result ? result.numFailedTests + result.numRuntimeErrorTestSuites : 1;
      if (code !== 0 && failed === 0) failed = 1; // jest failed without a failing test (no tests found, bad config)
      console.log(`api (${dialect}): ${passed} passed, ${failed} failed`);
      resolve({ passed, failed });
    });
  });
}

let failures = 0;
const sqlite = await runJest('sqlite', { DATABASE_URL: '' });
failures += sqlite.failed;

const binDir = postgresBinDir();
if (!binDir) {
  console.log('PostgreSQL not installed: skipped the PostgreSQL run of the API tests.');
} else {
  let cluster;
  const cleanUp = () => cluster?.stop();
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      cleanUp();
      process.exit(130);
    });
  }
  try {
    cluster = new TempPostgres(binDir);
    const url = await cluster.start();
    const postgres = await runJest('postgres', { DATABASE_URL: url });
    failures += postgres.failed;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.log('api (postgres): 0 passed, 1 failed');
    failures += 1;
  } finally {
    cleanUp();
  }
}
process.exit(failures > 0 ? 1 : 0);
