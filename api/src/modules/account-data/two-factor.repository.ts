// Two-factor sign-in's state: the member's TOTP secret (users.totp_secret, pending while
// totp_enabled_at is null, so the set-up survives a reload and never travels back from the
// browser), and the short-lived challenge a password log-in gets when a code is still owed.
import type { Kysely } from 'kysely';
import type { TwoFactorStatus } from '@trailhead/shared-kernel/types';
import type { Database } from '../../db/tables';
import type { AccountTokenRow } from '../../db/tables/account-security.table';
import type { UserRow } from '../../db/tables/users.table';
import { hashKey, issueToken } from '../auth/account-tokens.repository';
import { countUnusedRecoveryCodes, deleteRecoveryCodes } from './recovery-codes';

/** How long a password log-in waits for its code. */
export const CHALLENGE_LIFETIME_SECONDS = 5 * 60;
/** Wrong codes one challenge takes before it stops working (the login throttle counts them too). */
export const MAX_CHALLENGE_ATTEMPTS = 5;

export function twoFactorEnabled(user: Pick<UserRow, 'totp_secret' | 'totp_enabled_at'>): boolean {
  return user.totp_enabled_at !== null && user.totp_secret !== null;
}

export async function twoFactorStatus(db: Kysely<Database>, user: UserRow): Promise<TwoFactorStatus> {
  const enabled = twoFactorEnabled(user);
  return {
    enabled,
    enabled_at: enabled ? user.totp_enabled_at : null,
    recovery_codes_left: enabled ? await countUnusedRecoveryCodes(db, user.user_id) : 0,
  };
}

/** Keeps a new secret waiting for its first code; only while two-factor sign-in is off. */
export async function setPendingSecret(db: Kysely<Database>, userId: number, secret: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ totp_secret: secret, totp_enabled_at: null })
    .where('user_id', '=', userId)
    .where('totp_enabled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Turns the pending secret on; false if it changed or was turned on since it was read. */
export async function enableSecret(trx: Kysely<Database>, userId: number, secret: string, now: number): Promise<boolean> {
  const result = await trx
    .updateTable('users')
    .set({ totp_enabled_at: now })
    .where('user_id', '=', userId)
    .where('totp_secret', '=', secret)
    .where('totp_enabled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Takes a code's time step, once: false when a code of this step or a later one was taken already,
 * so a code seen over someone's shoulder (or sent twice) signs nobody in a second time.
 */
export async function takeTotpStep(db: Kysely<Database>, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function disableTwoFactor(trx: Kysely<Database>, userId: number): Promise<void> {
  await trx.updateTable('users').set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null }).where('user_id', '=', userId).execute();
  await deleteRecoveryCodes(trx, userId);
}

/** The challenge a password log-in answers with: a random key, stored hashed as a 'two_factor_login' token. */
export async function issueChallenge(db: Kysely<Database>, userId: number, now: number): Promise<string> {
  const issued = await issueToken(db, { userId, purpose: 'two_factor_login', withKey: true, lifetimeSeconds: CHALLENGE_LIFETIME_SECONDS, now });
  return issued.key as string;
}

export type ChallengeCheck = { result: 'open'; token: AccountTokenRow } | { result: 'expired' };

/** An unused, unexpired challenge with attempts left; anything else reads as expired (log in again). */
export async function findChallenge(db: Kysely<Database>, challenge: string, now: number): Promise<ChallengeCheck> {
  const token = await db
    .selectFrom('account_tokens')
    .selectAll()
    .where('key_hash', '=', hashKey(challenge))
    .where('purpose', '=', 'two_factor_login')
    .executeTakeFirst();
  if (!token || token.used_at !== null || token.expires_at <= now || token.failed_attempts >= MAX_CHALLENGE_ATTEMPTS) return { result: 'expired' };
  return { result: 'open', token };
}

export async function countChallengeFailure(db: Kysely<Database>, tokenId: number): Promise<void> {
  await db
    .updateTable('account_tokens')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('token_id', '=', tokenId)
    .execute();
}
