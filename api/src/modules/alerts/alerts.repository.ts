import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';

/** The member's alerts, newest first. */
export async function listMemberAlerts(db: Kysely<Database>, userId: number, limit: number, offset: number) {
  const base = db.selectFrom('alerts').where('alerts.user_id', '=', userId);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .leftJoin('users as from_user', 'from_user.user_id', 'alerts.from_user_id')
    .innerJoin('users as to_user', 'to_user.user_id', 'alerts.user_id')
    .selectAll('alerts')
    .select(['from_user.username as from_username', 'to_user.username as to_username'])
    .orderBy('alerts.event_date', 'desc')
    .orderBy('alerts.alert_id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows, total: Number(total) };
}
