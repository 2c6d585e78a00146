import { sql, type ExpressionBuilder, type Insertable, type Kysely, type Updateable } from 'kysely';
import { preparedQuery } from '../../db/prepared-query';
import type { Database } from '../../db/tables';
import type { ClubLocationType, ClubMemberState, ClubRow, ClubsTable } from '../../db/tables/events-clubs.table';
import { SUMMARY_COLUMNS, type SummaryFields } from '../users/user-mapper';

type Db = Kysely<Database>;

export type ClubSortField = 'last_activity' | 'name' | 'member_count';

export interface ClubsFilter {
  search?: string;
  locationType?: ClubLocationType;
  /** Clubs of this vehicle type and clubs for every type (0); absent or 0: all clubs. */
  vehicleTypeId?: number;
  /** Only clubs this member belongs to. */
  memberUserId?: number;
  sortBy: ClubSortField;
  sortOrder: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** LIKE treats % and _ as wildcards: escape them so a search matches the text typed. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function clubsWhere(eb: ExpressionBuilder<Database, 'clubs'>, filter: ClubsFilter) {
  const conditions = [eb('clubs.club_state', '=', 'approved')];
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      eb.or([
        eb(sql`lower(clubs.name)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(coalesce(clubs.city, ''))`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  if (filter.locationType) conditions.push(eb('clubs.location_type', '=', filter.locationType));
  if (filter.vehicleTypeId) conditions.push(eb('clubs.vehicle_type_id', 'in', [0, filter.vehicleTypeId]));
  if (filter.memberUserId !== undefined) {
    conditions.push(
      eb.exists(
        eb
          .selectFrom('club_members')
          .select('club_members.user_id')
          .whereRef('club_members.club_id', '=', 'clubs.club_id')
          .where('club_members.user_id', '=', filter.memberUserId)
          .where('club_members.member_state', '=', 'valid'),
      ),
    );
  }
  return eb.and(conditions);
}

/** A page of approved clubs and how many match, in one query (the total as a window count). */
export async function listClubs(db: Db, filter: ClubsFilter): Promise<{ rows: ClubRow[]; total: number }> {
  const query = db
    .selectFrom('clubs')
    .selectAll('clubs')
    .select(sql<number>`count(*) over ()`.as('total_count'))
    .where((eb) => clubsWhere(eb, filter));
  const sorted =
    filter.sortBy === 'name'
      ? query.orderBy(sql`lower(clubs.name)`, filter.sortOrder)
      : query.orderBy(`clubs.${filter.sortBy}`, filter.sortOrder);
  const rows = await sorted.orderBy('clubs.club_id', filter.sortOrder).limit(filter.limit).offset(filter.offset).execute();
  if (rows.length === 0 && filter.offset > 0) {
    // Past the last page: the window count is not there to read.
    const { total } = await db
      .selectFrom('clubs')
      .where((eb) => clubsWhere(eb, filter))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    return { rows: [], total: Number(total) };
  }
  const total = rows.length > 0 ? Number(rows[0].total_count) : 0;
  return { rows: rows.map(({ total_count: _total, ...row }) => row as ClubRow), total };
}

/** Approved clubs, most recently active or most viewed first. */
export async function topClubs(db: Db, by: 'last_activity' | 'view_count', limit: number): Promise<ClubRow[]> {
  return db
    .selectFrom('clubs')
    .selectAll()
    .where('club_state', '=', 'approved')
    .orderBy(by, 'desc')
    .orderBy('club_id', 'desc')
    .limit(limit)
    .execute();
}

/** Clubs waiting for review, oldest first. */
export async function pendingClubs(db: Db, limit: number, offset: number): Promise<{ rows: ClubRow[]; total: number }> {
  const { total } = await db
    .selectFrom('clubs')
    .where('club_state', '=', 'pending')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('clubs')
    .selectAll()
    .where('club_state', '=', 'pending')
    .orderBy('created_at', 'asc')
    .orderBy('club_id', 'asc')
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows, total: Number(total) };
}

/** Approved physical clubs with coordinates (of the vehicle type and of all types). */
export async function mapClubs(db: Db, vehicleTypeId: number, limit: number): Promise<ClubRow[]> {
  let query = db
    .selectFrom('clubs')
    .selectAll()
    .where('club_state', '=', 'approved')
    .where('location_type', '=', 'physical')
    .where('latitude', 'is not', null)
    .where('longitude', 'is not', null);
  if (vehicleTypeId) query = query.where('vehicle_type_id', 'in', [0, vehicleTypeId]);
  return query.orderBy('name').orderBy('club_id').limit(limit).execute();
}

export async function findClub(db: Db, clubId: number): Promise<ClubRow | undefined> {
  return db.selectFrom('clubs').selectAll().where('club_id', '=', clubId).executeTakeFirst();
}

export async function findClubBySlug(db: Db, slug: string): Promise<ClubRow | undefined> {
  return db.selectFrom('clubs').selectAll().where('slug', '=', slug).executeTakeFirst();
}

/** The slugs in use that start with `base` (to pick a free one). */
export async function slugsLike(db: Db, base: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('clubs')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  return new Set(rows.map((row) => row.slug));
}

/** Another club registered with this VIN (compared without case). */
export async function clubWithVin(db: Db, vin: string, exceptClubId: number | null): Promise<number | undefined> {
  let query = db.selectFrom('clubs').select('club_id').where(sql`upper(vin)`, '=', vin.toUpperCase());
  if (exceptClubId !== null) query = query.where('club_id', '!=', exceptClubId);
  return (await query.limit(1).executeTakeFirst())?.club_id;
}

/** Whether this VIN is one of the member's own vehicles (account details, compared without case). */
export async function vinOnProfile(db: Db, userId: number, vin: string): Promise<boolean> {
  const row = await db.selectFrom('user_vehicles').select('user_vehicle_id').where('user_id', '=', userId).where(sql`upper(vin)`, '=', vin.toUpperCase()).limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function insertClub(db: Db, club: Insertable<ClubsTable>): Promise<number> {
  const { club_id } = await db.insertInto('clubs').values(club).returning('club_id').executeTakeFirstOrThrow();
  return club_id;
}

export async function updateClub(db: Db, clubId: number, values: Updateable<ClubsTable>): Promise<void> {
  await db.updateTable('clubs').set(values).where('club_id', '=', clubId).execute();
}

/** The member's state in each of the given clubs (absent = not a member). */
// Every membership of one member (a handful of rows, by the club_members_user index): read on each
// list a member opens, so compiled once (see preparedQuery), whatever clubs the page holds.
const membershipsOf = preparedQuery(
  (db, userId: number) => db.selectFrom('club_members').select(['club_id', 'member_state']).where('user_id', '=', userId),
  -1_000_001,
);

export async function memberStates(db: Db, userId: number, clubIds: number[]): Promise<Map<number, ClubMemberState>> {
  if (clubIds.length === 0) return new Map();
  const wanted = new Set(clubIds);
  const rows = await membershipsOf(db, userId);
  return new Map(rows.filter((row) => wanted.has(row.club_id)).map((row) => [row.club_id, row.member_state]));
}

export async function findMember(db: Db, clubId: number, userId: number) {
  return db.selectFrom('club_members').selectAll().where('club_id', '=', clubId).where('user_id', '=', userId).executeTakeFirst();
}

/** Adds a member in state valid; a second join at the same moment adds nothing. Returns whether a row was added. */
export async function addMember(db: Db, clubId: number, userId: number, now: number): Promise<boolean> {
  const result = await db
    .insertInto('club_members')
    .values({ club_id: clubId, user_id: userId, member_state: 'valid', join_date: now })
    .onConflict((oc) => oc.columns(['club_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function removeMember(db: Db, clubId: number, userId: number): Promise<void> {
  await db.deleteFrom('club_members').where('club_id', '=', clubId).where('user_id', '=', userId).execute();
}

export async function setBan(
  db: Db,
  clubId: number,
  userId: number,
  ban: { reason: string; by: number; at: number } | null,
): Promise<void> {
  await db
    .updateTable('club_members')
    .set(
      ban
        ? { member_state: 'banned', ban_reason: ban.reason, banned_by: ban.by, banned_at: ban.at }
        : { member_state: 'valid', ban_reason: null, banned_by: null, banned_at: null },
    )
    .where('club_id', '=', clubId)
    .where('user_id', '=', userId)
    .execute();
}

/** member_count is denormalised: members in state valid. Recounted (not incremented) after every change. */
export async function recountMembers(db: Db, clubId: number, lastActivity?: number): Promise<void> {
  await db
    .updateTable('clubs')
    .set((eb) => ({
      member_count: eb
        .selectFrom('club_members')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('club_members.club_id', '=', 'clubs.club_id')
        .where('club_members.member_state', '=', 'valid'),
      ...(lastActivity !== undefined ? { last_activity: lastActivity } : {}),
    }))
    .where('club_id', '=', clubId)
    .execute();
}

/** A club's activity moved on (a join, a post). */
export async function touchClub(db: Db, clubId: number, now: number): Promise<void> {
  await db.updateTable('clubs').set({ last_activity: now }).where('club_id', '=', clubId).where('last_activity', '<', now).execute();
}

/** member_count of every club, recounted (the seed). */
export async function refreshClubMemberCounts(db: Db): Promise<void> {
  await sql`
    update clubs set member_count = (
      select count(*) from club_members m where m.club_id = clubs.club_id and m.member_state = 'valid')
  `.execute(db);
}

export type ClubMemberRow = SummaryFields & {
  member_state: ClubMemberState;
  join_date: number;
  ban_reason: string | null;
  banned_at: number | null;
};

/** A page of a club's members in the given states, the owner first, then by join date. */
export async function listMembers(
  db: Db,
  club: Pick<ClubRow, 'club_id' | 'owner_user_id'>,
  states: ClubMemberState[],
  limit: number,
  offset: number,
): Promise<{ rows: ClubMemberRow[]; total: number }> {
  const base = db
    .selectFrom('club_members')
    .innerJoin('users', 'users.user_id', 'club_members.user_id')
    .where('club_members.club_id', '=', club.club_id)
    .where('club_members.member_state', 'in', states);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select(SUMMARY_COLUMNS.map((column) => `users.${column}` as const))
    .select(['club_members.member_state', 'club_members.join_date', 'club_members.ban_reason', 'club_members.banned_at'])
    .orderBy(sql`case when club_members.user_id = ${club.owner_user_id} then 0 else 1 end`)
    .orderBy('club_members.join_date', 'asc')
    .orderBy('club_members.user_id', 'asc')
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows: rows as ClubMemberRow[], total: Number(total) };
}

/** One member of the club with their summary, or undefined. */
export async function findMemberWithUser(db: Db, clubId: number, userId: number): Promise<ClubMemberRow | undefined> {
  const row = await db
    .selectFrom('club_members')
    .innerJoin('users', 'users.user_id', 'club_members.user_id')
    .select(SUMMARY_COLUMNS.map((column) => `users.${column}` as const))
    .select(['club_members.member_state', 'club_members.join_date', 'club_members.ban_reason', 'club_members.banned_at'])
    .where('club_members.club_id', '=', clubId)
    .where('club_members.user_id', '=', userId)
    .executeTakeFirst();
  return row as ClubMemberRow | undefined;
}

/** The club's visible discussions (forum threads with club_id). */
export async function countDiscussions(db: Db, clubId: number): Promise<number> {
  const { n } = await db
    .selectFrom('threads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('club_id', '=', clubId)
    // The club's own discussions, as its Discussions tab lists them (its events' threads also carry club_id).
    .where('discussion_type', '=', 'tlg_group')
    .where('discussion_state', '=', 'visible')
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The club's events that have not ended and are not cancelled. */
export async function countUpcomingEvents(db: Db, clubId: number, now: number): Promise<number> {
  const { n } = await db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('club_id', '=', clubId)
    .where('end_date', '>=', now)
    .where('is_cancelled', '=', false)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Adds counted page views (see club-views.ts). */
export async function addViews(db: Db, views: ReadonlyMap<number, number>): Promise<void> {
  if (views.size === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const [clubId, count] of views) {
      await trx
        .updateTable('clubs')
        .set((eb) => ({ view_count: eb('view_count', '+', count) }))
        .where('club_id', '=', clubId)
        .execute();
    }
  });
}

/** Whether some club shows this image (a stored name no club uses is not served). */
export async function clubUsingImage(db: Db, url: string): Promise<boolean> {
  const row = await db
    .selectFrom('clubs')
    .select('club_id')
    .where((eb) => eb.or([eb('cover_url', '=', url), eb('avatar_url', '=', url)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
