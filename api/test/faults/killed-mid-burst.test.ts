// Fault: the API process is killed (SIGKILL: no shutdown hook runs) in the middle of a burst of
// writes by several members, and started again on the same data. Every write it answered 2xx must
// be there after the restart; a write that got no answer may or may not be.
// The real server (src/server.ts) in a process of its own, on a temp DATA_DIR (SQLite) or, when
// DATABASE_URL is set, on a PostgreSQL database made for this test.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { isPostgresUrl } from '../../src/config';
import { DEMO_PASSWORD } from '../../src/seed';

const API_DIR = path.resolve(__dirname, '..', '..');
const TSX = path.join(API_DIR, '..', 'node_modules', '.bin', 'tsx');
const WRITERS = ['member', 'RockCrawlerJim', 'MudQueen', 'TrailDoc', 'rookie', 'WinchWendy'];
/** The server is killed once this many writes have been answered: well into the burst. */
const KILL_AFTER_ACKNOWLEDGED = 60;

jest.setTimeout(90_000);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface RunningServer {
  process: ChildProcess;
  exited: Promise<void>;
  /** Resolves when the server says it is listening (its start-up log line); rejects if it exits first. */
  listening: Promise<void>;
}

function startServer(env: NodeJS.ProcessEnv): RunningServer {
  // detached: its own process group, so the kill reaches node itself and not only tsx's launcher.
  const child = spawn(TSX, ['src/server.ts'], { cwd: API_DIR, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', (code, signal) => {
    if (code) console.error(`the server exited with ${code} (${signal}):\n${stderr}`);
  });
  // Fastify logs 'Server listening at …' (info) once it accepts connections; the first start migrates and seeds first.
  let stdout = '';
  const listening = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout = (stdout + chunk.toString()).slice(-4000);
      if (stdout.includes('Server listening at')) resolve();
    });
    void exited.then(() => reject(new Error(`the server exited before it listened:\n${stderr}`)));
  });
  return { process: child, exited, listening };
}

async function kill(server: RunningServer): Promise<void> {
  if (server.process.exitCode !== null || server.process.signalCode !== null) return;
  process.kill(-server.process.pid!, 'SIGKILL');
  await server.exited;
}

async function logIn(base: string, login: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`log in as ${login}: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

async function getJson<T>(base: string, target: string, cookie?: string): Promise<T> {
  const response = await fetch(`${base}${target}`, { headers: cookie ? { cookie } : {} });
  if (!response.ok) throw new Error(`GET ${target}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A write that was answered 2xx, and how to find it again. */
type Acknowledged = { kind: 'reply'; postId: number; marker: string } | { kind: 'reaction'; writer: number; postId: number; reactionId: number };

describe('the API killed with SIGKILL in the middle of a burst of writes', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trailhead-fault-kill-'));
  const pgUrl = process.env.DATABASE_URL;
  const database = `fault_kill_${randomBytes(4).toString('hex')}`;
  let env: NodeJS.ProcessEnv;
  let base: string;
  let server: RunningServer | undefined;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    let databaseUrl = '';
    if (isPostgresUrl(pgUrl)) {
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      await admin.query(`create database ${database}`);
      await admin.end();
      const url = new URL(pgUrl);
      url.pathname = `/${database}`;
      databaseUrl = url.toString();
    }
    env = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DATABASE_URL: databaseUrl,
      RATE_LIMIT_FACTOR: '1000',
      // info: the start-up line says when the server listens (requests are not logged).
      LOG_LEVEL: 'info',
    };
  });

  afterAll(async () => {
    if (server) await kill(server);
    fs.rmSync(dir, { recursive: true, force: true });
    if (isPostgresUrl(pgUrl)) {
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    }
  });

  it('keeps every write it acknowledged', async () => {
    server = startServer(env);
    await server.listening;
    const cookies = await Promise.all(WRITERS.map((login) => logIn(base, login)));
    const { threads } = await getJson<{ threads: { thread_id: number }[] }>(base, '/api/threads/latest?page=1');
    const threadIds = threads.slice(0, 5).map((thread) => thread.thread_id);
    const posts: number[] = [];
    for (const threadId of threadIds) {
      const page = await getJson<{ posts: { post_id: number }[] }>(base, `/api/threads/${threadId}/posts?page=1`);
      posts.push(...page.posts.map((post) => post.post_id));
    }

    // A writer reacts to the posts in turn from its own starting point: never twice to one post.
    expect(posts.length).toBeGreaterThan(40);
    const acknowledged: Acknowledged[] = [];
    let unanswered = 0;
    let killed: Promise<void> | undefined;
    const running = server;
    const burstId = randomBytes(3).toString('hex');

    // Each writer alternates replies and reactions (each to a post it has not reacted to, so a
    // reaction is never toggled off again) until the server stops answering.
    async function writer(index: number): Promise<void> {
      for (let n = 0; ; n++) {
        const reply = n % 2 === 0;
        const marker = `burst-${burstId}-${index}-${n}`;
        const postId = posts[(index * 7 + n) % posts.length];
        const reactionId = 1 + ((index + n) % 6);
        const request = reply
          ? { url: '/api/posts', body: { thread_id: threadIds[n % threadIds.length], message_html: `<p>${marker}</p>` } }
          : { url: `/api/posts/${postId}/react`, body: { reaction_id: reactionId } };
        let status: number;
        let answer: { post?: { post_id: number }; action?: string; errors?: unknown };
        try {
          const response = await fetch(`${base}${request.url}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: cookies[index] },
            body: JSON.stringify(request.body),
          });
          status = response.status;
          // The answer counts only once it has fully arrived.
          answer = (await response.json()) as typeof answer;
        } catch {
          // No answer: the server is gone. This write may or may not have been kept.
          unanswered += 1;
          return;
        }
        if (status !== 200) throw new Error(`${request.url}: ${status} ${JSON.stringify(answer)}`);
        if (reply) acknowledged.push({ kind: 'reply', postId: answer.post!.post_id, marker });
        else if (answer.action !== 'removed') acknowledged.push({ kind: 'reaction', writer: index, postId, reactionId });
        if (acknowledged.length >= KILL_AFTER_ACKNOWLEDGED) killed ??= kill(running);
      }
    }
    await Promise.all(WRITERS.map((_, index) => writer(index)));
    await killed;

    // Started again on the same data (no seeding this time: the database is not empty).
    server = startServer(env);
    await server.listening;
    let found = 0;
    const missing: Acknowledged[] = [];
    const viewerCookies = await Promise.all(WRITERS.map((login) => logIn(base, login)));
    for (const write of acknowledged) {
      const cookie = write.kind === 'reaction' ? viewerCookies[write.writer] : undefined;
      const response = await fetch(`${base}/api/posts/${write.postId}`, { headers: cookie ? { cookie } : {} });
      const body = response.ok ? ((await response.json()) as { post: { message_html: string; visitor_reaction_id: number | null } }) : null;
      const there = write.kind === 'reply' ? body?.post.message_html.includes(write.marker) : body?.post.visitor_reaction_id === write.reactionId;
      if (there) found += 1;
      else missing.push(write);
    }
    console.log(`${env.DATABASE_URL ? 'postgres' : 'sqlite'}: killed mid-burst; ${acknowledged.length} writes acknowledged, ${found} found after the restart; ${unanswered} got no answer`);
    expect(missing).toEqual([]);
    expect(found).toBe(acknowledged.length);
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);
    // And the restarted server takes writes again.
    const after = await fetch(`${base}/api/posts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: viewerCookies[0] },
      body: JSON.stringify({ thread_id: threadIds[0], message_html: '<p>After the restart</p>' }),
    });
    expect(after.status).toBe(200);
  });
});
