// Where a viewer stands with a club, read from the database, for the places outside the clubs
// routes that hold club things: the event engine (a club event is seen through its club and only
// its members RSVP) and the forum's reply call (a club thread takes replies from its members).
// The rules themselves are club-permissions.ts; this file only loads what they need.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { ClubMemberState, ClubRow } from '../../db/tables/events-clubs.table';
import type { ApiError } from '../../http/api-error';
import { MAX_ID } from '../../http/schemas';
import { canSeeClub, participationRefusal, type ClubViewerUser } from './club-permissions';

type Db = Kysely<Database>;

export interface ClubAccess {
  club: ClubRow;
  /** The viewer's membership (undefined: none, or a visitor). */
  state: ClubMemberState | undefined;
}

/** The club and the viewer's state in it, in one query; undefined when there is no such club. */
export async function loadClubAccess(db: Db, clubId: number, viewer: Pick<ClubViewerUser, 'user_id'> | null): Promise<ClubAccess | undefined> {
  return loadAccess(db, { clubId }, viewer);
}

/** The same for a club named in a URL: digits are its id (within MAX_ID), anything else its slug. */
export async function loadClubAccessByRef(db: Db, ref: string, viewer: Pick<ClubViewerUser, 'user_id'> | null): Promise<ClubAccess | undefined> {
  if (/^\d+$/.test(ref)) {
    const id = Number(ref);
    return id >= 1 && id <= MAX_ID ? loadAccess(db, { clubId: id }, viewer) : undefined;
  }
  return loadAccess(db, { slug: ref }, viewer);
}

async function loadAccess(db: Db, which: { clubId: number } | { slug: string }, viewer: Pick<ClubViewerUser, 'user_id'> | null): Promise<ClubAccess | undefined> {
  const row = await db
    .selectFrom('clubs')
    .leftJoin('club_members', (join) =>
      join.onRef('club_members.club_id', '=', 'clubs.club_id').on('club_members.user_id', '=', viewer ? viewer.user_id : -1),
    )
    .selectAll('clubs')
    .select('club_members.member_state')
    .where((eb) => ('clubId' in which ? eb('clubs.club_id', '=', which.clubId) : eb('clubs.slug', '=', which.slug)))
    .executeTakeFirst();
  if (!row) return undefined;
  const { member_state, ...club } = row;
  return { club: club as ClubRow, state: member_state ?? undefined };
}

/**
 * Why this viewer may not take part in each of these clubs (null: they may), in one query: a list
 * of threads from several clubs says for each whether a reply would be taken.
 */
export async function clubParticipationRefusals(db: Db, clubIds: number[], viewer: ClubViewerUser | null): Promise<Map<number, ApiError | null>> {
  const ids = [...new Set(clubIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('clubs')
    .leftJoin('club_members', (join) => join.onRef('club_members.club_id', '=', 'clubs.club_id').on('club_members.user_id', '=', viewer ? viewer.user_id : -1))
    .select(['clubs.club_id', 'clubs.owner_user_id', 'clubs.club_state', 'club_members.member_state'])
    .where('clubs.club_id', 'in', ids)
    .execute();
  const found = new Map(rows.map((row) => [row.club_id, row]));
  return new Map(
    ids.map((id) => {
      const row = found.get(id);
      const club = row ?? { owner_user_id: -1, club_state: 'rejected' as const };
      return [id, participationRefusal(viewer, club, row?.member_state ?? undefined)];
    }),
  );
}

/** May this viewer see the club (and so anything in it)? A missing club: no. */
export function seesClub(access: ClubAccess | undefined, viewer: ClubViewerUser | null): boolean {
  return access !== undefined && canSeeClub(viewer, access.club);
}

/** Why this viewer may not take part in the club (RSVP, reply), or null. A missing club refuses as a non-member. */
export async function clubParticipationRefusal(db: Db, clubId: number, viewer: ClubViewerUser | null): Promise<ApiError | null> {
  return (await clubParticipationRefusals(db, [clubId], viewer)).get(clubId) ?? null;
}

/** A new discussion, reply or club event: the club's last activity (the list's default sort). */
export async function touchClub(trx: Db, clubId: number, now: number): Promise<void> {
  await trx.updateTable('clubs').set({ last_activity: now }).where('club_id', '=', clubId).where('last_activity', '<', now).execute();
}

/** The club an event belongs to (null: a site event, or no such event). */
export async function clubOfEvent(db: Db, eventId: number): Promise<number | null> {
  const row = await db.selectFrom('events').select('club_id').where('event_id', '=', eventId).executeTakeFirst();
  return row?.club_id ?? null;
}
