import type { Generated, Selectable } from 'kysely';
import type { MembershipCode } from '@trailhead/shared-kernel/types';
import type { Timestamp } from './columns';

/** Where a membership period came from. */
export type MembershipSource = 'trial' | 'store' | 'seed' | 'admin';

/** Every membership a member has had; the current one has ended_at null. */
export interface MembershipPeriodsTable {
  period_id: Generated<number>;
  user_id: number;
  membership_code: MembershipCode;
  source: MembershipSource;
  started_at: Timestamp;
  /** When it was due to end; null: no fixed end. */
  expires_at: Timestamp | null;
  /** When it ended; null while it is the current one. */
  ended_at: Timestamp | null;
  store_order_id: string | null;
}

/** Store webhook events already applied (POST /store/webhook is idempotent by event id). */
export interface StoreWebhookEventsTable {
  event_id: string;
  event_type: string;
  received_at: Timestamp;
}

/** POST /giveaway/{id}: one entry per member and giveaway. */
export interface GiveawayEntriesTable {
  giveaway_id: string;
  user_id: number;
  entered_at: Timestamp;
}

/** Two-factor recovery codes, stored as SHA-256 hashes; each works once. */
export interface UserRecoveryCodesTable {
  code_id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: Timestamp | null;
}

export interface MembershipTables {
  membership_periods: MembershipPeriodsTable;
  store_webhook_events: StoreWebhookEventsTable;
  giveaway_entries: GiveawayEntriesTable;
  user_recovery_codes: UserRecoveryCodesTable;
}

export type MembershipPeriodRow = Selectable<MembershipPeriodsTable>;
