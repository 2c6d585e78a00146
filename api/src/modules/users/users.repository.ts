import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { UserRow } from '../../db/tables/users.table';
import { SUMMARY_COLUMNS, type SummaryFields } from './user-mapper';

export async function findUserById(db: Kysely<Database>, userId: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Log-in accepts the username (any case) or the e-mail address. */
export async function findUserByLogin(db: Kysely<Database>, login: string): Promise<UserRow | undefined> {
  const needle = login.trim().toLowerCase();
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb(sql<string>`lower(username)`, '=', needle), eb('email', '=', needle)]))
    .executeTakeFirst();
}

/** Summaries of the given members in one query, for embedding as authors, starters, participants. */
export async function loadUserSummaries(
  db: Kysely<Database>,
  userIds: Iterable<number>,
): Promise<Map<number, SummaryFields>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(SUMMARY_COLUMNS).where('user_id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.user_id, row]));
}

export async function latestUsers(db: Kysely<Database>, limit: number): Promise<SummaryFields[]> {
  return db
    .selectFrom('users')
    .select(SUMMARY_COLUMNS)
    .where('account_state', 'in', ['valid', 'account_incomplete', 'not_valid'])
    .orderBy('register_date', 'desc')
    .orderBy('user_id', 'desc')
    .limit(limit)
    .execute();
}

/** Members who chose to share their position on the member map. */
export async function usersSharingMapPosition(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .select([...SUMMARY_COLUMNS, 'latitude', 'longitude'])
    .where('share_map_position', '=', true)
    .where('account_state', '=', 'valid')
    .where('latitude', 'is not', null)
    .where('longitude', 'is not', null)
    .orderBy('user_id')
    .execute();
}

export async function touchLastActivity(db: Kysely<Database>, userId: number, now: number): Promise<void> {
  await db.updateTable('users').set({ last_activity: now }).where('user_id', '=', userId).execute();
}

/** E-mail addresses are stored lower-case, so this finds any spelling of one. */
export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
}

/** The profile basics a member changes themself (POST /me). */
export async function updateUserBasics(
  db: Kysely<Database>,
  userId: number,
  changes: { timezone?: string; city?: string | null; state?: string | null },
): Promise<void> {
  await db.updateTable('users').set(changes).where('user_id', '=', userId).execute();
}

export async function setPasswordHash(db: Kysely<Database>, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('user_id', '=', userId).execute();
}

/** How far GET /users/find-members-by-number pages (50 pages): counting further would scan the index to its end. */
export const BY_NUMBER_LIMIT = 1000;

/** Valid members with at least `minimum` messages, fewest first (GET /users/find-members-by-number; users_message_count). */
export async function membersFromMessageCount(
  db: Kysely<Database>,
  minimum: number,
  limit: number,
  offset: number,
): Promise<{ rows: SummaryFields[]; total: number }> {
  const base = db.selectFrom('users').where('message_count', '>=', minimum).where('account_state', '=', 'valid');
  const [rows, count] = await Promise.all([
    base.select(SUMMARY_COLUMNS).orderBy('message_count').orderBy('user_id').limit(Math.max(0, Math.min(limit, BY_NUMBER_LIMIT - offset))).offset(offset).execute(),
    db
      .selectFrom(base.select('user_id').orderBy('message_count').orderBy('user_id').limit(BY_NUMBER_LIMIT).as('found'))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
