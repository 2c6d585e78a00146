// Live events between API processes (ARCHITECTURE §7): each process delivers to its own streams
// and tells the others through PostgreSQL LISTEN/NOTIFY (on SQLite, process-relay.ts carries them).
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { LiveConversationEvent, LiveMapEvent, LivePostEvent, LiveRsvpEvent } from '@trailhead/shared-kernel/types';
import type { Database } from '../../db/tables';

export type RelayMessage =
  | { kind: 'post'; event: LivePostEvent }
  | { kind: 'counts'; user_id: number }
  | { kind: 'rsvp'; event: LiveRsvpEvent }
  | { kind: 'conversation'; user_ids: number[]; event: LiveConversationEvent }
  | { kind: 'map'; event: LiveMapEvent };

export interface LiveRelay {
  send(message: RelayMessage): void;
  close(): Promise<void>;
}

const RECONNECT_MS = 2000;

export interface RelayOptions {
  /** Wait before listening again after the connection dropped. */
  retryMs?: number;
  /**
   * Listening again after a drop: what other processes published meanwhile was not heard. Called
   * once LISTEN is back, so everything after it is heard and everything before it is in the database.
   */
  onReconnected?: () => void;
}

/** The channel of one database schema (tests give each file a schema of its own). */
export async function liveChannel(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return `trailhead_live_${rows[0]?.schema ?? 'public'}`.slice(0, 63);
}

export class PostgresLiveRelay implements LiveRelay {
  /** Messages carry their sender, so a process ignores its own (it delivered them already). */
  private readonly origin = randomBytes(8).toString('hex');
  private client: pg.Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly connectionString: string,
    private readonly channel: string,
    private readonly db: Kysely<Database>,
    private readonly deliver: (message: RelayMessage) => void,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
    private readonly options: RelayOptions = {},
  ) {}

  /** Listens on its own connection (a pooled one would lose the LISTEN when returned). */
  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (notification) => this.receive(notification.channel, notification.payload));
    client.on('error', (error) => {
      this.log.warn({ err: error }, 'live relay connection failed; reconnecting');
      this.reconnect(client);
    });
    client.on('end', () => this.reconnect(client));
    try {
      await client.connect();
      await client.query(`LISTEN "${this.channel.replace(/"/g, '""')}"`);
    } catch (error) {
      client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) await client.end();
    else this.client = client;
  }

  /** The listening connection's backend (tests end it to prove the relay comes back). */
  get listenerPid(): number | null {
    return (this.client as unknown as { processID?: number } | null)?.processID ?? null;
  }

  send(message: RelayMessage): void {
    const payload = JSON.stringify({ ...message, origin: this.origin });
    sql`select pg_notify(${this.channel}, ${payload})`
      .execute(this.db)
      .catch((error: unknown) => this.log.error({ err: error }, 'could not relay a live event'));
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private receive(channel: string, payload: string | undefined): void {
    if (channel !== this.channel || !payload) return;
    try {
      const message = JSON.parse(payload) as RelayMessage & { origin?: string };
      if (message.origin === this.origin) return;
      if (message.kind === 'post' || message.kind === 'counts' || message.kind === 'rsvp' || message.kind === 'conversation' || message.kind === 'map') this.deliver(message);
    } catch (error) {
      this.log.warn({ err: error }, 'ignored a live relay message that is not JSON');
    }
  }

  private reconnect(failed: pg.Client): void {
    if (this.closed || this.client !== failed) return;
    this.client = null;
    failed.end().catch(() => undefined);
    this.scheduleStart();
  }

  private scheduleStart(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      if (this.closed) return;
      this.start()
        .then(() => {
          if (!this.closed) this.options.onReconnected?.();
        })
        .catch((error: unknown) => {
          this.log.warn({ err: error }, 'live relay could not reconnect');
          this.scheduleStart();
        });
    }, this.options.retryMs ?? RECONNECT_MS);
    this.retry.unref();
  }
}
