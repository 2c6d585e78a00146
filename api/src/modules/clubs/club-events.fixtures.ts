// Test builders for the club events and club discussions tests: the roles of spec §6 (none of them
// in the club), a club with its owner, a free member who belongs to it and a banned member, and a
// club waiting for review.
import type { Kysely } from 'kysely';
import { nowSeconds } from '../../clock';
import type { Database } from '../../db/database';
import { makeUser } from '../../../test/fixtures';
import { makeRoleUsers, type RoleName } from '../events/rsvp-test-fixtures';

export const CLUB_ROLES = ['outlaw', 'newbie', 'rookie', 'member', 'moderator', 'admin', 'owner', 'clubber', 'banned'] as const;
export type ClubRole = (typeof CLUB_ROLES)[number];

export interface ClubWorld {
  ids: Record<ClubRole | RoleName, number>;
  /** The approved club (slug moab-crew) and the pending one (slug waiting-club), both owned by owner. */
  clubId: number;
  pendingClubId: number;
}

async function makeClub(db: Kysely<Database>, ownerId: number, name: string, slug: string, state: 'approved' | 'pending', lastActivity: number): Promise<number> {
  const { club_id } = await db
    .insertInto('clubs')
    .values({
      slug,
      name,
      description: `${name}, a club of the tests`,
      owner_user_id: ownerId,
      club_state: state,
      last_activity: lastActivity,
      created_at: lastActivity,
      location_type: 'online',
    })
    .returning('club_id')
    .executeTakeFirstOrThrow();
  return club_id;
}

/**
 * The roles (none a member of any club), owner and clubber (free members who belong to Moab Crew:
 * club events need no paid membership) and banned (banned from it).
 */
export async function makeClubWorld(db: Kysely<Database>): Promise<ClubWorld> {
  const roles = await makeRoleUsers(db);
  const owner = await makeUser(db, { username: 'owner', membership_code: 'free_membership' });
  const clubber = await makeUser(db, { username: 'clubber', membership_code: 'free_membership' });
  const banned = await makeUser(db, { username: 'banned', membership_code: 'premium_membership' });
  const longAgo = nowSeconds() - 90 * 86_400;
  const clubId = await makeClub(db, owner.user_id, 'Moab Crew', 'moab-crew', 'approved', longAgo);
  const pendingClubId = await makeClub(db, owner.user_id, 'Waiting Club', 'waiting-club', 'pending', longAgo);
  await db
    .insertInto('club_members')
    .values([
      { club_id: clubId, user_id: owner.user_id, member_state: 'valid', join_date: longAgo },
      { club_id: clubId, user_id: clubber.user_id, member_state: 'valid', join_date: longAgo },
      { club_id: clubId, user_id: banned.user_id, member_state: 'banned', join_date: longAgo, ban_reason: 'Rude on the trail', banned_at: longAgo },
      { club_id: pendingClubId, user_id: owner.user_id, member_state: 'valid', join_date: longAgo },
    ])
    .execute();
  await db.updateTable('clubs').set({ member_count: 2 }).where('club_id', '=', clubId).execute();
  return { ids: { ...roles, owner: owner.user_id, clubber: clubber.user_id, banned: banned.user_id }, clubId, pendingClubId };
}

export async function clubLastActivity(db: Kysely<Database>, clubId: number): Promise<number> {
  const row = await db.selectFrom('clubs').select('last_activity').where('club_id', '=', clubId).executeTakeFirstOrThrow();
  return Number(row.last_activity);
}
