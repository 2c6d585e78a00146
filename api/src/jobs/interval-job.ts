// A background job of the API (event reminders, membership expiry, activity summaries): run every
// interval from the moment the app is ready until it closes, never two runs at once in a process
// (each job is itself safe with several processes), and a failed run is logged and tried again next
// time.
import type { FastifyInstance } from 'fastify';

export interface IntervalJob {
  /** How the log names it: "<name> failed; the next run tries again". */
  name: string;
  /** Milliseconds between runs; 0 turns the job off. */
  intervalMs: number;
  /** One run; returns the members whose counts it changed (their pages are told through the live stream). */
  run(): Promise<number[] | void>;
}

export function startIntervalJob(app: FastifyInstance, job: IntervalJob): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = job
      .run()
      .then((alerted) => {
        for (const userId of alerted ?? []) app.live.publishCounts(userId);
      })
      .catch((error: unknown) => app.log.error({ err: error }, `${job.name} failed; the next run tries again`))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    if (job.intervalMs === 0) return;
    timer = setInterval(tick, job.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    timer = null;
    await running;
  });
}
