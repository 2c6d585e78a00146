// In-process fan-out of live events to open SSE streams (GET /api/live). One hub per app
// (app.live). Writers call these after their transaction commits.
//
// Several API processes (ARCHITECTURE §7) each hold their own hub: on PostgreSQL a relay
// (live-relay.ts, LISTEN/NOTIFY) carries each publish to the other processes' hubs.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { LiveConversationEvent, LiveCountsEvent, LiveMapEvent, LivePostEvent, LiveRsvpEvent } from '@trailhead/shared-kernel/types';
import type { Database } from '../../db/tables';
import { countUnread } from '../me/me.repository';
import type { LiveRelay, RelayMessage } from './live-relay';

/** One open stream, as the hub sees it. */
export interface LiveSubscriber {
  /** The thread whose new posts it wants (null: counts only). */
  readonly threadId: number | null;
  /** The signed-in member it belongs to (null: a visitor, who gets no counts). */
  readonly userId: number | null;
  /** The event whose RSVPs it wants (null: none). */
  readonly eventId?: number | null;
  /** It wants the member map's changes (a member allowed the map). */
  readonly map?: boolean;
  sendPost(event: LivePostEvent): void;
  sendRsvp?(event: LiveRsvpEvent): void;
  /** A change in one of the member's conversations (only streams of a signed-in member get these). */
  sendConversation?(event: LiveConversationEvent): void;
  sendMap?(event: LiveMapEvent): void;
  sendCounts(counts: LiveCountsEvent): void;
  /** Ends the stream (the hub is shutting down). */
  close(): void;
}

function addTo<K>(index: Map<K, Set<LiveSubscriber>>, key: K, subscriber: LiveSubscriber): void {
  const set = index.get(key);
  if (set) set.add(subscriber);
  else index.set(key, new Set([subscriber]));
}

function removeFrom<K>(index: Map<K, Set<LiveSubscriber>>, key: K, subscriber: LiveSubscriber): void {
  const set = index.get(key);
  if (!set) return;
  set.delete(subscriber);
  if (set.size === 0) index.delete(key);
}

export class LiveHub {
  /** How often an idle stream gets a ": ping" comment (proxies close silent connections). */
  pingIntervalMs = 25_000;
  private readonly byThread = new Map<number, Set<LiveSubscriber>>();
  private readonly byUser = new Map<number, Set<LiveSubscriber>>();
  private readonly byEvent = new Map<number, Set<LiveSubscriber>>();
  private readonly onMap = new Set<LiveSubscriber>();
  private readonly all = new Set<LiveSubscriber>();
  private readonly countsListeners = new Set<(userId: number) => void>();
  /** Count reads under way per member; `again` asks for one more read when it ends. */
  private readonly countReads = new Map<number, { again: boolean; done: Promise<void> }>();
  private db: Kysely<Database> | null = null;
  private log: FastifyBaseLogger | null = null;
  private relay: LiveRelay | null = null;

  /** The live routes hand the hub the database that counts are read from. */
  useDatabase(db: Kysely<Database>, log: FastifyBaseLogger): void {
    this.db = db;
    this.log = log;
  }

  /** Publishes go to the other processes through this relay too. */
  useRelay(relay: LiveRelay | null): void {
    this.relay = relay;
  }

  /** The relay in use (null: this process's streams only). */
  get relayInUse(): LiveRelay | null {
    return this.relay;
  }

  /** A publish from another process: delivered to this process's streams only. */
  deliver(message: RelayMessage): void {
    if (message.kind === 'post') this.deliverPost(message.event);
    else if (message.kind === 'rsvp') this.deliverRsvp(message.event);
    else if (message.kind === 'conversation') this.deliverConversation(message.user_ids, message.event);
    else if (message.kind === 'map') this.deliverMap(message.event);
    else this.deliverCounts(message.user_id);
  }

  /** Registers an open stream; call the returned function when it closes. */
  subscribe(subscriber: LiveSubscriber): () => void {
    this.all.add(subscriber);
    if (subscriber.threadId !== null) addTo(this.byThread, subscriber.threadId, subscriber);
    if (subscriber.userId !== null) addTo(this.byUser, subscriber.userId, subscriber);
    const eventId = subscriber.eventId ?? null;
    if (eventId !== null) addTo(this.byEvent, eventId, subscriber);
    if (subscriber.map) this.onMap.add(subscriber);
    return () => {
      this.all.delete(subscriber);
      this.onMap.delete(subscriber);
      if (subscriber.threadId !== null) removeFrom(this.byThread, subscriber.threadId, subscriber);
      if (subscriber.userId !== null) removeFrom(this.byUser, subscriber.userId, subscriber);
      if (eventId !== null) removeFrom(this.byEvent, eventId, subscriber);
    };
  }

  /** Open streams: all of them, or those of one thread. */
  subscriberCount(threadId?: number): number {
    return threadId === undefined ? this.all.size : (this.byThread.get(threadId)?.size ?? 0);
  }

  /** A new post in a thread: every stream watching that thread gets `event: post`. */
  publishPost(event: LivePostEvent): void {
    this.deliverPost(event);
    this.relay?.send({ kind: 'post', event });
  }

  /** A member's alert or conversation counts changed: their streams get `event: counts`. */
  publishCounts(userId: number): void {
    this.deliverCounts(userId);
    this.relay?.send({ kind: 'counts', user_id: userId });
    for (const listener of this.countsListeners) listener(userId);
  }

  /**
   * Listens to this process's own publishCounts (not those relayed from other processes): web push
   * sends a member's new alerts and messages from the process whose write caused them.
   */
  onCountsPublished(listener: (userId: number) => void): () => void {
    this.countsListeners.add(listener);
    return () => this.countsListeners.delete(listener);
  }

  /** Someone RSVPed, withdrew, the limit changed or the event was cancelled: its streams get `event: rsvp`. */
  publishRsvp(event: LiveRsvpEvent): void {
    this.deliverRsvp(event);
    this.relay?.send({ kind: 'rsvp', event });
  }

  /** A layer of the member map changed: the streams of open maps get `event: map`, and read it again. */
  publishMap(event: LiveMapEvent): void {
    this.deliverMap(event);
    this.relay?.send({ kind: 'map', event });
  }

  private deliverMap(event: LiveMapEvent): void {
    for (const subscriber of [...this.onMap]) subscriber.sendMap?.(event);
  }

  /** A conversation changed (new message, edit, read, participants, reaction): the streams of these participants get `event: conversation`. */
  publishConversation(userIds: number[], event: LiveConversationEvent): void {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return;
    this.deliverConversation(unique, event);
    this.relay?.send({ kind: 'conversation', user_ids: unique, event });
  }

  private deliverConversation(userIds: number[], event: LiveConversationEvent): void {
    for (const userId of userIds) {
      const subscribers = this.byUser.get(userId);
      if (!subscribers) continue;
      for (const subscriber of [...subscribers]) subscriber.sendConversation?.(event);
    }
  }

  /** Open streams watching one event. */
  eventSubscriberCount(eventId: number): number {
    return this.byEvent.get(eventId)?.size ?? 0;
  }

  private deliverRsvp(event: LiveRsvpEvent): void {
    const subscribers = this.byEvent.get(event.event_id);
    if (!subscribers) return;
    for (const subscriber of [...subscribers]) subscriber.sendRsvp?.(event);
  }

  private deliverPost(event: LivePostEvent): void {
    const subscribers = this.byThread.get(event.thread_id);
    if (!subscribers) return;
    for (const subscriber of [...subscribers]) subscriber.sendPost(event);
  }

  private deliverCounts(userId: number): void {
    if (!this.byUser.has(userId) || !this.db) return;
    const running = this.countReads.get(userId);
    if (running) {
      // A read is under way and may have missed this change: read once more when it ends.
      running.again = true;
      return;
    }
    const read = { again: false, done: Promise.resolve() };
    read.done = this.readAndSendCounts(this.db, userId, read).finally(() => this.countReads.delete(userId));
    this.countReads.set(userId, read);
  }

  /** Resolves once no count read is under way: every change published so far has been sent. */
  async settled(): Promise<void> {
    while (this.countReads.size) await Promise.all([...this.countReads.values()].map((read) => read.done));
  }

  /** Sends the member's current counts to one stream (on connect). */
  async sendCountsTo(subscriber: LiveSubscriber): Promise<void> {
    if (subscriber.userId === null || !this.db) return;
    subscriber.sendCounts(await countUnread(this.db, subscriber.userId));
  }

  /** Ends every stream (the server is closing). */
  closeAll(): void {
    for (const subscriber of [...this.all]) subscriber.close();
  }

  private async readAndSendCounts(db: Kysely<Database>, userId: number, read: { again: boolean }): Promise<void> {
    try {
      do {
        read.again = false;
        const counts = await countUnread(db, userId);
        for (const subscriber of [...(this.byUser.get(userId) ?? [])]) subscriber.sendCounts(counts);
      } while (read.again && this.byUser.has(userId));
    } catch (error) {
      // Counts are a convenience (spec §8: count errors are logged and swallowed).
      this.log?.error({ err: error, user_id: userId }, 'could not read live counts');
    }
  }
}
