import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { microCachePerDatabase } from '../../db/micro-cache';
import { preparedQuery } from '../../db/prepared-query';
import type { Database } from '../../db/tables';
import type { UserRow } from '../../db/tables/users.table';
import { SUMMARY_COLUMNS, type SummaryFields } from './user-mapper';
import { PAID_CODES } from '../membership/membership';
import type { BoundingBox } from '../../geo';

// Every signed-in request reads its member through this (sessions.repository.ts): compiled once.
const userById = preparedQuery((db, userId: number) => db.selectFrom('users').selectAll().where('user_id', '=', userId), -1_000_001);

export async function findUserById(db: Kysely<Database>, userId: number): Promise<UserRow | undefined> {
  const [user] = await userById(db, userId);
  return user;
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

/**
 * Members' summaries shared a few seconds by every request of this process: the same people recur
 * on everyone's lists (each conversation's participants are on every participant's list), and
 * reading them was a third of the conversations list's queries. A member's own change through this
 * process forgets theirs at once (forgetMemberProfile); other processes show it within the time to
 * live, as they do the profile card.
 */
const SUMMARY_TTL_MS = 5_000;
const keptSummaries = microCachePerDatabase<number, SummaryFields>(SUMMARY_TTL_MS, 10_000);

/** loadUserSummaries, through the shared summaries: for lists every member reads, where 5 s old is fine. */
export function keptUserSummaries(db: Kysely<Database>, userIds: Iterable<number>): Promise<Map<number, SummaryFields>> {
  return keptSummaries(db).throughEach(userIds, (missing) => loadUserSummaries(db, missing));
}

export function forgetUserSummary(db: Kysely<Database>, userId: number): void {
  keptSummaries(db).forget(userId);
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

/** What the member map reads of a member: lean, for 50,000 rows at a time. */
export const MAP_USER_COLUMNS = [
  'users.user_id',
  'users.username',
  'users.avatar_url',
  'users.city',
  'users.state',
  'users.latitude',
  'users.longitude',
  'users.map_position_exact',
  'users.membership_code',
  'users.membership_expires_at',
  'users.visible_online',
  'users.last_activity',
] as const;

export type MapUserRow = Pick<
  UserRow,
  'user_id' | 'username' | 'avatar_url' | 'city' | 'state' | 'map_position_exact' | 'membership_code' | 'membership_expires_at' | 'visible_online' | 'last_activity'
> & { latitude: number; longitude: number; vehicle_type_id: number | null };

export interface MapUsersFilter {
  /** true: paid members only; false: the others only; undefined: everyone. */
  paid?: boolean;
  /** The type of the member's default vehicle (issue 15's "my vehicles"). */
  vehicleTypeId?: number;
  /** Only members shown online (visible_online, seen since then). */
  onlineSince?: number;
  /** Only stored positions in the box (the radius query's first cut, on users_map_position). */
  box?: BoundingBox;
}

/**
 * Members who chose to share their position on the member map (share_map_position), valid
 * accounts with a position, with the type of their default vehicle.
 */
export async function usersSharingMapPosition(db: Kysely<Database>, filter: MapUsersFilter, now: number): Promise<MapUserRow[]> {
  let query = db
    .selectFrom('users')
    .select(MAP_USER_COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('user_vehicles as v')
        .select('v.vehicle_type_id')
        .whereRef('v.user_id', '=', 'users.user_id')
        .where('v.is_default', '=', true)
        .orderBy('v.display_order')
        .limit(1)
        .as('vehicle_type_id'),
    )
    .where('users.share_map_position', '=', true)
    .where('users.account_state', '=', 'valid')
    .where('users.latitude', 'is not', null)
    .where('users.longitude', 'is not', null);
  const { paid, vehicleTypeId, onlineSince, box } = filter;
  if (paid !== undefined) {
    // hasPaidMembership in SQL: a paid code that has not ended (spelt out both ways: a null code is no paid code).
    const paidNow = (eb: ExpressionBuilder<Database, 'users'>) =>
      eb.and([
        eb('users.membership_code', 'in', PAID_CODES),
        eb.or([eb('users.membership_expires_at', 'is', null), eb('users.membership_expires_at', '>', now)]),
      ]);
    const notPaidNow = (eb: ExpressionBuilder<Database, 'users'>) =>
      eb.or([
        eb('users.membership_code', 'is', null),
        eb('users.membership_code', 'not in', PAID_CODES),
        eb.and([eb('users.membership_expires_at', 'is not', null), eb('users.membership_expires_at', '<=', now)]),
      ]);
    query = query.where((eb) => (paid ? paidNow(eb) : notPaidNow(eb)));
  }
  if (vehicleTypeId !== undefined) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_vehicles as dv')
          .select('dv.user_vehicle_id')
          .whereRef('dv.user_id', '=', 'users.user_id')
          .where('dv.is_default', '=', true)
          .where('dv.vehicle_type_id', '=', vehicleTypeId),
      ),
    );
  }
  if (onlineSince !== undefined) query = query.where('users.visible_online', '=', true).where('users.last_activity', '>=', onlineSince);
  if (box) {
    query = query.where('users.latitude', '>=', box.minLat).where('users.latitude', '<=', box.maxLat);
    // A box across the antimeridian is two ranges of longitude.
    query =
      box.minLng <= box.maxLng
        ? query.where('users.longitude', '>=', box.minLng).where('users.longitude', '<=', box.maxLng)
        : query.where((eb) => eb.or([eb('users.longitude', '>=', box.minLng), eb('users.longitude', '<=', box.maxLng)]));
  }
  return (await query.orderBy('users.user_id').execute()) as MapUserRow[];
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
