import type { Generated, Selectable } from 'kysely';
import type { Defaulted, Timestamp } from './columns';

export type AccountTokenPurpose = 'email_confirmation' | 'password_reset' | 'email_change' | 'two_factor_login';

/** A confirmation link key and/or a short code sent by e-mail; only SHA-256 hashes are stored. */
export interface AccountTokensTable {
  token_id: Generated<number>;
  user_id: number;
  purpose: AccountTokenPurpose;
  key_hash: string | null;
  code_hash: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  /** Wrong codes tried against this token; past the limit it no longer works. */
  failed_attempts: Defaulted<number>;
  /** email_change: the address that takes effect when the link is used. */
  new_email: string | null;
}

export interface LoginAttemptsTable {
  attempt_id: Generated<number>;
  /** The login name as typed, trimmed and lower-cased. */
  login_key: string;
  ip: string;
  attempted_at: Timestamp;
}

/** Requests of one caller against one rate limit in the current window (http/rate-limit-store.ts). */
export interface RateLimitsTable {
  /** The limit's name and the caller: 'search:m:42', 'register:a:203.0.113.7'. */
  key: string;
  hits: number;
  /** When the window ends, in milliseconds. */
  resets_at: number;
}

export interface CaptchaUsesTable {
  signature: string;
  expires_at: Timestamp;
}

export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: Timestamp;
}

export type AccountTokenRow = Selectable<AccountTokensTable>;
