// receive_admin_email (spec §3 Settings payload, Privacy settings): the one question any mail the
// site's staff send to members (announcements, newsletters) must ask. The site sends none yet;
// the first such sender reads its recipients here, so the setting cannot be forgotten.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { UserRow } from '../../db/tables/users.table';

/** Whether staff e-mail may go to this member: they asked for it and their account can sign in. */
export function acceptsAdminEmail(member: Pick<UserRow, 'receive_admin_email' | 'account_state'>): boolean {
  return Boolean(member.receive_admin_email) && member.account_state === 'valid';
}

/** The next page of members staff e-mail may go to, by user id after `afterUserId`. */
export async function adminMailRecipients(
  db: Kysely<Database>,
  afterUserId: number,
  limit: number,
): Promise<{ user_id: number; username: string; email: string }[]> {
  return db
    .selectFrom('users')
    .select(['user_id', 'username', 'email'])
    .where('receive_admin_email', '=', true)
    .where('account_state', '=', 'valid')
    .where('user_id', '>', afterUserId)
    .orderBy('user_id')
    .limit(limit)
    .execute();
}
