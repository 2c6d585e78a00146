// Live events between the API processes of one machine on SQLite (npm run start:cluster without a
// PostgreSQL DATABASE_URL): each worker hands its publishes to the cluster's primary over Node's
// IPC channel, and the primary passes them on to every other worker (relayBetweenWorkers).
import type { Worker } from 'node:cluster';
import type { LiveRelay, RelayMessage } from './live-relay';

/** The one field of an IPC message that carries a live event (other IPC traffic leaves it out). */
const ENVELOPE = 'trailheadLive';

interface Envelope {
  [ENVELOPE]: RelayMessage;
}

function isEnvelope(message: unknown): message is Envelope {
  return typeof message === 'object' && message !== null && ENVELOPE in message;
}

/** What a worker needs of its process: `process` itself in a cluster worker. */
export interface IpcChannel {
  send?(message: unknown): boolean;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  off(event: 'message', listener: (message: unknown) => void): unknown;
}

export class ProcessLiveRelay implements LiveRelay {
  private readonly receive: (message: unknown) => void;

  /** `deliver` gets what the other workers published (never this worker's own: the primary does not echo). */
  constructor(
    private readonly channel: IpcChannel,
    deliver: (message: RelayMessage) => void,
  ) {
    this.receive = (message) => {
      if (isEnvelope(message)) deliver(message[ENVELOPE]);
    };
    channel.on('message', this.receive);
  }

  send(message: RelayMessage): void {
    const envelope: Envelope = { [ENVELOPE]: message };
    this.channel.send?.(envelope);
  }

  async close(): Promise<void> {
    this.channel.off('message', this.receive);
  }
}

/** The primary's half: a live event from one worker goes to all the others that are running. */
export function relayBetweenWorkers(cluster: { on(event: 'message', listener: (worker: Worker, message: unknown) => void): unknown; workers?: NodeJS.Dict<Worker> }): void {
  cluster.on('message', (from, message) => {
    if (!isEnvelope(message)) return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && worker !== from && worker.isConnected()) worker.send(message);
    }
  });
}
