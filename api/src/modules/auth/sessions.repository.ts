import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { preparedQuery } from '../../db/prepared-query';
import type { UserRow } from '../../db/tables/users.table';
import { findUserById } from '../users/users.repository';

export const SESSION_LIFETIME_SECONDS = 30 * 86_400;
/** A session's last_seen_at (and address) is written at most this often: never a write per request. */
export const SESSION_SEEN_INTERVAL_SECONDS = 300;
/** Bounds what a client may make us store about it. */
const MAX_USER_AGENT_LENGTH = 512;

/** Where a session is used from, for the member's list of signed-in sessions. */
export interface SessionClient {
  userAgent: string | null;
  ip: string | null;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a session row and returns the token for the cookie (only its hash is stored). */
export async function createSession(
  db: Kysely<Database>,
  userId: number,
  now: number,
  client: SessionClient = { userAgent: null, ip: null },
): Promise<{ token: string; expiresAt: number }> {
  return db.transaction().execute((trx) => insertSession(trx, userId, now, client));
}

/** createSession's statements, for a caller that already holds a transaction. */
export async function insertSession(
  trx: Kysely<Database>,
  userId: number,
  now: number,
  client: SessionClient = { userAgent: null, ip: null },
): Promise<{ token: string; expiresAt: number }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + SESSION_LIFETIME_SECONDS;
  // Housekeeping: this member's expired sessions go when a new one starts.
  await trx.deleteFrom('sessions').where('user_id', '=', userId).where('expires_at', '<=', now).execute();
  await trx
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now,
      expires_at: expiresAt,
      user_agent: client.userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
      ip: client.ip,
      last_seen_at: now,
    })
    .execute();
  return { token, expiresAt };
}

// Runs on every request of a signed-in member: compiled once (see preparedQuery).
const sessionByHash = preparedQuery(
  (db, tokenHash: string, now: number) =>
    db
      .selectFrom('sessions')
      .select(['session_id', 'user_id', 'last_seen_at'])
      .where('token_hash', '=', tokenHash)
      .where('expires_at', '>', now),
  '\u0000token-hash-placeholder',
  -1_000_001,
);

/**
 * The member behind a session token, if the session exists and has not expired. Two lookups, not a
 * join: taking the session's columns back off a joined users row (a rest pattern over 60-odd
 * columns) cost more on every request than the second indexed lookup.
 */
export async function findSessionUser(
  db: Kysely<Database>,
  token: string,
  now: number,
): Promise<{ sessionId: number; lastSeenAt: number | null; user: UserRow } | undefined> {
  const [session] = await sessionByHash(db, hashToken(token), now);
  if (!session) return undefined;
  const user = await findUserById(db, session.user_id);
  return user && { sessionId: session.session_id, lastSeenAt: session.last_seen_at, user };
}

/** Whether a session's use is old enough to be written again (see SESSION_SEEN_INTERVAL_SECONDS). */
export function sessionSeenIsStale(lastSeenAt: number | null, now: number): boolean {
  return lastSeenAt === null || now - lastSeenAt >= SESSION_SEEN_INTERVAL_SECONDS;
}

/** Records that the session was used now, from this address. */
export async function touchSession(db: Kysely<Database>, sessionId: number, ip: string | null, now: number): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now, ip }).where('session_id', '=', sessionId).execute();
}

/** The member's unexpired sessions, most recently used first. */
export async function listUserSessions(db: Kysely<Database>, userId: number, now: number) {
  return db
    .selectFrom('sessions')
    .select(['session_id', 'created_at', 'last_seen_at', 'user_agent', 'ip'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('last_seen_at', 'desc')
    .orderBy('session_id', 'desc')
    .execute();
}

/** Ends one of the member's sessions; false when the member has no such session. */
export async function deleteUserSession(db: Kysely<Database>, userId: number, sessionId: number): Promise<boolean> {
  const result = await db.deleteFrom('sessions').where('session_id', '=', sessionId).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteSession(db: Kysely<Database>, sessionId: number): Promise<void> {
  await db.deleteFrom('sessions').where('session_id', '=', sessionId).execute();
}

/** Logs the member out everywhere (but in `exceptSessionId`, the session making the change). */
export async function deleteUserSessions(db: Kysely<Database>, userId: number, exceptSessionId?: number | null): Promise<number> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptSessionId !== undefined && exceptSessionId !== null) query = query.where('session_id', '!=', exceptSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
