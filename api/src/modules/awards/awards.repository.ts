// The awards' SQL (spec §7 Awards): categories and awards in display order, who holds what, the
// viewer's state on each award, requests and their review. Awards are read a page at a time and
// then filled in (holder counts, the viewer's state) with one query each per page, never per award.
import type { Kysely, Selectable } from 'kysely';
import type { Award, UserAward } from '@trailhead/shared-kernel/types';
import type { DialectName } from '../../db/database';
import { preparedListQuery, preparedQuery } from '../../db/prepared-query';
import type { Database } from '../../db/tables';
import type { AwardRequestState, AwardRequestsTable, AwardsTable } from '../../db/tables/activity.table';
import { SUMMARY_COLUMNS, type SummaryFields } from '../users/user-mapper';

type Db = Kysely<Database>;
export type AwardRow = Selectable<AwardsTable>;
export type AwardRequestRow = Selectable<AwardRequestsTable>;

/** GET /awards/{id}/recent: this many newest holders. */
export const RECENT_RECIPIENTS = 20;

const AWARD_COLUMNS = [
  'awards.award_id',
  'awards.award_category_id',
  'awards.title',
  'awards.description',
  'awards.icon_url',
  'awards.points',
  'awards.can_request',
  'awards.display_order',
] as const;

export async function findAward(db: Db, awardId: number): Promise<AwardRow | undefined> {
  return db.selectFrom('awards').select(AWARD_COLUMNS).where('award_id', '=', awardId).executeTakeFirst();
}

/** Every award, in its category's order and then its own. */
export async function awardsPage(db: Db, limit: number, offset: number): Promise<{ rows: AwardRow[]; total: number }> {
  const rows = await db
    .selectFrom('awards')
    .innerJoin('award_categories', 'award_categories.award_category_id', 'awards.award_category_id')
    .select(AWARD_COLUMNS)
    .orderBy('award_categories.display_order')
    .orderBy('award_categories.award_category_id')
    .orderBy('awards.display_order')
    .orderBy('awards.award_id')
    .limit(limit)
    .offset(offset)
    .execute();
  const count = await db.selectFrom('awards').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

/** A page of categories with all their awards (each category's awards in display order). */
export async function categoriesPage(db: Db, limit: number, offset: number) {
  const categories = await db
    .selectFrom('award_categories')
    .select(['award_category_id', 'title', 'description'])
    .orderBy('display_order')
    .orderBy('award_category_id')
    .limit(limit)
    .offset(offset)
    .execute();
  const count = await db.selectFrom('award_categories').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const ids = categories.map((category) => category.award_category_id);
  const awards = ids.length
    ? await db.selectFrom('awards').select(AWARD_COLUMNS).where('award_category_id', 'in', ids).orderBy('display_order').orderBy('award_id').execute()
    : [];
  return { categories, awards, total: Number(count.n) };
}

/** The awards a page fills in with one query (a page of awards; more run in chunks of this). */
const AWARD_IDS_AT_ONCE = 20;

/** How many hold each of a page's awards, compiled once (a profile's trophies and the awards page ask on every load). */
const holderCountsOf = preparedListQuery(AWARD_IDS_AT_ONCE, (db, awardIds: number[]) =>
  db
    .selectFrom('user_awards')
    .select(['award_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('award_id', 'in', awardIds)
    .groupBy('award_id'),
);

/** Which of these awards one viewer holds, and which they asked for (pending), compiled once. */
const viewerHeldOf = preparedListQuery(
  AWARD_IDS_AT_ONCE,
  (db, awardIds: number[], viewerId: number) => db.selectFrom('user_awards').select('award_id').where('user_id', '=', viewerId).where('award_id', 'in', awardIds),
  -1_000_001,
);
const viewerRequestedOf = preparedListQuery(
  AWARD_IDS_AT_ONCE,
  (db, awardIds: number[], viewerId: number) =>
    db.selectFrom('award_requests').select('award_id').where('user_id', '=', viewerId).where('award_id', 'in', awardIds).where('request_state', '=', 'pending'),
  -1_000_001,
);

type ViewerState = Award['viewer_state'];

/** How many hold each of these awards. */
async function holderCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  return new Map((await holderCountsOf(db, ids)).map((row) => [row.award_id, Number(row.n)]));
}

/** What the viewer has of each of these awards: held, requested (pending) or none; none for a visitor. */
async function viewerStates(db: Db, ids: number[], viewerId: number | null): Promise<(awardId: number) => ViewerState> {
  if (viewerId === null) return () => 'none';
  const [held, requested] = await Promise.all([viewerHeldOf(db, ids, viewerId), viewerRequestedOf(db, ids, viewerId)]);
  const heldIds = new Set(held.map((row) => row.award_id));
  const requestedIds = new Set(requested.map((row) => row.award_id));
  return (awardId) => (heldIds.has(awardId) ? 'held' : requestedIds.has(awardId) ? 'requested' : 'none');
}

function toAward(row: AwardRow, holders: ReadonlyMap<number, number>, stateOf: (awardId: number) => ViewerState): Award {
  return {
    award_id: row.award_id,
    award_category_id: row.award_category_id,
    title: row.title,
    description: row.description,
    icon_url: row.icon_url,
    points: row.points,
    can_request: Boolean(row.can_request),
    holder_count: holders.get(row.award_id) ?? 0,
    viewer_state: stateOf(row.award_id),
  };
}

/** Awards as the viewer sees them: holder counts and (for a signed-in viewer) held / requested. */
export async function toAwards(db: Db, rows: AwardRow[], viewerId: number | null): Promise<Award[]> {
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.map((row) => row.award_id))];
  const [holders, stateOf] = await Promise.all([holderCounts(db, ids), viewerStates(db, ids, viewerId)]);
  return rows.map((row) => toAward(row, holders, stateOf));
}

/** Which of these members hold or have asked for which of these awards: `${user_id}:${award_id}` keys. */
export async function memberAwardStates(db: Db, userIds: number[], awardIds: number[]): Promise<{ held: Set<string>; requested: Set<string> }> {
  const held = new Set<string>();
  const requested = new Set<string>();
  if (userIds.length === 0 || awardIds.length === 0) return { held, requested };
  const users = [...new Set(userIds)];
  const awards = [...new Set(awardIds)];
  const own = await db.selectFrom('user_awards').select(['user_id', 'award_id']).where('user_id', 'in', users).where('award_id', 'in', awards).execute();
  for (const row of own) held.add(`${row.user_id}:${row.award_id}`);
  const pending = await db
    .selectFrom('award_requests')
    .select(['user_id', 'award_id'])
    .where('user_id', 'in', users)
    .where('award_id', 'in', awards)
    .where('request_state', '=', 'pending')
    .execute();
  for (const row of pending) requested.add(`${row.user_id}:${row.award_id}`);
  return { held, requested };
}

/** The award's newest holders. */
export async function recentRecipients(db: Db, awardId: number, limit: number = RECENT_RECIPIENTS) {
  return db
    .selectFrom('user_awards')
    .innerJoin('users', 'users.user_id', 'user_awards.user_id')
    .select([...SUMMARY_COLUMNS.map((column) => `users.${column}` as const), 'user_awards.award_date'])
    .where('user_awards.award_id', '=', awardId)
    .orderBy('user_awards.award_date', 'desc')
    .orderBy('user_awards.user_award_id', 'desc')
    .limit(limit)
    .execute();
}

const heldBy = preparedQuery(
  (db, userId: number) =>
    db
      .selectFrom('user_awards')
      .innerJoin('awards', 'awards.award_id', 'user_awards.award_id')
      .select([...AWARD_COLUMNS, 'user_awards.award_date', 'user_awards.award_reason'])
      .where('user_awards.user_id', '=', userId)
      .orderBy('user_awards.award_date', 'desc')
      .orderBy('user_awards.user_award_id', 'desc'),
  -1_000_001,
);

/** A member's awards, newest first, with how many hold each: what their trophies show every viewer alike. */
export interface HeldAwards {
  userId: number;
  rows: Awaited<ReturnType<typeof heldBy>>;
  /** The awards' ids, each once: what the viewer's states are asked for. */
  ids: number[];
  holders: ReadonlyMap<number, number>;
}

export async function heldAwardsOf(db: Db, userId: number): Promise<HeldAwards> {
  const rows = await heldBy(db, userId);
  const ids = [...new Set(rows.map((row) => row.award_id))];
  return { userId, rows, ids, holders: ids.length === 0 ? new Map() : await holderCounts(db, ids) };
}

/**
 * The member's awards as the viewer sees them (viewer_state for the viewer). On their own profile
 * the viewer holds every one of them, with nothing to ask.
 */
export async function trophiesAsSeen(db: Db, held: HeldAwards, viewerId: number | null): Promise<UserAward[]> {
  const stateOf = viewerId === held.userId ? () => 'held' as const : await viewerStates(db, held.ids, viewerId);
  return held.rows.map((row) => ({ award: toAward(row, held.holders, stateOf), award_date: row.award_date, award_reason: row.award_reason }));
}

/** The member's awards, newest first, as the viewer sees them (viewer_state for the viewer). */
export async function awardsOfUser(db: Db, userId: number, viewerId: number | null): Promise<UserAward[]> {
  return trophiesAsSeen(db, await heldAwardsOf(db, userId), viewerId);
}

export async function holdsAward(db: Db, awardId: number, userId: number): Promise<boolean> {
  const row = await db.selectFrom('user_awards').select('user_award_id').where('award_id', '=', awardId).where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

export async function hasPendingRequest(db: Db, awardId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('award_requests')
    .select('award_request_id')
    .where('award_id', '=', awardId)
    .where('user_id', '=', userId)
    .where('request_state', '=', 'pending')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Locks the member's row for the rest of the transaction on PostgreSQL (SQLite runs one write
 * transaction at a time anyway): two requests of one member at once are checked one after the other.
 */
export async function lockMember(trx: Db, dialect: DialectName, userId: number): Promise<void> {
  const query = trx.selectFrom('users').select('user_id').where('user_id', '=', userId);
  await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

export async function insertRequest(trx: Db, awardId: number, userId: number, reason: string, now: number): Promise<number> {
  const row = await trx
    .insertInto('award_requests')
    .values({ award_id: awardId, user_id: userId, award_reason: reason, request_date: now, request_state: 'pending' })
    .returning('award_request_id')
    .executeTakeFirstOrThrow();
  return row.award_request_id;
}

export async function findRequest(db: Db, requestId: number): Promise<AwardRequestRow | undefined> {
  return db.selectFrom('award_requests').selectAll().where('award_request_id', '=', requestId).executeTakeFirst();
}

/** Decides a request still pending; false when someone decided it first. */
export async function decideRequest(
  trx: Db,
  requestId: number,
  decision: { state: Exclude<AwardRequestState, 'pending'>; reviewerId: number; reason: string | null; now: number },
): Promise<boolean> {
  const result = await trx
    .updateTable('award_requests')
    .set({ request_state: decision.state, reviewed_by: decision.reviewerId, reviewed_at: decision.now, refuse_reason: decision.reason })
    .where('award_request_id', '=', requestId)
    .where('request_state', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Pending requests, oldest first. */
export async function pendingRequests(db: Db, limit: number, offset: number): Promise<{ rows: AwardRequestRow[]; total: number }> {
  const rows = await db
    .selectFrom('award_requests')
    .selectAll()
    .where('request_state', '=', 'pending')
    .orderBy('request_date')
    .orderBy('award_request_id')
    .limit(limit)
    .offset(offset)
    .execute();
  const count = await db
    .selectFrom('award_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('request_state', '=', 'pending')
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

export async function membersById(db: Db, userIds: number[]): Promise<Map<number, SummaryFields>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(SUMMARY_COLUMNS).where('user_id', 'in', [...new Set(userIds)]).execute();
  return new Map(rows.map((row) => [row.user_id, row]));
}

export async function awardsById(db: Db, awardIds: number[]): Promise<AwardRow[]> {
  if (awardIds.length === 0) return [];
  return db.selectFrom('awards').select(AWARD_COLUMNS).where('award_id', 'in', [...new Set(awardIds)]).execute();
}

/** Gives the award once: false when the member already holds it (the unique user_awards_once). */
export async function insertUserAward(
  trx: Db,
  award: { awardId: number; userId: number; givenBy: number | null; reason: string; now: number },
): Promise<boolean> {
  const inserted = await trx
    .insertInto('user_awards')
    .values({ award_id: award.awardId, user_id: award.userId, given_by: award.givenBy, award_reason: award.reason, award_date: award.now })
    .onConflict((conflict) => conflict.columns(['award_id', 'user_id']).doNothing())
    .returning('user_award_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Adds the points in one statement (no read-modify-write); returns the points before and after. */
export async function addTrophyPoints(trx: Db, userId: number, points: number): Promise<{ before: number; after: number }> {
  const row = await trx
    .updateTable('users')
    .set((eb) => ({ trophy_points: eb('trophy_points', '+', points) }))
    .where('user_id', '=', userId)
    .returning('trophy_points')
    .executeTakeFirstOrThrow();
  return { before: row.trophy_points - points, after: row.trophy_points };
}
