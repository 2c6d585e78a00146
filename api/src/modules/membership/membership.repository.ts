// The membership periods a member has had (/subscriptions-old) and the candidates of the expiry job.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { MembershipPeriodRow } from '../../db/tables/membership.table';
import { PAID_CODES } from './membership';

/** /subscriptions-old shows at most this many (a member has a handful). */
export const PAST_PERIODS_LIMIT = 100;

/** The memberships that ended, newest first. */
export async function pastPeriods(db: Kysely<Database>, userId: number): Promise<MembershipPeriodRow[]> {
  return db
    .selectFrom('membership_periods')
    .selectAll()
    .where('user_id', '=', userId)
    .where('ended_at', 'is not', null)
    .orderBy('started_at', 'desc')
    .orderBy('period_id', 'desc')
    .limit(PAST_PERIODS_LIMIT)
    .execute();
}

/** When the current membership began, from its open period (older rows may lack users.membership_started_at). */
export async function openPeriodStart(db: Kysely<Database>, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('membership_periods')
    .select('started_at')
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .orderBy('period_id', 'desc')
    .executeTakeFirst();
  return row?.started_at ?? null;
}

/** Members whose paid membership has ended by `now` but is still written as paid. */
export async function expiredMemberIds(db: Kysely<Database>, now: number, limit: number, onlyUserId?: number): Promise<number[]> {
  let query = db.selectFrom('users').select('user_id').where('membership_code', 'in', PAID_CODES).where('membership_expires_at', '<=', now);
  if (onlyUserId !== undefined) query = query.where('user_id', '=', onlyUserId);
  const rows = await query.orderBy('membership_expires_at').limit(limit).execute();
  return rows.map((row) => row.user_id);
}
