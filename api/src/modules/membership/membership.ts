// The one place that says what a member's membership is and what it gives (issue "10 of 12"):
// map access, priority events, hosting, member pricing and the partner code all ask here.
// CONTRACT with PLACEHOLDER bodies: the membership-core helper implements these; others call them.
import type { Kysely, Transaction } from 'kysely';
import type { MembershipCode } from '@trailhead/shared-kernel/types';
import type { Database } from '../../db/database';
import type { MembershipSource } from '../../db/tables/membership.table';
import type { UserRow } from '../../db/tables/users.table';

/** What a membership gives (spec §1): member pricing (10 %, one brand excepted), the map, priority events, hosting, the partner code. */
export interface MembershipBenefits {
  paid: boolean;
  discount_percent: number;
  map_access: boolean;
  priority_events: boolean;
  hosting: boolean;
  partner_discount_code: boolean;
}

/** The benefits this member has now (staff get what their role gives elsewhere; this is the membership alone). */
export function benefitsOf(_user: Pick<UserRow, 'membership_code' | 'membership_expires_at'>, _now: number): MembershipBenefits {
  throw new Error('membership.ts: not implemented yet (issue 15 contract)');
}

export interface StartMembership {
  code: MembershipCode;
  source: MembershipSource;
  /** When it ends; null: no fixed end. */
  expiresAt: number | null;
  storeOrderId?: string | null;
}

/**
 * Makes `code` the member's membership from `now` (inside the caller's transaction): ends the
 * current period, writes a new one, sets users.membership_code / membership_started_at /
 * membership_expires_at, and raises a `subscription_update` alert. Returns the members alerted
 * (publish their counts after the commit).
 */
export async function startMembership(_trx: Transaction<Database>, _userId: number, _membership: StartMembership, _now: number): Promise<number[]> {
  throw new Error('membership.ts: not implemented yet (issue 15 contract)');
}

/** Ends the member's paid membership at `now` (back to free_membership) with a `subscription_downgrade` alert; returns the members alerted. */
export async function endMembership(_trx: Transaction<Database>, _userId: number, _now: number): Promise<number[]> {
  throw new Error('membership.ts: not implemented yet (issue 15 contract)');
}

/** May this free member accept a trial (never had a trial or a paid membership)? */
export async function trialEligible(_db: Kysely<Database>, _user: UserRow): Promise<boolean> {
  throw new Error('membership.ts: not implemented yet (issue 15 contract)');
}
