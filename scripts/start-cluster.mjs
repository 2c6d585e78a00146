#!/usr/bin/env -S npx tsx
// npm run start:cluster: the site as `npm start` serves it, from CLUSTER_WORKERS API processes
// (default: one per core) sharing one port through Node's cluster module, on PostgreSQL or on the
// SQLite file under DATA_DIR. What they share lives in the database (sessions, rate limits; live
// events by LISTEN/NOTIFY on PostgreSQL, through this primary on SQLite) or in the upload store
// (DATA_DIR on this machine, S3_* across machines); see README "Running at scale".
import cluster from 'node:cluster';
import os from 'node:os';
import { relayBetweenWorkers } from '../api/src/modules/live/process-relay.ts';

const databaseUrl = process.env.DATABASE_URL ?? '';
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
/** Each response names the worker that served it (which process answered, for debugging a cluster). */
const WORKER_HEADER = 'X-Trailhead-Worker';

function workerCount() {
  const raw = process.env.CLUSTER_WORKERS?.trim();
  if (!raw) return os.availableParallelism();
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 256) {
    console.error(`CLUSTER_WORKERS must be a whole number from 1 to 256, got '${raw}'.`);
    process.exit(1);
  }
  return count;
}

async function runPrimary() {
  const onPostgres = /^postgres(ql)?:\/\//i.test(databaseUrl);
  process.env.NODE_ENV ??= 'production';
  const { ensureBuilt } = await import('../tooling/ensure-built.mjs');
  await ensureBuilt();

  const wanted = workerCount();
  let stopping = false;
  const startWorker = () =>
    new Promise((resolve, reject) => {
      const worker = cluster.fork();
      worker.once('message', (message) => {
        if (message === 'listening') resolve(worker);
      });
      worker.once('exit', (code) => reject(new Error(`worker ${worker.id} exited with code ${code} while starting`)));
    });

  // On SQLite the workers share one file on this machine, and their live events pass through here.
  if (!onPostgres) relayBetweenWorkers(cluster);
  // One at a time: the first migrates and, on an empty database, seeds; the others find it ready.
  for (let i = 0; i < wanted; i++) await startWorker();
  console.log(`Trailhead is running on http://localhost:${port} with ${wanted} API processes (${onPostgres ? 'PostgreSQL' : 'SQLite'}).`);

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`Worker ${worker.id} (pid ${worker.process.pid}) ended (${signal ?? code}); starting another.`);
    startWorker().catch((error) => console.error(error.message));
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {});
      let left = workers.length;
      if (left === 0) process.exit(0);
      for (const worker of workers) {
        worker.once('exit', () => {
          if (--left === 0) process.exit(0);
        });
        worker.process.kill('SIGTERM');
      }
    });
  }
}

async function runWorker() {
  const { closeOnSignals, startSite } = await import('../api/src/main.ts');
  const app = await startSite({ port, host });
  const id = String(cluster.worker?.id ?? process.pid);
  app.server.prependListener('request', (_request, response) => response.setHeader(WORKER_HEADER, id));
  closeOnSignals(app);
  process.send?.('listening');
}

if (cluster.isPrimary) await runPrimary();
else await runWorker();
