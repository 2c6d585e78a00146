// What /subscriptions shows of the member's own membership (GET /me/membership, POST /membership/accept-trial).
import type { Kysely } from 'kysely';
import type { CurrentMembership, MembershipResponse, PastMembership } from '@trailhead/shared-kernel/types';
import type { Database } from '../../db/database';
import type { UserRow } from '../../db/tables/users.table';
import { benefitListOf, benefitsOf, MEMBERSHIP_TITLES, membershipCodeOf, TRIAL_DAYS, trialEligible } from './membership';
import { openPeriodStart, pastPeriods } from './membership.repository';

export async function currentMembershipOf(db: Kysely<Database>, user: UserRow, partnerDiscountCode: string, now: number): Promise<CurrentMembership> {
  const benefits = benefitsOf(user, now);
  const code = membershipCodeOf(user, now);
  // An expired membership the job has not ended yet: free since it expired.
  const lapsed = !benefits.paid && user.membership_code !== null && user.membership_code !== 'free_membership';
  const since = lapsed ? user.membership_expires_at : (user.membership_started_at ?? (benefits.paid ? await openPeriodStart(db, user.user_id) : null));
  return {
    code,
    title: MEMBERSHIP_TITLES[code],
    paid: benefits.paid,
    since,
    until: benefits.paid ? user.membership_expires_at : null,
    benefits: benefitListOf(code),
    discount_percent: benefits.discount_percent,
    partner_discount_code: benefits.partner_discount_code ? partnerDiscountCode : null,
    trial_eligible: benefits.paid ? false : await trialEligible(db, user),
    trial_days: TRIAL_DAYS,
  };
}

export async function pastMembershipsOf(db: Kysely<Database>, userId: number): Promise<PastMembership[]> {
  return (await pastPeriods(db, userId)).map((row) => ({
    period_id: row.period_id,
    code: row.membership_code,
    title: MEMBERSHIP_TITLES[row.membership_code],
    started_at: row.started_at,
    ended_at: row.ended_at as number,
  }));
}

/** GET /me/membership: `membership` keeps its earlier shape (the paid membership in force, else null). */
export async function membershipResponseOf(db: Kysely<Database>, user: UserRow, partnerDiscountCode: string, now: number): Promise<MembershipResponse> {
  const current = await currentMembershipOf(db, user, partnerDiscountCode, now);
  return {
    membership: current.paid
      ? {
          code: current.code,
          title: current.title,
          expires_at: current.until,
          discount_percent: current.discount_percent,
          partner_discount_code: current.partner_discount_code,
        }
      : null,
    current,
    past: await pastMembershipsOf(db, user.user_id),
  };
}
