// npm run test:scale: `npm run start:cluster` with two API processes, on a throw-away PostgreSQL
// cluster and on one SQLite file; proves that a session made on one process is known to the other,
// that a reply written through one process reaches a live stream held by the other, that writes
// through both at once all land, and that a process that dies is replaced while the other keeps
// answering. The PostgreSQL half is skipped without PostgreSQL.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import pg from 'pg';
import { freePort, postgresBinDir, TempPostgres } from '../../tooling/temp-postgres.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PASSWORD = 'Trailhead#2026';
const WORKER = 'x-trailhead-worker';
const binDir = postgresBinDir();

/** One request on a connection of its own: the cluster hands each new connection to the next worker. */
function request(port, method, url, { body, cookie } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      { host: '127.0.0.1', port, method, path: url, agent: false, headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The node processes whose parent is `pid` (tsx's esbuild service, a child too, is not one). */
function nodeChildren(pid) {
  try {
    return execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter(([child, command]) => child && command === 'node')
      .map(([child]) => Number(child));
  } catch {
    return []; // ps exits 1 when there are none
  }
}

/** The cluster's worker processes: tsx → the primary → its workers. */
function workerProcesses(tsxPid) {
  return nodeChildren(tsxPid).flatMap(nodeChildren);
}

/** The workers that answer /api/health on new connections, over `tries` requests. */
async function answeringWorkers(port, tries = 20) {
  const workers = new Set();
  for (let i = 0; i < tries; i++) {
    const response = await request(port, 'GET', '/api/health');
    assert.equal(response.status, 200);
    workers.add(response.headers[WORKER]);
  }
  return workers;
}

const cookieOf = (response) => (response.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');

/** Repeats a request on new connections until another worker than `not` answers it. */
async function onAnotherWorker(not, send) {
  for (let i = 0; i < 20; i++) {
    const response = await send();
    if (response.headers[WORKER] !== not) return response;
  }
  throw new Error(`every answer came from worker ${not}`);
}

/** A live stream: its worker, and each event as it arrives. */
function openStream(port, url, cookie) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: url, agent: false, headers: { accept: 'text/event-stream', cookie } }, (res) => {
      const stream = { worker: res.headers[WORKER], status: res.statusCode, events: [], waiters: [], close: () => req.destroy() };
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event) stream.events.push({ event, data: JSON.parse(data), at: performance.now() });
        }
        for (const wake of stream.waiters.splice(0)) wake();
      });
      resolve(stream);
    });
    req.on('error', reject);
  });
}

async function until(stream, condition, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`timed out; events: ${JSON.stringify(stream.events)}`);
    await new Promise((resolve) => {
      const timer = setTimeout(resolve, left);
      stream.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}

/** A visible, open thread of the demo forum, read straight from the database. */
async function openThreadId(database) {
  const query = "select thread_id from threads where discussion_state = 'visible' and discussion_open = 1 order by thread_id limit 1";
  if (database.url) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query(query.replace('= 1', '= true')).finally(() => client.end());
    return rows[0].thread_id;
  }
  const file = new Database(path.join(database.dataDir, 'trailhead.sqlite'), { readonly: true });
  try {
    return file.prepare(query).get().thread_id;
  } finally {
    file.close();
  }
}

const DATABASES = [
  { name: 'SQLite', skip: false },
  { name: 'PostgreSQL', skip: binDir ? false : 'PostgreSQL is not installed' },
];

for (const { name, skip } of DATABASES) describe(`npm run start:cluster (two API processes on ${name})`, { skip }, () => {
  let postgres;
  const database = { url: '', dataDir: '' };
  let server;
  let port;
  let output = '';

  before(async () => {
    if (name === 'PostgreSQL') {
      postgres = new TempPostgres(binDir);
      database.url = await postgres.start();
    }
    database.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trailhead-scale-data-'));
    port = await freePort();
    server = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/start-cluster.mjs'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: database.url, PORT: String(port), HOST: '127.0.0.1', CLUSTER_WORKERS: '2', DATA_DIR: database.dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_FACTOR: '100' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await new Promise((resolve, reject) => {
      const onData = (chunk) => {
        output += chunk;
        if (output.includes('Trailhead is running on')) resolve();
      };
      server.stdout.on('data', onData);
      server.stderr.on('data', (chunk) => (output += chunk));
      server.once('exit', (code) => reject(new Error(`start:cluster exited (${code}):\n${output}`)));
    });
  });

  after(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    postgres?.stop();
    if (database.dataDir) fs.rmSync(database.dataDir, { recursive: true, force: true });
  });

  it('runs two workers, each answering on the one port', async () => {
    assert.match(output, new RegExp(`with 2 API processes \\(${name}\\)`));
    const workers = new Set();
    for (let i = 0; i < 10 && workers.size < 2; i++) workers.add((await request(port, 'GET', '/api/health')).headers[WORKER]);
    assert.equal(workers.size, 2);
  });

  it('knows on one process the session made on the other', async () => {
    const login = await request(port, 'POST', '/api/login', { body: { login: 'member', password: PASSWORD } });
    assert.equal(login.status, 200, login.body);
    const cookie = cookieOf(login);
    const me = await onAnotherWorker(login.headers[WORKER], () => request(port, 'GET', '/api/me', { cookie }));
    assert.equal(me.status, 200, me.body);
    assert.equal(JSON.parse(me.body).username, 'member');
  });

  it('replaces a worker that dies, the other answering meanwhile, and the session still holds', async () => {
    const login = await request(port, 'POST', '/api/login', { body: { login: 'member', password: PASSWORD } });
    const cookie = cookieOf(login);
    const before = await answeringWorkers(port);
    assert.equal(before.size, 2);
    const workers = workerProcesses(server.pid);
    assert.equal(workers.length, 2, `expected two worker processes, found ${workers.join(', ')}`);
    const replaced = new Promise((resolve) => {
      const onData = (chunk) => {
        if (String(chunk).includes('starting another')) {
          server.stderr.off('data', onData);
          resolve();
        }
      };
      server.stderr.on('data', onData);
    });
    process.kill(workers[0], 'SIGKILL');
    // Meanwhile: the survivor takes every new connection.
    const me = await request(port, 'GET', '/api/me', { cookie });
    assert.equal(me.status, 200, me.body);
    await replaced;
    // A new worker (a new id) is answering beside the survivor, and knows the member's session.
    // The new one starts like the first ones did (a few seconds): asked until it answers, for at most 60 s.
    let after = new Set();
    for (const deadline = Date.now() + 60_000; after.size < 2 && Date.now() < deadline; ) {
      after = await answeringWorkers(port, 10);
      if (after.size < 2) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    assert.equal(after.size, 2);
    const fresh = [...after].find((id) => !before.has(id));
    assert.ok(fresh, `no new worker among ${[...after].join(', ')}`);
    const onFresh = await onAnotherWorker([...after].find((id) => id !== fresh), () => request(port, 'GET', '/api/me', { cookie }));
    assert.equal(onFresh.headers[WORKER], fresh);
    assert.equal(JSON.parse(onFresh.body).username, 'member');
  });

  it('lands every one of many replies written through both processes at once', async () => {
    const threadId = await openThreadId(database);
    const admin = cookieOf(await request(port, 'POST', '/api/login', { body: { login: 'admin', password: PASSWORD } }));
    const before = JSON.parse((await request(port, 'GET', `/api/threads/${threadId}`, { cookie: admin })).body).thread.reply_count;
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) => request(port, 'POST', '/api/posts', { cookie: admin, body: { thread_id: threadId, message_html: `<p>At once, number ${i + 1}.</p>` } })),
    );
    for (const reply of replies) assert.equal(reply.status, 200, reply.body);
    assert.equal(new Set(replies.map((reply) => reply.headers[WORKER])).size, 2, 'both processes wrote');
    const after = JSON.parse((await request(port, 'GET', `/api/threads/${threadId}`, { cookie: admin })).body).thread.reply_count;
    assert.equal(after, before + 40);
  });

  it('delivers a reply written through one process to a live stream held by the other', async () => {
    const threadId = await openThreadId(database);
    const member = cookieOf(await request(port, 'POST', '/api/login', { body: { login: 'member', password: PASSWORD } }));
    const admin = cookieOf(await request(port, 'POST', '/api/login', { body: { login: 'admin', password: PASSWORD } }));

    // A stream on each worker (the cluster gives each new connection to the next one).
    const streams = new Map();
    for (let i = 0; i < 20 && streams.size < 2; i++) {
      const stream = await openStream(port, `/api/live?thread_id=${threadId}`, member);
      if (streams.has(stream.worker)) stream.close();
      else streams.set(stream.worker, stream);
    }
    try {
      assert.equal(streams.size, 2);
      for (const stream of streams.values()) {
        assert.equal(stream.status, 200);
        await until(stream, () => stream.events.some((e) => e.event === 'counts'));
      }
      const sentAt = performance.now();
      const reply = await request(port, 'POST', '/api/posts', { cookie: admin, body: { thread_id: threadId, message_html: '<p>Written on one process, read on both.</p>' } });
      assert.equal(reply.status, 200, reply.body);
      const postId = JSON.parse(reply.body).post.post_id;
      const other = [...streams.values()].find((stream) => stream.worker !== reply.headers[WORKER]);
      const isIt = (e) => e.event === 'post' && e.data.post_id === postId;
      for (const stream of streams.values()) await until(stream, () => stream.events.some(isIt));
      // Once each, on both processes.
      for (const stream of streams.values()) assert.equal(stream.events.filter(isIt).length, 1);
      const received = other.events.find(isIt);
      console.log(`reply through worker ${reply.headers[WORKER]} → event on worker ${other.worker}'s stream ${(received.at - sentAt).toFixed(1)} ms after the POST was sent`);
    } finally {
      for (const stream of streams.values()) stream.close();
    }
  });
});
