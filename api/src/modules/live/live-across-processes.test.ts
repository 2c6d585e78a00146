// Two API instances on one PostgreSQL database, as two processes behind a load balancer would be:
// a write through A reaches a member whose stream is open on B (LISTEN/NOTIFY), once.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import type { LiveCountsEvent, LivePostEvent, LiveRsvpEvent } from '@trailhead/shared-kernel/types';
import { makeNode, makeThread, makeUser, PASSWORD } from '../../../test/fixtures';
import { build, json, loginAs, RELAXED_LOGIN_LIMITS, type TestApp } from '../../../test/helper';
import { buildApp } from '../../app';
import { isPostgresUrl } from '../../config';
import { createDatabase, type AppDatabase } from '../../db/database';
import { OutboxMailer } from '../../mail/outbox-mailer';
import type { PostgresLiveRelay } from './live-relay';

const databaseUrl = process.env.DATABASE_URL;
const onPostgres = isPostgresUrl(databaseUrl);

/** An SSE reader that notes when each event arrived. */
class Stream {
  readonly events: { event: string; data: string; at: number }[] = [];
  readonly ended: Promise<void>;
  private buffer = '';
  private wake: (() => void) | null = null;

  private constructor(
    private readonly request: http.ClientRequest,
    readonly response: http.IncomingMessage,
  ) {
    response.setEncoding('utf8');
    this.ended = new Promise((resolve) => response.on('close', () => resolve()));
    response.on('data', (chunk: string) => {
      const at = performance.now();
      this.buffer += chunk;
      let end: number;
      while ((end = this.buffer.indexOf('\n\n')) >= 0) {
        const block = this.buffer.slice(0, end);
        this.buffer = this.buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data !== undefined) this.events.push({ event, data, at });
      }
      this.wake?.();
    });
  }

  static open(port: number, path: string, headers: Record<string, string>): Promise<Stream> {
    return new Promise((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path, headers: { accept: 'text/event-stream', ...headers } }, (response) => resolve(new Stream(request, response)));
      request.on('error', reject);
    });
  }

  posts(): (LivePostEvent & { at: number })[] {
    return this.events.filter((e) => e.event === 'post').map((e) => ({ ...(JSON.parse(e.data) as LivePostEvent), at: e.at }));
  }

  rsvps(): LiveRsvpEvent[] {
    return this.events.filter((e) => e.event === 'rsvp').map((e) => JSON.parse(e.data) as LiveRsvpEvent);
  }

  counts(): LiveCountsEvent[] {
    return this.events.filter((e) => e.event === 'counts').map((e) => JSON.parse(e.data) as LiveCountsEvent);
  }

  /** Resolves once the condition holds on what has arrived. */
  async until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out; events so far: ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  close(): void {
    this.request.destroy();
  }
}

async function eventually(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

(onPostgres ? describe : describe.skip)('live events across API processes (PostgreSQL LISTEN/NOTIFY)', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let bDatabase: AppDatabase;
  let outboxDir: string;
  const port: Record<'a' | 'b', number> = { a: 0, b: 0 };
  const ids: Record<string, number> = {};
  const cookies: Record<string, string> = {};
  const streams: Stream[] = [];

  const open = async (on: 'a' | 'b', url: string, cookie: string) => {
    const stream = await Stream.open(port[on], url, { cookie });
    streams.push(stream);
    expect(stream.response.statusCode).toBe(200);
    return stream;
  };
  const reply = async (html: string) => {
    const response = await a.app.inject({ method: 'POST', url: '/api/posts', payload: { thread_id: ids.thread, message_html: html }, headers: { cookie: cookies.alice } });
    expect(response.statusCode).toBe(200);
    return json<{ post: { post_id: number } }>(response).post.post_id;
  };

  beforeAll(async () => {
    a = await build({
      seed: async (db) => {
        const alice = await makeUser(db, { username: 'alice' });
        const bob = await makeUser(db, { username: 'bob' });
        ids.bob = bob.user_id;
        const node = await makeNode(db, { title: 'Trail Talk' });
        ids.thread = await makeThread(db, { node_id: node, title: 'Rock crawling', author: alice, repliers: [bob] });
        const start = Math.floor(Date.now() / 1000) + 86_400;
        ids.event = (
          await db
            .insertInto('events')
            .values({ title: 'Night ride', description: '', kind: 'ride', start_date: start, end_date: start + 3600, region: 'rocky-mountains', location_name: 'Moab', city: null, state: null, latitude: null, longitude: null, rigs_no: 1, user_id: alice.user_id, created_at: start - 86_400 })
            .returning('event_id')
            .executeTakeFirstOrThrow()
        ).event_id;
      },
    });
    // B: a second app on A's database (the same schema), as a second process would be.
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(a.db);
    bDatabase = createDatabase({ databaseUrl: databaseUrl!, pgSchema: rows[0].schema, poolSize: 4 });
    outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trailhead-outbox-b-'));
    b = await buildApp({
      database: bDatabase,
      env: {},
      settings: { loginLimits: RELAXED_LOGIN_LIMITS, rateLimitFactor: 1000, databaseUrl: databaseUrl! },
      mailer: new OutboxMailer(outboxDir),
    });
    for (const [name, app] of [['a', a.app], ['b', b]] as const) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      port[name] = (app.server.address() as AddressInfo).port;
    }
    // Logged in through A only: B knows the session from the database.
    cookies.alice = await loginAs(a.app, 'alice', PASSWORD);
    cookies.bob = await loginAs(a.app, 'bob', PASSWORD);
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });
  afterAll(async () => {
    await b?.close();
    await bDatabase?.destroy();
    await a?.close();
    fs.rmSync(outboxDir, { recursive: true, force: true });
  });

  it('delivers a reply made through A to a member streaming from B, once, and measures the delay', async () => {
    const onB = await open('b', `/api/live?thread_id=${ids.thread}`, cookies.bob);
    const onA = await open('a', `/api/live?thread_id=${ids.thread}`, cookies.bob);
    // A member's stream starts with their counts: B knows Bob from A's session.
    await onB.until(() => onB.counts().length === 1);
    await onA.until(() => onA.counts().length === 1);

    const publishedAt = new Map<number, number>();
    const publish = a.app.live.publishPost.bind(a.app.live);
    a.app.live.publishPost = (event) => {
      publishedAt.set(event.post_id, performance.now());
      publish(event);
    };
    try {
      const written: number[] = [];
      const roundTrips: number[] = [];
      for (let i = 0; i < 30; i++) {
        const started = performance.now();
        written.push(await reply(`<p>Aired down, try number ${i + 1}.</p>`));
        await onB.until(() => onB.posts().some((post) => post.post_id === written.at(-1)));
        roundTrips.push(performance.now() - started);
      }
      // A's own stream got each reply once too (in process, not through the relay).
      await onA.until(() => onA.posts().length === written.length);
      expect(onB.posts().map((post) => post.post_id)).toEqual(written);
      expect(onA.posts().map((post) => post.post_id)).toEqual(written);

      const delays = onB
        .posts()
        .map((post) => post.at - publishedAt.get(post.post_id)!)
        .sort((x, y) => x - y);
      const trips = roundTrips.sort((x, y) => x - y);
      console.log(
        `live event A → B over LISTEN/NOTIFY, ${delays.length} replies: publish → received median ${percentile(delays, 50).toFixed(2)} ms, ` +
          `p95 ${percentile(delays, 95).toFixed(2)} ms, max ${delays.at(-1)!.toFixed(2)} ms; ` +
          `POST /posts on A → event on B median ${percentile(trips, 50).toFixed(1)} ms, p95 ${percentile(trips, 95).toFixed(1)} ms`,
      );
    } finally {
      a.app.live.publishPost = publish;
    }
  });

  it("streams an event's RSVP changes made through A to a page open on B", async () => {
    const onB = await open('b', `/api/live?event_id=${ids.event}`, cookies.alice);
    await onB.until(() => onB.counts().length === 1);
    const attend = await a.app.inject({ method: 'POST', url: `/api/events/${ids.event}/attend`, payload: { attend: 1 }, headers: { cookie: cookies.bob } });
    expect(attend.statusCode).toBe(200);
    await onB.until(() => onB.rsvps().length === 1);
    expect(onB.rsvps()[0]).toEqual({ event_id: ids.event, attending_count: 1, waitlist_count: 0, rigs_no: 1, is_cancelled: false });
  });

  it("sends a member on B their new counts when a write through A alerts them", async () => {
    const onB = await open('b', '/api/live', cookies.bob);
    await onB.until(() => onB.counts().length === 1);
    const before = onB.counts()[0].alerts_unviewed;
    await reply('<p>What do you think, @bob?</p>');
    await onB.until(() => onB.counts().some((counts) => counts.alerts_unviewed === before + 1));
  });

  it('listens again when its connection drops, and streams replay what they missed', async () => {
    const relay = b.live.relayInUse as PostgresLiveRelay;
    const listener = relay.listenerPid;
    expect(listener).not.toBeNull();
    const onB = await open('b', `/api/live?thread_id=${ids.thread}`, cookies.bob);
    await onB.until(() => onB.counts().length === 1);
    const lastSeen = await reply('<p>Before the drop.</p>');
    await onB.until(() => onB.posts().some((post) => post.post_id === lastSeen));

    // The database ends B's listening connection (a restart or a failover would).
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [listener]);
    } finally {
      await admin.end();
    }
    const missed = await reply('<p>Posted while B was not listening.</p>');
    // B listens again and ends its streams, so that each reconnects and replays what it missed.
    await onB.ended;
    expect(relay.listenerPid).not.toBeNull();
    expect(relay.listenerPid).not.toBe(listener);
    await eventually(() => b.live.subscriberCount() === 0);

    // The browser's EventSource reconnects with the last id it saw.
    const replayed = await open('b', `/api/live?thread_id=${ids.thread}&last_event_id=${lastSeen}`, cookies.bob);
    await replayed.until(() => replayed.posts().some((post) => post.post_id === missed));
    // And the relay carries new events again.
    const after = await reply('<p>After the drop.</p>');
    await replayed.until(() => replayed.posts().some((post) => post.post_id === after));
    expect(replayed.posts().map((post) => post.post_id)).toEqual([missed, after]);
  });
});
