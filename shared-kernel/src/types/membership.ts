// Membership, the store and the points programme (issue 15): what each membership gives, the
// member's own (GET /me/membership), the tiers (GET /options/subscriptions) and the trial.
import type { UnixSeconds } from './common';
import type { MembershipCode } from './user';

/** The benefits of a paid membership (spec §1), each named once for the server and the pages. */
export type MembershipBenefitKey = 'member_pricing' | 'map_access' | 'priority_events' | 'hosting' | 'partner_discount_code';

/** One benefit as the pages explain it. */
export interface MembershipBenefit {
  key: MembershipBenefitKey;
  title: string;
  description: string;
}

/** The member's membership now: a paid one still in force, or free (an expired trial is free at once). */
export interface CurrentMembership {
  code: MembershipCode;
  title: string;
  paid: boolean;
  /** When it began (null: not known, e.g. free since sign-up). */
  since: UnixSeconds | null;
  /** When it ends (null: no fixed end). */
  until: UnixSeconds | null;
  /** What it gives; empty for free. */
  benefits: MembershipBenefit[];
  /** Member pricing on gear (0 for free). */
  discount_percent: number;
  /** The partner discount code, for paid members only. */
  partner_discount_code: string | null;
  /** A free member who has never had a trial or a paid membership may accept the trial. */
  trial_eligible: boolean;
  /** How long the trial lasts. */
  trial_days: number;
}

/** A membership that ended (/subscriptions-old). */
export interface PastMembership {
  period_id: number;
  code: MembershipCode;
  title: string;
  started_at: UnixSeconds;
  ended_at: UnixSeconds;
}

/** A tier of GET /options/subscriptions: what it gives and where to get it (no prices: spec §9). */
export interface MembershipTier {
  code: MembershipCode;
  title: string;
  summary: string;
  paid: boolean;
  benefits: MembershipBenefit[];
  /** Where the store sells it (a path on the store); null: not sold (the trial, free). */
  store_path: string | null;
  /** The plain store URL of store_path (without single sign-on). */
  store_url: string | null;
  /** For the trial: how many days it lasts. */
  length_days: number | null;
}

/** GET /options/subscriptions */
export interface SubscriptionOptionsResponse {
  tiers: MembershipTier[];
  discount_percent: number;
  trial_days: number;
  /** The store's home (plain URL). */
  store_url: string;
}

/** POST /membership/accept-trial */
export interface AcceptTrialResponse {
  current: CurrentMembership;
}

/** POST /membership/test/run-expiry (only with E2E_TEST_HOOKS=1): the job as if at `at`. */
export interface ExpiryRunResponse {
  ended_user_ids: number[];
}

// --- The gear store, the points programme and giveaways (store part, issue 15) ---

/** GET /me/fpr-status and the answer of POST /me/fpr-status (spec §3 link status). */
export interface FprStatus {
  fpr_linked: boolean;
  fpr_points_pending_total: number;
  /** The points programme account's e-mail; null when not linked. */
  email: string | null;
}

/** POST /me/fpr-status: link with an e-mail, or unlink (email null). */
export interface FprStatusChange {
  email: string | null;
}

/** GET and POST /giveaway/{id}. */
export interface GiveawayStatus {
  giveaway_id: string;
  title: string;
  /** What is given away and who may enter (plain text). */
  description: string;
  /** Whether the caller entered (false for a visitor). */
  entered: boolean;
  /** When the caller entered; null when not. */
  entered_at: number | null;
}
