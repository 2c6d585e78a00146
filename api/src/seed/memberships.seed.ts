// Every membership state of spec §4 on a fresh start (issue 15): each paid member's current period
// (member: premium), a digital member, a trial ending in three days, past memberships (an ended
// trial and an ended premium), and rookie free and offered the trial (no period at all).
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { DAY } from '../clock';
import type { MembershipPeriodsTable } from '../db/tables/membership.table';
import type { Insertable } from 'kysely';

const YEAR = 365 * DAY;
/** Community members shown in the states the demo accounts are not in (members.data.ts). */
export const TRIAL_ENDING_SOON = 'MudQueen';
export const DIGITAL_MEMBER = 'DesertRat_AZ';
/** Free now, after a trial and a year of premium. */
export const FORMER_MEMBER = 'TrailDoc';
/** Free now, after a trial that ran out. */
export const FORMER_TRIAL = 'BasecampBrad';

export async function seedMemberships(db: Kysely<Database>, now: number): Promise<void> {
  const paid = await db
    .selectFrom('users')
    .select(['user_id', 'username', 'membership_code', 'membership_expires_at'])
    .where('membership_code', 'in', ['premium_membership', 'digital_membership', 'trial_membership'])
    .execute();
  const periods: Insertable<MembershipPeriodsTable>[] = [];
  for (const member of paid) {
    let expires = member.membership_expires_at;
    if (member.membership_code === 'trial_membership') {
      // Trials are 30 days; the one ending soon has 3 left, the others between 5 and 25.
      const left = member.username === TRIAL_ENDING_SOON ? 3 : 5 + (member.user_id % 21);
      expires = now + left * DAY;
    }
    const started = member.membership_code === 'trial_membership' ? (expires as number) - 30 * DAY : (expires ?? now + YEAR) - YEAR;
    await db.updateTable('users').set({ membership_started_at: started, membership_expires_at: expires }).where('user_id', '=', member.user_id).execute();
    periods.push({
      user_id: member.user_id,
      membership_code: member.membership_code!,
      source: member.membership_code === 'trial_membership' ? 'trial' : 'store',
      started_at: started,
      expires_at: expires,
      ended_at: null,
      store_order_id: member.membership_code === 'trial_membership' ? null : `TH-${100_000 + member.user_id}`,
    });
  }
  const former = await db.selectFrom('users').select(['user_id', 'username']).where('username', 'in', [FORMER_MEMBER, FORMER_TRIAL]).execute();
  for (const member of former) {
    const trialStart = now - (member.username === FORMER_MEMBER ? 800 : 90) * DAY;
    periods.push({ user_id: member.user_id, membership_code: 'trial_membership', source: 'trial', started_at: trialStart, expires_at: trialStart + 30 * DAY, ended_at: trialStart + 30 * DAY, store_order_id: null });
    if (member.username === FORMER_MEMBER) {
      const premiumStart = trialStart + 30 * DAY;
      periods.push({ user_id: member.user_id, membership_code: 'premium_membership', source: 'store', started_at: premiumStart, expires_at: premiumStart + YEAR, ended_at: premiumStart + YEAR, store_order_id: `TH-${90_000 + member.user_id}` });
    }
    await db.updateTable('users').set({ membership_code: 'free_membership', membership_expires_at: null }).where('user_id', '=', member.user_id).execute();
  }
  if (periods.length > 0) await db.insertInto('membership_periods').values(periods).execute();
}
