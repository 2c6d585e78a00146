// app.inject cannot stream: these tests listen on a real port and read the stream over HTTP.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LiveCountsEvent, LivePostEvent, LiveRsvpEvent } from '@trailhead/shared-kernel/types';
import type { Kysely } from 'kysely';
import { nowSeconds } from '../../clock';
import type { Database } from '../../db/tables';
import { makeNode, makeThread, makeUser, PASSWORD } from '../../../test/fixtures';
import { build, loginAs, type TestApp } from '../../../test/helper';
import { isPostgresUrl } from '../../config';
import { LiveHub, type LiveSubscriber } from './live-hub';
import { liveChannel, PostgresLiveRelay } from './live-relay';
import { LiveConnection, REPLAY_LIMIT } from './live.routes';

interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

/** A minimal EventSource: records events, comments and the retry hint. */
class SseClient {
  readonly events: SseEvent[] = [];
  readonly comments: string[] = [];
  retry: number | null = null;
  body = '';
  private buffer = '';
  private waiters: (() => void)[] = [];
  private readonly ended: Promise<void>;

  private constructor(
    readonly request: http.ClientRequest,
    readonly response: http.IncomingMessage,
  ) {
    response.setEncoding('utf8');
    this.ended = new Promise((resolve) => response.on('end', () => resolve()));
    response.on('data', (chunk: string) => {
      this.body += chunk;
      this.buffer += chunk;
      let end: number;
      while ((end = this.buffer.indexOf('\n\n')) >= 0) {
        this.parse(this.buffer.slice(0, end));
        this.buffer = this.buffer.slice(end + 2);
      }
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  static open(port: number, path: string, headers: Record<string, string> = {}): Promise<SseClient> {
    return new Promise((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path, headers: { accept: 'text/event-stream', ...headers } }, (response) =>
        resolve(new SseClient(request, response)),
      );
      request.on('error', reject);
    });
  }

  private parse(block: string): void {
    const event: SseEvent = { event: 'message', data: '' };
    let isEvent = false;
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) this.comments.push(line.slice(1).trim());
      else if (line.startsWith('retry: ')) this.retry = Number(line.slice(7));
      else if (line.startsWith('event: ')) [event.event, isEvent] = [line.slice(7), true];
      else if (line.startsWith('data: ')) [event.data, isEvent] = [line.slice(6), true];
      else if (line.startsWith('id: ')) event.id = line.slice(4);
    }
    if (isEvent) this.events.push(event);
  }

  of<T>(name: string): T[] {
    return this.events.filter((e) => e.event === name).map((e) => JSON.parse(e.data) as T);
  }

  /** Resolves once the condition holds on what has arrived (or fails after timeoutMs). */
  async until(condition: () => boolean, timeoutMs = 3000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out; received so far:\n${this.body}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 100));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The whole (non-stream) body of an error answer. */
  async text(): Promise<string> {
    await this.ended;
    return this.body;
  }

  close(): void {
    this.request.destroy();
  }
}

/** Waits for a condition on the server's side, yielding to it between looks (no fixed sleep). */
async function eventually(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('GET /live (server-sent events)', () => {
  let t: TestApp;
  let port: number;
  const ids: Record<string, number> = {};
  const cookies: Record<string, string> = {};
  const clients: SseClient[] = [];
  let postIds: number[] = [];

  const open = async (path: string, headers: Record<string, string> = {}) => {
    const client = await SseClient.open(port, path, headers);
    clients.push(client);
    return client;
  };
  const postEvent = (threadId: number, postId: number, position = 1, userId = ids.alice): LivePostEvent => ({ thread_id: threadId, post_id: postId, position, user_id: userId });

  beforeAll(async () => {
    t = await build({
      seed: async (db) => {
        const alice = await makeUser(db, { username: 'alice' });
        const bob = await makeUser(db, { username: 'bob' });
        ids.alice = alice.user_id;
        ids.bob = bob.user_id;
        const node = await makeNode(db, { title: 'Trail Talk' });
        ids.thread = await makeThread(db, { node_id: node, title: 'Busy thread', author: alice, posts: 130, repliers: [bob] });
        ids.quiet = await makeThread(db, { node_id: node, title: 'Quiet thread', author: bob });
        ids.deleted = await makeThread(db, { node_id: node, title: 'Gone', author: bob, discussion_state: 'deleted' });
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    cookies.alice = await loginAs(t.app, 'alice', PASSWORD);
    cookies.bob = await loginAs(t.app, 'bob', PASSWORD);
    postIds = (await t.db.selectFrom('posts').select('post_id').where('thread_id', '=', ids.thread).orderBy('post_id').execute()).map((p) => p.post_id);
  });
  afterEach(async () => {
    for (const client of clients.splice(0)) client.close();
    await eventually(() => t.app.live.subscriberCount() === 0);
  });
  afterAll(() => t.close());
  const newAlertFor = (userId: number) =>
    t.db
      .insertInto('alerts')
      .values({ user_id: userId, from_user_id: ids.bob, action: 'following', content_type: 'user', content_id: ids.bob, event_date: nowSeconds(), extra_data: '{}', is_read: false, is_viewed: false })
      .execute();

  it('refuses an unknown or deleted thread with a JSON 404 before streaming', async () => {
    for (const threadId of [999_999, ids.deleted]) {
      const client = await open(`/api/live?thread_id=${threadId}`);
      expect(client.response.statusCode).toBe(404);
      expect(client.response.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(await client.text())).toEqual({ errors: [{ code: 'not_found', message: 'no thread found' }] });
    }
    const bad = await open('/api/live?thread_id=abc');
    expect(bad.response.statusCode).toBe(400);
    expect(JSON.parse(await bad.text()).errors[0].message).toBe("The query parameter 'thread_id' must be an integer.");
  });

  it('needs a member for a counts-only stream (no thread)', async () => {
    const client = await open('/api/live');
    expect(client.response.statusCode).toBe(401);
    expect(JSON.parse(await client.text()).errors[0].code).toBe('not_logged_in');
  });

  it('opens with the stream headers and a retry hint, and passes a published post on with its id', async () => {
    const watcher = await open(`/api/live?thread_id=${ids.thread}`);
    const elsewhere = await open(`/api/live?thread_id=${ids.quiet}`);
    expect(watcher.response.statusCode).toBe(200);
    expect(watcher.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(watcher.response.headers['cache-control']).toBe('no-cache, no-transform');
    await watcher.until(() => watcher.retry !== null);
    expect(watcher.body.startsWith('retry: 3000\n\n')).toBe(true);
    await eventually(() => t.app.live.subscriberCount(ids.thread) === 1);

    const event = postEvent(ids.thread, 10_001, 131, ids.bob);
    t.app.live.publishPost(event);
    await watcher.until(() => watcher.events.length > 0);
    expect(watcher.events).toEqual([{ event: 'post', id: '10001', data: JSON.stringify(event) }]);
    // A visitor's stream carries no counts (they would have come on connect, before the post).
    expect(watcher.of('counts')).toEqual([]);
    // The other thread's stream heard nothing of it: the next thing it hears is its own thread's post.
    t.app.live.publishPost(postEvent(ids.quiet, 10_002));
    await elsewhere.until(() => elsewhere.events.length > 0);
    expect(elsewhere.of<LivePostEvent>('post').map((post) => post.post_id)).toEqual([10_002]);
  });

  it('replays the posts after Last-Event-ID on reconnect, oldest first, then goes on live', async () => {
    const after = postIds[124];
    const client = await open(`/api/live?thread_id=${ids.thread}`, { 'Last-Event-ID': String(after) });
    await client.until(() => client.of('post').length === 5);
    const replayed = client.of<LivePostEvent>('post');
    expect(replayed.map((p) => p.post_id)).toEqual(postIds.slice(125));
    expect(replayed[0]).toEqual({ thread_id: ids.thread, post_id: postIds[125], position: 126, user_id: expect.any(Number) });
    expect(client.events.map((e) => e.id)).toEqual(postIds.slice(125).map(String));

    // Already seen: not sent again. New: sent.
    t.app.live.publishPost(postEvent(ids.thread, postIds[129], 130));
    t.app.live.publishPost(postEvent(ids.thread, 20_000, 131));
    await client.until(() => client.of('post').length === 6);
    expect(client.of<LivePostEvent>('post').map((p) => p.post_id)).toEqual([...postIds.slice(125), 20_000]);
  });

  it('takes the last id from the query on a first connect, skips deleted posts and caps the replay', async () => {
    await t.db.updateTable('posts').set({ message_state: 'deleted' }).where('post_id', '=', postIds[1]).execute();
    try {
      const client = await open(`/api/live?thread_id=${ids.thread}&last_event_id=${postIds[0]}`);
      await client.until(() => client.of('post').length === REPLAY_LIMIT);
      // A live post comes after the whole replay: once it is here, the replay is all here.
      t.app.live.publishPost(postEvent(ids.thread, 50_000, 131));
      await client.until(() => client.of<LivePostEvent>('post').some((p) => p.post_id === 50_000));
      const replayed = client.of<LivePostEvent>('post').map((p) => p.post_id).filter((id) => id !== 50_000);
      expect(replayed).toHaveLength(REPLAY_LIMIT);
      expect(replayed).toEqual(postIds.slice(2, 2 + REPLAY_LIMIT));
    } finally {
      await t.db.updateTable('posts').set({ message_state: 'visible' }).where('post_id', '=', postIds[1]).execute();
    }
  });

  it('sends a signed-in member their counts on connect, and again when they change — to that member only', async () => {
    const alice = await open(`/api/live?thread_id=${ids.quiet}`, { cookie: cookies.alice });
    const bob = await open('/api/live', { cookie: cookies.bob });
    await alice.until(() => alice.of('counts').length === 1);
    await bob.until(() => bob.of('counts').length === 1);
    expect(alice.of<LiveCountsEvent>('counts')[0]).toEqual({ alerts_unviewed: 0, conversations_unread: 0 });

    await newAlertFor(ids.alice);
    t.app.live.publishCounts(ids.alice);
    await alice.until(() => alice.of('counts').length === 2);
    expect(alice.of<LiveCountsEvent>('counts')[1]).toEqual({ alerts_unviewed: 1, conversations_unread: 0 });
    // Alice's change went out; Bob's next counts are the ones published for him, not hers.
    await t.app.live.settled();
    t.app.live.publishCounts(ids.bob);
    await bob.until(() => bob.of('counts').length === 2);
    await t.app.live.settled();
    expect(bob.of('counts')).toHaveLength(2);
  });

  it('coalesces a burst of count changes and reads the newest', async () => {
    const alice = await open('/api/live', { cookie: cookies.alice });
    await alice.until(() => alice.of('counts').length === 1);
    const before = alice.of<LiveCountsEvent>('counts')[0].alerts_unviewed;
    for (let i = 0; i < 10; i++) t.app.live.publishCounts(ids.alice);
    // The burst has been sent; a real change published now reaches the stream after all of it.
    await t.app.live.settled();
    await newAlertFor(ids.alice);
    t.app.live.publishCounts(ids.alice);
    await alice.until(() => alice.of<LiveCountsEvent>('counts').at(-1)?.alerts_unviewed === before + 1);
    // Connect, at most two reads for the ten changes (the first, and one more for the rest), the change.
    expect(alice.of('counts').length).toBeLessThanOrEqual(4);
  });

  it('pings an idle stream with a comment', async () => {
    const interval = t.app.live.pingIntervalMs;
    t.app.live.pingIntervalMs = 50;
    try {
      const client = await open(`/api/live?thread_id=${ids.quiet}`);
      await client.until(() => client.comments.includes('ping'));
      expect(client.body).toContain('\n\n: ping\n\n');
    } finally {
      t.app.live.pingIntervalMs = interval;
    }
  });

  it('forgets a stream when its reader goes away (no leaks)', async () => {
    const streams = await Promise.all([1, 2, 3].map(() => SseClient.open(port, `/api/live?thread_id=${ids.thread}`, { cookie: cookies.alice })));
    await eventually(() => t.app.live.subscriberCount(ids.thread) === 3);
    streams[0].close();
    await eventually(() => t.app.live.subscriberCount(ids.thread) === 2);
    for (const stream of streams.slice(1)) stream.close();
    await eventually(() => t.app.live.subscriberCount() === 0);
    // Publishing to nobody is fine.
    t.app.live.publishPost(postEvent(ids.thread, 30_000));
    t.app.live.publishCounts(ids.alice);
  });

  (isPostgresUrl(process.env.DATABASE_URL) ? it : it.skip)('carries publishes between processes through LISTEN/NOTIFY (PostgreSQL)', async () => {
    // A second process, as far as live events go: its own hub and relay on the same database.
    const otherHub = new LiveHub();
    otherHub.useDatabase(t.db, t.app.log);
    const relay = new PostgresLiveRelay(process.env.DATABASE_URL!, await liveChannel(t.db), t.db, (m) => otherHub.deliver(m), t.app.log);
    await relay.start();
    otherHub.useRelay(relay);
    try {
      const received: LivePostEvent[] = [];
      const counts: LiveCountsEvent[] = [];
      const remote: LiveSubscriber = { threadId: ids.quiet, userId: ids.bob, sendPost: (e) => received.push(e), sendCounts: (c) => counts.push(c), close: () => undefined };
      const unsubscribe = otherHub.subscribe(remote);

      // This process publishes: the other process's stream hears it, once.
      t.app.live.publishPost(postEvent(ids.quiet, 40_000));
      await eventually(() => received.length === 1);
      t.app.live.publishCounts(ids.bob);
      await eventually(() => counts.length === 1);

      // The other process publishes: this process's SSE stream hears it, once.
      const local = await open(`/api/live?thread_id=${ids.quiet}`);
      await eventually(() => t.app.live.subscriberCount(ids.quiet) === 1);
      otherHub.publishPost(postEvent(ids.quiet, 40_001));
      await local.until(() => local.of('post').length === 1);
      // A second post through the same relay arrives after any echo of the first would have.
      otherHub.publishPost(postEvent(ids.quiet, 40_002));
      await local.until(() => local.of<LivePostEvent>('post').some((p) => p.post_id === 40_002));
      expect(local.of<LivePostEvent>('post').map((p) => p.post_id)).toEqual([40_001, 40_002]);
      expect(received.map((p) => p.post_id)).toEqual([40_000, 40_001, 40_002]);
      unsubscribe();
    } finally {
      await relay.close();
    }
  });

  it('ends open streams when the server closes', async () => {
    const other = await build();
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const otherPort = (other.app.server.address() as AddressInfo).port;
    const user = await makeUser(other.db, { username: 'solo' });
    const node = await makeNode(other.db, { title: 'Solo' });
    const thread = await makeThread(other.db, { node_id: node, title: 'Solo thread', author: user });
    const client = await SseClient.open(otherPort, `/api/live?thread_id=${thread}`);
    await eventually(() => other.app.live.subscriberCount() === 1);
    const ended = new Promise((resolve) => client.response.on('end', resolve));
    await other.close();
    await ended;
    expect(other.app.live.subscriberCount()).toBe(0);
  });
});

describe('LiveConnection', () => {
  const fakeResponse = () => {
    const written: string[] = [];
    const res = { writableLength: 0, write: (chunk: string) => written.push(chunk), end: jest.fn(), destroy: jest.fn() };
    return { res: res as unknown as import('node:http').ServerResponse, written };
  };
  const event = (postId: number): LivePostEvent => ({ thread_id: 1, post_id: postId, position: postId, user_id: 1 });

  it('holds live posts back while the replay is read, then sends each once, in order', () => {
    const { res, written } = fakeResponse();
    const connection = new LiveConnection(res, 1, null, 5, 60_000);
    connection.sendPost(event(9));
    connection.sendPost(event(8));
    expect(written).toEqual([]);
    connection.finishReplay([event(6), event(7), event(8)]);
    expect(written.map((chunk) => /^id: (\d+)/.exec(chunk)?.[1])).toEqual(['6', '7', '8', '9']);
    connection.sendPost(event(9));
    expect(written).toHaveLength(4);
    connection.close();
    connection.sendPost(event(10));
    expect(written).toHaveLength(4);
  });

  it('drops a reader that stopped reading', () => {
    const { res } = fakeResponse();
    const connection = new LiveConnection(res, 1, null, null, 60_000);
    (res as unknown as { writableLength: number }).writableLength = 1024 * 1024;
    connection.sendPost(event(1));
    expect(res.destroy).toHaveBeenCalled();
    connection.dispose();
  });
});

/**
 * A test app listening on a real port (app.inject cannot stream), seeded, with the members' cookies
 * and a way to open streams; the streams a test opened are closed after it.
 */
function listeningApp(members: string[], seed: (db: Kysely<Database>, ids: Record<string, number>) => Promise<void>) {
  let t: TestApp;
  let port = 0;
  const ids: Record<string, number> = {};
  const cookies: Record<string, string> = {};
  const clients: SseClient[] = [];
  beforeAll(async () => {
    t = await build({ seed: (db) => seed(db, ids) });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    for (const name of members) cookies[name] = await loginAs(t.app, name, PASSWORD);
  });
  afterEach(async () => {
    for (const client of clients.splice(0)) client.close();
    await eventually(() => t.app.live.subscriberCount() === 0);
  });
  afterAll(() => t.close());
  return {
    app: () => t.app,
    ids,
    cookies,
    open: async (path: string, cookie?: string) => {
      const client = await SseClient.open(port, path, cookie ? { cookie } : {});
      clients.push(client);
      return client;
    },
    post: (url: string, payload: object, cookie: string) => t.app.inject({ method: 'POST', url, payload, headers: { cookie } }),
  };
}

describe('GET /live?event_id= (RSVP changes of an event)', () => {
  const { app, ids, cookies, open, post } = listeningApp(['host', 'rider', 'late'], async (db, ids) => {
    const start = nowSeconds() + 86_400;
    const values = { description: '', kind: 'ride' as const, start_date: start, end_date: start + 3600, region: 'rocky-mountains', location_name: 'Moab', city: null, state: null, latitude: null, longitude: null, created_at: start - 86_400 };
    const host = await makeUser(db, { username: 'host', membership_code: 'premium_membership' });
    ids.rider = (await makeUser(db, { username: 'rider' })).user_id;
    ids.late = (await makeUser(db, { username: 'late' })).user_id;
    ids.event = (await db.insertInto('events').values({ ...values, title: 'Open ride', rigs_no: 1, user_id: host.user_id }).returning('event_id').executeTakeFirstOrThrow()).event_id;
    ids.other = (await db.insertInto('events').values({ ...values, title: 'Other ride', user_id: host.user_id }).returning('event_id').executeTakeFirstOrThrow()).event_id;
    ids.hidden = (await db.insertInto('events').values({ ...values, title: 'Secret ride', user_id: host.user_id, visibility: 'none' }).returning('event_id').executeTakeFirstOrThrow()).event_id;
  });

  it('sends `event: rsvp` to a visitor watching the event after each RSVP, withdrawal, limit change and cancellation', async () => {
    const watcher = await open(`/api/live?event_id=${ids.event}`);
    const elsewhere = await open(`/api/live?event_id=${ids.other}`);
    expect(watcher.response.statusCode).toBe(200);
    await eventually(() => app().live.eventSubscriberCount(ids.event) === 1);
    const rsvps = () => watcher.of<LiveRsvpEvent>('rsvp');

    await post(`/api/events/${ids.event}/attend`, { attend: 1 }, cookies.rider);
    await watcher.until(() => rsvps().length === 1);
    await post(`/api/events/${ids.event}/attend`, { attend: 1 }, cookies.late);
    await watcher.until(() => rsvps().length === 2);
    await post(`/api/events/${ids.event}/attend`, { attend: 0 }, cookies.rider);
    await watcher.until(() => rsvps().length === 3);
    await post(`/api/events/${ids.event}/rsvp-limit`, { rigs_no: 5 }, cookies.host);
    await watcher.until(() => rsvps().length === 4);
    await post(`/api/events/${ids.event}/cancel`, { reason: 'Storm' }, cookies.host);
    await watcher.until(() => rsvps().length === 5);
    const base = { event_id: ids.event, is_cancelled: false };
    expect(rsvps()).toEqual([
      { ...base, attending_count: 1, waitlist_count: 0, rigs_no: 1 },
      { ...base, attending_count: 1, waitlist_count: 1, rigs_no: 1 },
      // The withdrawal promoted the waiting member in the same write.
      { ...base, attending_count: 1, waitlist_count: 0, rigs_no: 1 },
      { ...base, attending_count: 1, waitlist_count: 0, rigs_no: 5 },
      { ...base, attending_count: 1, waitlist_count: 0, rigs_no: 5, is_cancelled: true },
    ]);
    expect(elsewhere.of('rsvp')).toEqual([]);
  });

  it('refuses an event the caller may not see, or none, with a 404 before streaming', async () => {
    for (const eventId of [ids.hidden, 999_999]) {
      const client = await open(`/api/live?event_id=${eventId}`, cookies.rider);
      expect(client.response.statusCode).toBe(404);
      expect(JSON.parse(await client.text())).toEqual({ errors: [{ code: 'not_found', message: 'no event found' }] });
    }
    const organiser = await open(`/api/live?event_id=${ids.hidden}`, cookies.host);
    expect(organiser.response.statusCode).toBe(200);
  });
});

describe('GET /live?map=1 (the member map’s changes)', () => {
  const { app, ids, cookies, open, post } = listeningApp(['mapper', 'freebie'], async (db, ids) => {
    const start = nowSeconds() + 86_400;
    const host = await makeUser(db, { username: 'mapper', membership_code: 'premium_membership' });
    await makeUser(db, { username: 'freebie', membership_code: 'free_membership' });
    const values = { description: '', kind: 'ride' as const, start_date: start, end_date: start + 3600, region: 'rocky-mountains', location_name: 'Moab', city: null, state: null, latitude: 38.57, longitude: -109.55, created_at: start - 86_400 };
    ids.event = (await db.insertInto('events').values({ ...values, title: 'Map ride', user_id: host.user_id }).returning('event_id').executeTakeFirstOrThrow()).event_id;
  });

  it('tells an open map which layer changed after a location is added or an event cancelled; an RSVP changes nothing on it; only members allowed the map hear it', async () => {
    const map = await open('/api/live?map=1', cookies.mapper);
    const notAllowed = await open('/api/live?map=1', cookies.freebie);
    const noMap = await open('/api/live', cookies.mapper);
    for (const client of [map, notAllowed, noMap]) expect(client.response.statusCode).toBe(200);
    await eventually(() => app().live.subscriberCount() === 3);
    const changes = () => map.of<{ layer: string }>('map');

    const added = await post('/api/locations', { name: 'Poison Spider', location_type: 'trailhead', address: '1 Potash Road', city: 'Moab', state: 'UT', country: 'US', latitude: 38.58, longitude: -109.62 }, cookies.mapper);
    expect(added.statusCode).toBe(200);
    await map.until(() => changes().length === 1);
    // An RSVP is no change to the map; the cancellation that follows is.
    expect((await post(`/api/events/${ids.event}/attend`, { attend: 1 }, cookies.freebie)).statusCode).toBe(200);
    expect((await post(`/api/events/${ids.event}/cancel`, { reason: 'Flooded trail' }, cookies.mapper)).statusCode).toBe(200);
    await map.until(() => changes().length === 2);
    expect(changes()).toEqual([{ layer: 'locations' }, { layer: 'events' }]);
    // A refused write tells nobody anything.
    expect((await post('/api/locations', { name: 'Again', location_type: 'trailhead', address: '1 Potash Road', city: 'Moab', state: 'UT', country: 'US', latitude: 38.58, longitude: -109.62 }, cookies.mapper)).statusCode).toBe(409);
    expect((await post('/api/locations', { name: 'Third', location_type: 'trailhead', address: '2 Potash Road', city: 'Moab', state: 'UT', country: 'US', latitude: 38.59, longitude: -109.63 }, cookies.mapper)).statusCode).toBe(200);
    await map.until(() => changes().length === 3);
    expect(changes()[2]).toEqual({ layer: 'locations' });
    expect(notAllowed.of('map')).toEqual([]);
    expect(noMap.of('map')).toEqual([]);
  });
});

describe('GET /live for pages on another origin (ALLOWED_ORIGINS)', () => {
  let t: TestApp;
  let port: number;
  let threadId: number;
  const clients: SseClient[] = [];

  beforeAll(async () => {
    t = await build({
      settings: { allowedOrigins: ['http://pages.trailhead.example'] },
      seed: async (db) => {
        const alice = await makeUser(db, { username: 'alice' });
        threadId = await makeThread(db, { node_id: await makeNode(db, { title: 'Trail Talk' }), title: 'Open thread', author: alice });
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const client of clients.splice(0)) client.close();
    await t.close();
  });

  it("the stream answers CORS with credentials to an allowed origin, as the other answers do, and carries the site's headers; to another origin, no CORS", async () => {
    const allowed = await SseClient.open(port, `/api/live?thread_id=${threadId}`, { origin: 'http://pages.trailhead.example' });
    const other = await SseClient.open(port, `/api/live?thread_id=${threadId}`, { origin: 'http://elsewhere.example' });
    clients.push(allowed, other);
    expect(allowed.response.statusCode).toBe(200);
    expect(allowed.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(allowed.response.headers['access-control-allow-origin']).toBe('http://pages.trailhead.example');
    expect(allowed.response.headers['access-control-allow-credentials']).toBe('true');
    expect(allowed.response.headers['x-content-type-options']).toBe('nosniff');
    expect(other.response.statusCode).toBe(200);
    expect(other.response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
