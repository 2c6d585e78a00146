import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { AccountTokenPurpose, AccountTokenRow } from '../../db/tables/account-security.table';

/** Letters and digits a person cannot confuse when typing them from an e-mail (no 0/O, 1/I). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 6;
/** After this many wrong codes a token stops working: six characters are too few to leave open to guessing. */
export const MAX_CODE_ATTEMPTS = 5;

export function makeCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/** Codes are read case-insensitively; the hash binds the code to its member and purpose. */
export function hashCode(userId: number, purpose: AccountTokenPurpose, code: string): string {
  return createHash('sha256').update(`${purpose}:${userId}:${code.trim().toUpperCase()}`).digest('hex');
}

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export interface IssuedToken {
  tokenId: number;
  /** For the confirmation link; only when asked for. */
  key: string | null;
  code: string;
}

/** Issues a new code (and link key), retiring the member's earlier unused ones of the same purpose. */
export async function issueToken(
  db: Kysely<Database>,
  options: { userId: number; purpose: AccountTokenPurpose; withKey: boolean; lifetimeSeconds: number; now: number },
): Promise<IssuedToken> {
  const { userId, purpose, withKey, lifetimeSeconds, now } = options;
  const key = withKey ? randomBytes(32).toString('base64url') : null;
  const code = makeCode();
  await db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  const { token_id } = await db
    .insertInto('account_tokens')
    .values({
      user_id: userId,
      purpose,
      key_hash: key ? hashKey(key) : null,
      code_hash: hashCode(userId, purpose, code),
      created_at: now,
      expires_at: now + lifetimeSeconds,
    })
    .returning('token_id')
    .executeTakeFirstOrThrow();
  return { tokenId: token_id, key, code };
}

export async function findTokenByKey(
  db: Kysely<Database>,
  userId: number,
  purpose: AccountTokenPurpose,
  key: string,
): Promise<AccountTokenRow | undefined> {
  return db
    .selectFrom('account_tokens')
    .selectAll()
    .where('key_hash', '=', hashKey(key))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
}

export type CodeCheck = { result: 'valid'; token: AccountTokenRow } | { result: 'expired' | 'used' | 'invalid' };

/**
 * Checks a code against the member's tokens of this purpose. A wrong code counts against every
 * token still open, so guessing stops after MAX_CODE_ATTEMPTS tries.
 */
export async function checkCode(
  db: Kysely<Database>,
  options: { userId: number; purpose: AccountTokenPurpose; code: string; now: number },
): Promise<CodeCheck> {
  const { userId, purpose, code, now } = options;
  const tokens = await db
    .selectFrom('account_tokens')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .orderBy('token_id', 'desc')
    .execute();
  const hash = hashCode(userId, purpose, code);
  const match = tokens.find((token) => token.code_hash === hash);
  if (match && match.failed_attempts < MAX_CODE_ATTEMPTS) {
    if (match.used_at !== null) return { result: 'used' };
    if (match.expires_at <= now) return { result: 'expired' };
    return { result: 'valid', token: match };
  }
  const open = tokens.filter((token) => token.used_at === null && token.expires_at > now).map((token) => token.token_id);
  if (open.length > 0) {
    await db
      .updateTable('account_tokens')
      .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
      .where('token_id', 'in', open)
      .execute();
  }
  return { result: 'invalid' };
}

/** Uses a token up; false if another request used it first. */
export async function useToken(db: Kysely<Database>, tokenId: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('token_id', '=', tokenId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether a token of this purpose was issued to the member after `since`. */
export async function tokenIssuedSince(db: Kysely<Database>, userId: number, purpose: AccountTokenPurpose, since: number): Promise<boolean> {
  const row = await db
    .selectFrom('account_tokens')
    .select('token_id')
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
