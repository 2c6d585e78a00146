import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { ClubLocationType, ClubMemberState, ClubRow } from '../../db/tables/events-clubs.table';

export type ClubSortField = 'last_activity' | 'name' | 'member_count';

export interface ClubsFilter {
  search?: string;
  locationType?: ClubLocationType;
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

export async function listClubs(
  db: Kysely<Database>,
  filter: ClubsFilter,
): Promise<{ rows: ClubRow[]; total: number }> {
  const { total } = await db
    .selectFrom('clubs')
    .where((eb) => clubsWhere(eb, filter))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const query = db.selectFrom('clubs').selectAll('clubs').where((eb) => clubsWhere(eb, filter));
  const sorted =
    filter.sortBy === 'name'
      ? query.orderBy(sql`lower(clubs.name)`, filter.sortOrder)
      : query.orderBy(`clubs.${filter.sortBy}`, filter.sortOrder);
  const rows = await sorted
    .orderBy('clubs.club_id', filter.sortOrder)
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  return { rows, total: Number(total) };
}

/** The member's state in each of the given clubs (absent = not a member). */
export async function memberStates(
  db: Kysely<Database>,
  userId: number,
  clubIds: number[],
): Promise<Map<number, ClubMemberState>> {
  if (clubIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('club_members')
    .select(['club_id', 'member_state'])
    .where('user_id', '=', userId)
    .where('club_id', 'in', clubIds)
    .execute();
  return new Map(rows.map((row) => [row.club_id, row.member_state]));
}

/** member_count is denormalised: members in state valid. */
export async function refreshClubMemberCounts(db: Kysely<Database>): Promise<void> {
  await sql`
    update clubs set member_count = (
      select count(*) from club_members m where m.club_id = clubs.club_id and m.member_state = 'valid')
  `.execute(db);
}
