// The membership expiry job (issue 15): memberships whose end has passed go back to free, each with a
// `subscription_downgrade` alert. Each member is ended by one conditional update (endExpiredMembership),
// so with several processes, overlapping runs or a restart only the run that ends a period alerts.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { nowSeconds } from '../../clock';
import type { Database } from '../../db/database';
import { endExpiredMembership } from './membership';
import { expiredMemberIds } from './membership.repository';
import { startIntervalJob } from '../../jobs/interval-job';
import { forgetMemberMap } from '../users/member-map';

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

/** Ends expired memberships every MEMBERSHIP_JOB_INTERVAL_SECONDS (0: off) while the app runs. */
export function startMembershipExpiry(app: FastifyInstance): void {
  const run = async () => {
    // Ended memberships leave the member map's paid members.
    if ((await endExpiredMemberships(app.db, nowSeconds())).length > 0) forgetMemberMap(app.db);
  };
  startIntervalJob(app, { name: 'membership expiry', intervalMs: app.settings.membershipJobIntervalMs, run });
}
