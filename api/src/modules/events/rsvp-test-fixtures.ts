// Test builders for the RSVP, invitation and calendar tests: one account per role of spec §6 and
// events made straight in the database.
import type { Insertable, Kysely } from 'kysely';
import { nowSeconds } from '../../clock';
import type { Database } from '../../db/database';
import type { EventsTable } from '../../db/tables/events-clubs.table';
import { makeUser } from '../../../test/fixtures';

export const HOUR = 3600;

export const ROLE_ACCOUNTS = {
  outlaw: { account_state: 'banned', membership_code: 'free_membership' },
  newbie: { account_state: 'account_incomplete', email_confirmed: false, membership_code: 'free_membership' },
  rookie: { membership_code: 'free_membership' },
  member: { membership_code: 'premium_membership' },
  moderator: { membership_code: 'premium_membership', is_moderator: true, is_staff: true },
  admin: { membership_code: 'premium_membership', is_admin: true, is_staff: true },
  organiser: { membership_code: 'premium_membership' },
} as const;
export type RoleName = keyof typeof ROLE_ACCOUNTS;

export async function makeRoleUsers(db: Kysely<Database>): Promise<Record<RoleName, number>> {
  const ids = {} as Record<RoleName, number>;
  for (const [role, values] of Object.entries(ROLE_ACCOUNTS) as [RoleName, (typeof ROLE_ACCOUNTS)[RoleName]][]) {
    ids[role] = (await makeUser(db, { username: role, ...(values as object) })).user_id;
  }
  return ids;
}

/** An upcoming ride (tomorrow, six hours) unless the values say otherwise. */
export async function makeEvent(db: Kysely<Database>, userId: number, values: Partial<Insertable<EventsTable>> = {}): Promise<number> {
  const now = nowSeconds();
  const start = values.start_date ?? now + 48 * HOUR;
  const { event_id } = await db
    .insertInto('events')
    .values({
      title: 'Slickrock ride',
      description: '<p>Bring water &amp; snacks.</p>',
      kind: 'ride',
      start_date: start,
      end_date: start + 6 * HOUR,
      region: 'rocky-mountains',
      location_name: 'Slickrock trailhead',
      city: 'Moab',
      state: 'UT',
      latitude: 38.5733,
      longitude: -109.5498,
      rigs_no: 0,
      vehicle_type_id: 0,
      user_id: userId,
      created_at: now - 86_400,
      timezone: 'America/Denver',
      ...values,
    })
    .returning('event_id')
    .executeTakeFirstOrThrow();
  return event_id;
}
