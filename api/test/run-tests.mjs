#!/usr/bin/env node
// The API's `npm test`: jest on SQLite, then — when PostgreSQL's server binaries are installed —
// the same suite against a throw-away cluster (temp dir, free loopback port, removed afterwards).
// Each run ends with "api (<dialect>): N passed, N failed"; the exit code is non-zero if any failed.
// Extra arguments go to jest (e.g. a test path pattern).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

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

function findPostgresBin() {
  const roots = fs.existsSync('/usr/lib/postgresql')
    ? fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)).map((v) => `/usr/lib/postgresql/${v}/bin`)
    : [];
  for (const dir of roots) if (fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'))) return dir;
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  const initdb = which.stdout.trim();
  return initdb && fs.existsSync(path.join(path.dirname(initdb), 'pg_ctl')) ? path.dirname(initdb) : null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A PostgreSQL cluster in a temp dir. initdb refuses root, so as root it runs as the postgres user. */
class TempCluster {
  constructor(binDir) {
    this.binDir = binDir;
    this.asRoot = process.getuid?.() === 0;
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trailhead-pg-'));
    this.dataDir = path.join(this.dir, 'data');
    if (this.asRoot) {
      const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
      const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
      if (!Number.isInteger(uid) || !Number.isInteger(gid)) throw new Error('running as root, but there is no postgres user to run the cluster as');
      fs.chownSync(this.dir, uid, gid);
    }
  }

  run(tool, args) {
    const command = path.join(this.binDir, tool);
    const [bin, argv] = this.asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    const result = spawnSync(bin, argv, { encoding: 'utf8', cwd: this.dir });
    if (result.status !== 0) throw new Error(`${tool} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }

  async start() {
    this.run('initdb', ['-D', this.dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-locale']);
    this.port = await freePort();
    // Durability is not what a throw-away test cluster is for.
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    this.run('pg_ctl', ['-D', this.dataDir, '-l', path.join(this.dir, 'server.log'), '-o', options, '-w', '-t', '60', 'start']);
    this.started = true;
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  stop() {
    try {
      if (this.started) this.run('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', 'stop']);
    } catch (error) {
      console.error(String(error));
    } finally {
      this.started = false;
      fs.rmSync(this.dir, { recursive: true, force: true });
    }
  }
}

let failures = 0;
const sqlite = await runJest('sqlite', { DATABASE_URL: '' });
failures += sqlite.failed;

const binDir = findPostgresBin();
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
    cluster = new TempCluster(binDir);
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
