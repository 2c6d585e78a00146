// The one place that says what a member's membership is and what it gives (issue "10 of 12"):
// map access, priority events, hosting, member pricing and the partner code all ask here.
// A paid membership counts only while it has not expired: a trial whose end has passed is free
// everywhere at once, before the expiry job has written it down.
import type { Kysely, Transaction } from 'kysely';
import type { MembershipBenefit, MembershipBenefitKey, MembershipCode } from '@trailhead/shared-kernel/types';
import type { Database } from '../../db/database';
import type { MembershipSource } from '../../db/tables/membership.table';
import type { UserRow } from '../../db/tables/users.table';
import { DAY } from '../../clock';
import { createAlerts } from '../alerts/alerts-writer';

/** Spec §1 and §9: paid members get 10 percent member pricing on gear. */
export const MEMBER_DISCOUNT_PERCENT = 10;
/** How long the trial offer lasts (the spec leaves it open; the seed's trials last as long). */
export const TRIAL_DAYS = 30;

export const MEMBERSHIP_TITLES: Record<MembershipCode, string> = {
  premium_membership: 'Premium Membership',
  digital_membership: 'Digital Membership',
  trial_membership: 'Trial Membership',
  free_membership: 'Free Membership',
};

export const PAID_CODES: readonly MembershipCode[] = ['premium_membership', 'digital_membership', 'trial_membership'];

/** What each benefit means to a member, in the words the pages show. */
export const BENEFITS: Record<MembershipBenefitKey, MembershipBenefit> = {
  member_pricing: {
    key: 'member_pricing',
    title: 'Member pricing',
    description: `${MEMBER_DISCOUNT_PERCENT} % off gear in the store, on every brand but one (the store marks it).`,
  },
  map_access: { key: 'map_access', title: 'The member map', description: 'See members near you on the map, and who is online.' },
  priority_events: { key: 'priority_events', title: 'Priority events', description: 'RSVP to members-first events before registration opens to everyone.' },
  hosting: { key: 'hosting', title: 'Host meetups, trips and rides', description: 'Create your own events and register a club.' },
  partner_discount_code: {
    key: 'partner_discount_code',
    title: 'Partner discount code',
    description: 'A discount code for our partners, shown on My Subscriptions.',
  },
};
const ALL_BENEFITS = Object.values(BENEFITS);

/** What a membership gives (spec §1): member pricing (10 %, one brand excepted), the map, priority events, hosting, the partner code. */
export interface MembershipBenefits {
  paid: boolean;
  discount_percent: number;
  map_access: boolean;
  priority_events: boolean;
  hosting: boolean;
  partner_discount_code: boolean;
}

type MembershipFields = Pick<UserRow, 'membership_code' | 'membership_expires_at'>;

export function isPaidCode(code: MembershipCode | null): boolean {
  return code !== null && PAID_CODES.includes(code);
}

/** Is this member's paid membership in force at `now` (a paid code whose end, if any, is still ahead)? */
export function hasPaidMembership(user: MembershipFields, now: number): boolean {
  return isPaidCode(user.membership_code) && (user.membership_expires_at === null || user.membership_expires_at > now);
}

/** The membership in force: the paid code while it lasts, else free. */
export function membershipCodeOf(user: MembershipFields, now: number): MembershipCode {
  return hasPaidMembership(user, now) ? (user.membership_code as MembershipCode) : 'free_membership';
}

/** The benefits this member has now (staff get what their role gives elsewhere; this is the membership alone). */
export function benefitsOf(user: MembershipFields, now: number): MembershipBenefits {
  const paid = hasPaidMembership(user, now);
  return {
    paid,
    discount_percent: paid ? MEMBER_DISCOUNT_PERCENT : 0,
    map_access: paid,
    priority_events: paid,
    hosting: paid,
    partner_discount_code: paid,
  };
}

/** The benefits a paid code gives, as the pages explain them (every paid tier gives them all). */
export function benefitListOf(code: MembershipCode): MembershipBenefit[] {
  return isPaidCode(code) ? ALL_BENEFITS : [];
}

export interface StartMembership {
  code: MembershipCode;
  source: MembershipSource;
  /** When it ends; null: no fixed end. */
  expiresAt: number | null;
  storeOrderId?: string | null;
}

async function closeOpenPeriod(trx: Transaction<Database>, userId: number, now: number): Promise<number | null> {
  const open = await trx
    .selectFrom('membership_periods')
    .select('period_id')
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .orderBy('period_id', 'desc')
    .execute();
  if (open.length === 0) return null;
  await trx.updateTable('membership_periods').set({ ended_at: now }).where('user_id', '=', userId).where('ended_at', 'is', null).execute();
  return open[0].period_id;
}

/**
 * Makes `code` the member's membership from `now` (inside the caller's transaction): ends the
 * current period, writes a new one, sets users.membership_code / membership_started_at /
 * membership_expires_at, and raises a `subscription_update` alert. Returns the members alerted
 * (publish their counts after the commit).
 */
export async function startMembership(trx: Transaction<Database>, userId: number, membership: StartMembership, now: number): Promise<number[]> {
  if (!isPaidCode(membership.code)) return endMembership(trx, userId, now);
  await closeOpenPeriod(trx, userId, now);
  const period = await trx
    .insertInto('membership_periods')
    .values({
      user_id: userId,
      membership_code: membership.code,
      source: membership.source,
      started_at: now,
      expires_at: membership.expiresAt,
      ended_at: null,
      store_order_id: membership.storeOrderId ?? null,
    })
    .returning('period_id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('users')
    .set({ membership_code: membership.code, membership_started_at: now, membership_expires_at: membership.expiresAt })
    .where('user_id', '=', userId)
    .execute();
  return createAlerts(
    trx,
    [
      {
        user_id: userId,
        from_user_id: null,
        action: 'subscription_update',
        content_type: 'membership',
        content_id: period.period_id,
        extra_data: { title: MEMBERSHIP_TITLES[membership.code], code: membership.code, until: membership.expiresAt },
      },
    ],
    now,
  );
}

/**
 * Ends the paid membership if `stillDue` holds for the row at the moment of the update (one
 * statement decides, so of two processes ending the same membership only one gets the row and alerts).
 */
async function endPaidMembership(trx: Transaction<Database>, userId: number, now: number, expiredBy: number | null): Promise<number[]> {
  let update = trx
    .updateTable('users')
    .set({ membership_code: 'free_membership', membership_started_at: now, membership_expires_at: null })
    .where('user_id', '=', userId)
    .where('membership_code', 'in', PAID_CODES);
  if (expiredBy !== null) update = update.where('membership_expires_at', '<=', expiredBy);
  const result = await update.executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return [];
  const ended = await trx
    .selectFrom('membership_periods')
    .select(['period_id', 'membership_code'])
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .orderBy('period_id', 'desc')
    .executeTakeFirst();
  await closeOpenPeriod(trx, userId, now);
  return createAlerts(
    trx,
    [
      {
        user_id: userId,
        from_user_id: null,
        action: 'subscription_downgrade',
        content_type: 'membership',
        content_id: ended?.period_id ?? 0,
        extra_data: { title: ended ? MEMBERSHIP_TITLES[ended.membership_code] : 'paid membership', code: 'free_membership' },
      },
    ],
    now,
  );
}

/** Ends the member's paid membership at `now` (back to free_membership) with a `subscription_downgrade` alert; returns the members alerted. */
export async function endMembership(trx: Transaction<Database>, userId: number, now: number): Promise<number[]> {
  return endPaidMembership(trx, userId, now, null);
}

/** Ends the membership only if it has expired by `now` (the expiry job: a renewal in between wins). */
export async function endExpiredMembership(trx: Transaction<Database>, userId: number, now: number): Promise<number[]> {
  return endPaidMembership(trx, userId, now, now);
}

/**
 * Holds the member's row until the transaction ends (a no-op update: SQLite has no FOR UPDATE), so
 * two requests at once decide one after the other; on PostgreSQL the second then reads what the first wrote.
 */
export async function lockMember(trx: Transaction<Database>, userId: number): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({ membership_code: eb.ref('membership_code') }))
    .where('user_id', '=', userId)
    .execute();
}

/** May this free member accept a trial (never had a trial or a paid membership)? */
export async function trialEligible(db: Kysely<Database>, user: UserRow): Promise<boolean> {
  if (user.account_state !== 'valid') return false;
  if (user.membership_code !== null && user.membership_code !== 'free_membership') return false;
  const earlier = await db.selectFrom('membership_periods').select('period_id').where('user_id', '=', user.user_id).limit(1).executeTakeFirst();
  return earlier === undefined;
}

/** The trial's end when accepted at `now`. */
export function trialEnd(now: number): number {
  return now + TRIAL_DAYS * DAY;
}
