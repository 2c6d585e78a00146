import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { preparedQuery } from '../../db/prepared-query';
import type { UserRow } from '../../db/tables/users.table';

export const SESSION_LIFETIME_SECONDS = 30 * 86_400;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a session row and returns the token for the cookie (only its hash is stored). */
export async function createSession(
  db: Kysely<Database>,
  userId: number,
  now: number,
): Promise<{ token: string; expiresAt: number }> {
  return db.transaction().execute((trx) => insertSession(trx, userId, now));
}

/** createSession's statements, for a caller that already holds a transaction. */
export async function insertSession(
  trx: Kysely<Database>,
  userId: number,
  now: number,
): Promise<{ token: string; expiresAt: number }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + SESSION_LIFETIME_SECONDS;
  // Housekeeping: this member's expired sessions go when a new one starts.
  await trx.deleteFrom('sessions').where('user_id', '=', userId).where('expires_at', '<=', now).execute();
  await trx
    .insertInto('sessions')
    .values({ token_hash: hashToken(token), user_id: userId, created_at: now, expires_at: expiresAt })
    .execute();
  return { token, expiresAt };
}

// Runs on every request of a signed-in member: compiled once (see preparedQuery).
const sessionUserByHash = preparedQuery(
  (db, tokenHash: string, now: number) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.user_id', 'sessions.user_id')
      .selectAll('users')
      .select('sessions.session_id')
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.expires_at', '>', now),
  '\u0000token-hash-placeholder',
  -1_000_001,
);

/** The member behind a session token, if the session exists and has not expired. */
export async function findSessionUser(
  db: Kysely<Database>,
  token: string,
  now: number,
): Promise<{ sessionId: number; user: UserRow } | undefined> {
  const [row] = await sessionUserByHash(db, hashToken(token), now);
  if (!row) return undefined;
  const { session_id: sessionId, ...user } = row;
  return { sessionId, user };
}

export async function deleteSession(db: Kysely<Database>, sessionId: number): Promise<void> {
  await db.deleteFrom('sessions').where('session_id', '=', sessionId).execute();
}

/** Logs the member out everywhere (but in `exceptSessionId`, the session making the change). */
export async function deleteUserSessions(db: Kysely<Database>, userId: number, exceptSessionId?: number | null): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptSessionId !== undefined && exceptSessionId !== null) query = query.where('session_id', '!=', exceptSessionId);
  await query.execute();
}
