// The membership expiry job (issue 15): memberships whose end has passed go back to free, each with a
// `subscription_downgrade` alert. Each member is ended by one conditional update (endExpiredMembership),
// so with several processes, overlapping runs or a restart only the run that ends a period alerts.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { nowSeconds } from '../../clock';
import type { Database } from '../../db/database';
import { endExpiredMembership } from './membership';
import { expiredMemberIds } from './membership.repository';

/** Members ended per round (a run goes on until none is due). */
const BATCH = 200;

/** Ends the memberships expired by `now` (only `onlyUserId`'s when given); returns the members alerted (their counts changed). */
export async function endExpiredMemberships(db: Kysely<Database>, now: number, onlyUserId?: number): Promise<number[]> {
  const alerted = new Set<number>();
  for (;;) {
    const due = await expiredMemberIds(db, now, BATCH, onlyUserId);
    if (due.length === 0) break;
    for (const userId of due) {
      const sent = await db.transaction().execute((trx) => endExpiredMembership(trx, userId, now));
      for (const id of sent) alerted.add(id);
    }
    if (due.length < BATCH) break;
  }
  return [...alerted];
}

/** Runs the job every MEMBERSHIP_JOB_INTERVAL_SECONDS (0: off) from the moment the app is ready until it closes. */
export function startMembershipExpiry(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = endExpiredMemberships(app.db, nowSeconds())
      .then((alerted) => {
        for (const userId of alerted) app.live.publishCounts(userId);
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'membership expiry failed; the next run tries again'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    const interval = app.settings.membershipJobIntervalMs;
    if (interval === 0) return;
    timer = setInterval(run, interval);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    timer = null;
    await running;
  });
}
