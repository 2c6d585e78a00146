import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { NewUser, UserRow } from '../../db/tables/users.table';

/** Which of the two must-be-unique names is taken already (e-mail first, as the form asks it first). */
export async function takenName(db: Kysely<Database>, email: string, username: string): Promise<'email' | 'username' | null> {
  const rows = await db
    .selectFrom('users')
    .select(['email', 'username'])
    .where((eb) => eb.or([eb('email', '=', email.toLowerCase()), eb(sql<string>`lower(username)`, '=', username.toLowerCase())]))
    .execute();
  if (rows.some((row) => row.email === email.toLowerCase())) return 'email';
  return rows.length > 0 ? 'username' : null;
}

export async function insertUser(db: Kysely<Database>, user: NewUser): Promise<UserRow> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

/** The address is proven: the account leaves the incomplete state it was created in, and no other code or link works. */
export async function markEmailConfirmed(db: Kysely<Database>, user: UserRow, now: number): Promise<void> {
  const unconfirmedState = user.account_state === 'account_incomplete' || user.account_state === 'not_valid';
  await db
    .updateTable('users')
    .set({ email_confirmed: true, ...(unconfirmedState ? { account_state: 'valid' as const } : {}) })
    .where('user_id', '=', user.user_id)
    .execute();
  await db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('user_id', '=', user.user_id)
    .where('purpose', '=', 'email_confirmation')
    .where('used_at', 'is', null)
    .execute();
}
