// Two-factor recovery codes: ten at a time, shown once, stored as SHA-256 hashes, each good once.
import { createHash, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';

export const RECOVERY_CODE_COUNT = 10;
/** No 0/O or 1/I: codes are copied from paper. Two groups of five: 50 bits, enough for a one-time code. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const GROUP = 5;

function newRecoveryCode(): string {
  const letters = Array.from({ length: GROUP * 2 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${letters.slice(0, GROUP)}-${letters.slice(GROUP)}`;
}

/** Read as typed: any case, with or without the dash and spaces. Bound to its member. */
export function hashRecoveryCode(userId: number, code: string): string {
  const normal = code.replace(/[\s-]/g, '').toUpperCase();
  return createHash('sha256').update(`recovery:${userId}:${normal}`).digest('hex');
}

/** Replaces the member's recovery codes with new ones and returns them (the only time they are seen). */
export async function replaceRecoveryCodes(trx: Kysely<Database>, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await trx.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
  await trx
    .insertInto('user_recovery_codes')
    .values(codes.map((code) => ({ user_id: userId, code_hash: hashRecoveryCode(userId, code), used_at: null })))
    .execute();
  return codes;
}

export async function deleteRecoveryCodes(trx: Kysely<Database>, userId: number): Promise<void> {
  await trx.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
}

export async function countUnusedRecoveryCodes(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('user_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('left'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.left);
}

/** Uses up a recovery code; false when it is not one of the member's or was used before (even by a request at the same moment). */
export async function useRecoveryCode(db: Kysely<Database>, userId: number, code: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('user_recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashRecoveryCode(userId, code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
