// Accounts in every role of spec §6 for the membership module's tests (no demo seed: faster).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { makeUser } from '../../../test/fixtures';

export const ROLES = ['rookie', 'member', 'moderator', 'admin', 'newbie', 'outlaw'] as const;
export type Role = (typeof ROLES)[number];

export async function makeRoleAccounts(db: Kysely<Database>): Promise<Record<Role, number>> {
  const made = {
    rookie: await makeUser(db, { username: 'rookie', email_confirmed: true, membership_code: 'free_membership' }),
    member: await makeUser(db, { username: 'member', email_confirmed: true, membership_code: 'premium_membership' }),
    moderator: await makeUser(db, { username: 'moderator', email_confirmed: true, membership_code: 'premium_membership', is_moderator: true, is_staff: true }),
    admin: await makeUser(db, { username: 'admin', email_confirmed: true, membership_code: 'premium_membership', is_admin: true, is_staff: true }),
    newbie: await makeUser(db, { username: 'newbie', email_confirmed: false, account_state: 'account_incomplete', membership_code: 'free_membership' }),
    outlaw: await makeUser(db, { username: 'outlaw', email_confirmed: true, account_state: 'banned', membership_code: 'free_membership' }),
  };
  return Object.fromEntries(Object.entries(made).map(([role, user]) => [role, user.user_id])) as Record<Role, number>;
}
