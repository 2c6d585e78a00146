// GET /live?thread_id={id}: a text/event-stream of new posts in the thread and, for a signed-in
// member, their alert and conversation counts (contract: shared-kernel forum-posting.ts).
// GET /live?event_id={id} adds the event's RSVP changes (`event: rsvp`); GET /live?map=1, for a
// member allowed the member map, the changes to its layers (`event: map`).
import cluster from 'node:cluster';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { LiveConversationEvent, LiveCountsEvent, LiveMapEvent, LivePostEvent, LiveRsvpEvent } from '@trailhead/shared-kernel/types';
import { notFound, notLoggedIn } from '../../http/api-error';
import { MAX_ID } from '../../http/schemas';
import { isPostgresUrl } from '../../config';
import type { LiveHub, LiveSubscriber } from './live-hub';
import { liveChannel, PostgresLiveRelay } from './live-relay';
import { ProcessLiveRelay } from './process-relay';
import { isThreadVisible, postsAfter } from './live.repository';
import { loadVisibleEvent } from '../events/event-detail';
import { MAP_VIEWER } from '../users/users.routes';

/** Posts replayed to a stream that reconnects; a reader who missed more reloads the page anyway. */
export const REPLAY_LIMIT = 100;
/** What EventSource waits before reconnecting. */
const RETRY_MS = 3000;
/** A stream whose reader stopped reading is dropped before it holds this much. */
const MAX_BUFFERED_BYTES = 256 * 1024;

const liveQuery = {
  type: 'object',
  properties: {
    thread_id: { type: 'integer', minimum: 1, maximum: MAX_ID, description: 'the thread whose new posts to stream (without: counts only, members)' },
    last_event_id: { type: 'integer', minimum: 0, maximum: MAX_ID, description: 'replay posts after this id (when the page reopens the stream)' },
    event_id: { type: 'integer', minimum: 1, maximum: MAX_ID, description: 'the event whose RSVP changes to stream (`event: rsvp`, LiveRsvpEvent)' },
    map: { type: 'integer', enum: [0, 1], description: 'map=1: the member map\'s changes (`event: map`, LiveMapEvent), for a member allowed the map (paid members and staff)' },
  },
} as const;

const liveHeaders = {
  type: 'object',
  properties: { 'last-event-id': { type: 'string', description: "EventSource's own reconnect: replay posts after this id" } },
} as const;

const liveResponse = {
  description: 'A text/event-stream: `post` events (LivePostEvent, id = post_id), `counts` events (LiveCountsEvent) and, with event_id, `rsvp` events (LiveRsvpEvent), with map=1 `map` events (LiveMapEvent); a ": ping" comment every 25 s.',
  content: { 'text/event-stream': { schema: { type: 'string' } } },
} as const;

interface LiveQuery {
  thread_id?: number;
  last_event_id?: number;
  event_id?: number;
  map?: 0 | 1;
}

function frame(event: string, data: unknown, id?: number): string {
  return `${id !== undefined ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The Last-Event-ID header (EventSource's own reconnects), else the query (the page reopening the stream). */
function lastEventIdOf(header: string | string[] | undefined, query: number | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (value !== undefined && /^\d{1,10}$/.test(value.trim())) return Number(value.trim());
  return query ?? null;
}

/** One open stream. While the replay is read, live posts wait; none is sent twice or out of order. */
export class LiveConnection implements LiveSubscriber {
  private lastPostId: number;
  private replaying = true;
  private readonly held: LivePostEvent[] = [];
  private closed = false;
  private readonly ping: NodeJS.Timeout;

  constructor(
    private readonly res: ServerResponse,
    readonly threadId: number | null,
    readonly userId: number | null,
    lastEventId: number | null,
    pingIntervalMs: number,
    readonly eventId: number | null = null,
    readonly map = false,
  ) {
    this.lastPostId = lastEventId ?? 0;
    this.replaying = lastEventId !== null;
    this.ping = setInterval(() => this.write(': ping\n\n'), pingIntervalMs);
  }

  sendPost(event: LivePostEvent): void {
    if (this.replaying) {
      this.held.push(event);
      return;
    }
    if (event.post_id <= this.lastPostId) return;
    this.lastPostId = event.post_id;
    this.write(frame('post', event, event.post_id));
  }

  sendCounts(counts: LiveCountsEvent): void {
    this.write(frame('counts', counts));
  }

  sendRsvp(event: LiveRsvpEvent): void {
    this.write(frame('rsvp', event));
  }

  sendConversation(event: LiveConversationEvent): void {
    this.write(frame('conversation', event));
  }

  sendMap(event: LiveMapEvent): void {
    this.write(frame('map', event));
  }

  /** Sends what the reader missed, then what arrived meanwhile. */
  finishReplay(missed: readonly LivePostEvent[]): void {
    this.replaying = false;
    for (const event of [...missed, ...this.held.sort((a, b) => a.post_id - b.post_id)]) this.sendPost(event);
    this.held.length = 0;
  }

  write(chunk: string): void {
    if (this.closed) return;
    if (this.res.writableLength > MAX_BUFFERED_BYTES) {
      this.res.destroy();
      return;
    }
    this.res.write(chunk);
  }

  /** Called once the connection is gone, whoever ended it. */
  dispose(): void {
    this.closed = true;
    clearInterval(this.ping);
  }

  close(): void {
    this.dispose();
    this.res.end();
  }
}

export default async function liveRoutes(app: FastifyInstance): Promise<void> {
  const hub: LiveHub = app.live;
  hub.useDatabase(app.db, app.log);
  // Open streams never end by themselves: end them, or closing the server would wait forever; a
  // count read under way finishes before the database closes.
  app.addHook('preClose', async () => {
    hub.closeAll();
    await hub.settled();
  });

  // Several API processes (npm run start:cluster) tell each other what they publish: on PostgreSQL
  // through LISTEN/NOTIFY (across machines too), on SQLite (one machine) through the cluster's primary.
  const databaseUrl = app.settings.databaseUrl;
  if (app.dialect === 'sqlite' && cluster.isWorker) {
    const relay = new ProcessLiveRelay(process, (message) => hub.deliver(message));
    hub.useRelay(relay);
    app.addHook('onClose', async () => {
      hub.useRelay(null);
      await relay.close();
    });
  } else if (app.dialect === 'postgres' && isPostgresUrl(databaseUrl)) {
    const relay = new PostgresLiveRelay(databaseUrl, await liveChannel(app.db), app.db, (message) => hub.deliver(message), app.log, {
      // Publishes made while the listener was down were not heard here: end the streams, and each
      // reconnects with its Last-Event-ID and is replayed what it missed from the database.
      onReconnected: () => {
        app.log.warn('live relay listening again: streams end so that they reconnect and replay what they missed');
        hub.closeAll();
      },
    });
    try {
      await relay.start();
      hub.useRelay(relay);
      app.addHook('onClose', async () => {
        hub.useRelay(null);
        await relay.close();
      });
    } catch (error) {
      // One process still works without it.
      app.log.warn({ err: error }, 'live relay (LISTEN/NOTIFY) unavailable: live events stay within this process');
      await relay.close();
    }
  }

  app.get<{ Querystring: LiveQuery }>('/live', { schema: { querystring: liveQuery, headers: liveHeaders, response: { 200: liveResponse } } }, async (request, reply) => {
    const user = request.user && request.user.account_state !== 'banned' && request.user.account_state !== 'disabled' ? request.user : null;
    const threadId = request.query.thread_id ?? null;
    const eventId = request.query.event_id ?? null;
    // Without a thread or an event the stream carries counts only: that needs a member.
    if (threadId === null && eventId === null && !user) throw notLoggedIn();
    if (threadId !== null) {
      if (!(await isThreadVisible(app.db, threadId))) throw notFound('no thread found');
    }
    if (eventId !== null) {
      if (!(await loadVisibleEvent(app.db, eventId, request.user))) throw notFound('no event found');
    }
    const lastEventId = threadId !== null ? lastEventIdOf(request.headers['last-event-id'], request.query.last_event_id) : null;
    // The map's changes go only to those the map is for (GET /users/map answers them); others get the rest.
    const map = request.query.map === 1 && user !== null && MAP_VIEWER.refusal(user) === null;

    // Written by hand from here: the headers the hooks chose (security, CORS for pages on an allowed origin) go first.
    const chosen = Object.fromEntries(Object.entries(reply.getHeaders()).filter((entry): entry is [string, string | number | string[]] => entry[1] !== undefined));
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      ...chosen,
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      // nginx and friends would otherwise hold the events back.
      'X-Accel-Buffering': 'no',
    });
    res.write(`retry: ${RETRY_MS}\n\n`);
    res.socket?.setNoDelay(true);

    const connection = new LiveConnection(res, threadId, user?.user_id ?? null, lastEventId, hub.pingIntervalMs, eventId, map);
    const unsubscribe = hub.subscribe(connection);
    res.on('close', () => {
      connection.dispose();
      unsubscribe();
    });

    try {
      if (lastEventId !== null && threadId !== null) connection.finishReplay(await postsAfter(app.db, threadId, lastEventId, REPLAY_LIMIT));
      await hub.sendCountsTo(connection);
    } catch (error) {
      request.log.error({ err: error }, 'live stream could not start');
      res.destroy();
    }
  });
}
