import type { Generated } from 'kysely';
import type { MembershipCode } from '@trailhead/shared-kernel/types';
import type { Timestamp } from './columns';

/** A membership bought in the store with an e-mail that has no account here, waiting for its code at /activate. */
export interface StoreActivationsTable {
  activation_id: Generated<number>;
  /** SHA-256 of the code (the code itself is only in the e-mail). */
  code_hash: string;
  email: string;
  membership_code: MembershipCode;
  /** When the membership bought ends; null: no fixed end. */
  expires_at: Timestamp | null;
  store_order_id: string | null;
  created_at: Timestamp;
  used_at: Timestamp | null;
  used_by: number | null;
}

export interface StoreTables {
  store_activations: StoreActivationsTable;
}
