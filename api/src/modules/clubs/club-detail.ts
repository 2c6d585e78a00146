// One club as a viewer sees it: found by id or slug, hidden (404 'no club details found') from
// those who may not see it (club-permissions.ts canSeeClub), with the viewer's own state read on
// every request and the rest shared for a few seconds (clubs-cache.ts).
import type { ClubDetail, ClubMember } from '@trailhead/shared-kernel/types';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { ClubMemberState, ClubRow } from '../../db/tables/events-clubs.table';
import type { UserRow } from '../../db/tables/users.table';
import { ApiError } from '../../http/api-error';
import { MAX_ID } from '../../http/schemas';
import { loadUserSummaries } from '../users/users.repository';
import { toClubDetail, toClubMember, type SharedClub } from './club-mapper';
import { canAdminClub, canSeeClub, clubNotFound } from './club-permissions';
import { cachedClubs } from './clubs-cache';
import { countDiscussions, countUpcomingEvents, findClub, findClubBySlug, findMember, listMembers } from './clubs.repository';

type Db = Kysely<Database>;

/** Members shown with a club's page (members=1), and per page of GET /clubs/{id}/members. */
export const CLUB_MEMBERS_PER_PAGE = 20;

/** A club's id (digits) or slug, as the path gives it; an id above MAX_ID is a bad request. */
export type ClubRef = { id: number } | { slug: string };

export function clubRef(raw: string): ClubRef {
  if (/^\d+$/.test(raw)) {
    const id = Number(raw);
    if (id < 1 || id > MAX_ID) throw new ApiError(400, 'invalid_parameter', `A club id must be a whole number from 1 to ${MAX_ID}.`);
    return { id };
  }
  return { slug: raw };
}

function refKey(ref: ClubRef): string {
  return 'id' in ref ? `id:${ref.id}` : `slug:${ref.slug}`;
}

export function findClubByRef(db: Db, ref: ClubRef): Promise<ClubRow | undefined> {
  return 'id' in ref ? findClub(db, ref.id) : findClubBySlug(db, ref.slug);
}

/** The club if this viewer may see it; 404 'no club details found' otherwise. */
export async function visibleClub(db: Db, ref: ClubRef, viewer: UserRow | null): Promise<ClubRow> {
  const row = await findClubByRef(db, ref);
  if (!row || !canSeeClub(viewer, row)) throw clubNotFound();
  return row;
}

/** The viewer's membership state in the club (undefined: not a member). */
export async function stateIn(db: Db, clubId: number, viewer: UserRow | null): Promise<ClubMemberState | undefined> {
  if (!viewer) return undefined;
  return (await findMember(db, clubId, viewer.user_id))?.member_state;
}

async function loadShared(db: Db, row: ClubRow, now: number): Promise<SharedClub> {
  const [owners, discussions, events] = await Promise.all([
    loadUserSummaries(db, [row.owner_user_id]),
    countDiscussions(db, row.club_id),
    countUpcomingEvents(db, row.club_id, now),
  ]);
  return { row, owner: owners.get(row.owner_user_id), discussion_count: discussions, upcoming_event_count: events };
}

/**
 * What every viewer of the club sees alike, or undefined when there is no such club. `shared`:
 * from the few-seconds cache; a write's own answer reads it fresh.
 */
export async function sharedClub(db: Db, ref: ClubRef, now: number, shared: boolean): Promise<SharedClub | undefined> {
  const load = async () => {
    const row = await findClubByRef(db, ref);
    return row ? loadShared(db, row, now) : undefined;
  };
  return shared ? cachedClubs(db, `club:${refKey(ref)}`, load) : load();
}

/** The club's first members in state valid (members=1), shared alike for every viewer. */
export async function firstMembers(db: Db, row: ClubRow, now: number, shared: boolean): Promise<ClubMember[]> {
  const load = async () => {
    const { rows } = await listMembers(db, row, ['valid'], CLUB_MEMBERS_PER_PAGE, 0);
    // Valid members carry no ban: the same for those who run the club and everyone else.
    return { members: rows.map((member) => toClubMember(member, row, false, now)) };
  };
  const result = shared ? await cachedClubs(db, `first-members:${row.club_id}`, load) : await load();
  return result?.members ?? [];
}

export interface ViewedClub {
  club: ClubDetail;
  row: ClubRow;
  state: ClubMemberState | undefined;
}

/** The club as this viewer sees it (404 when they may not). */
export async function clubForViewer(
  db: Db,
  ref: ClubRef,
  viewer: UserRow | null,
  now: number,
  options: { shared?: boolean; extraViews?: (clubId: number) => number } = {},
): Promise<ViewedClub> {
  const shared = await sharedClub(db, ref, now, options.shared ?? false);
  if (!shared || !canSeeClub(viewer, shared.row)) throw clubNotFound();
  const state = await stateIn(db, shared.row.club_id, viewer);
  return {
    club: toClubDetail(shared, viewer, state, now, options.extraViews?.(shared.row.club_id) ?? 0),
    row: shared.row,
    state,
  };
}

/** Whether the viewer runs the club (owner, admin, super moderator): bans and ban reasons are theirs to see. */
export function runsClub(viewer: UserRow | null, row: ClubRow): boolean {
  return canAdminClub(viewer, row);
}
