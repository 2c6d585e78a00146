// The one writer of alerts (spec §3 alert kinds): every module's writes call it inside their own
// transaction, and tell the live hub about the members it returns once the transaction commits, so
// the alert shows on the alerts page, in the counts and on the live stream alike.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { AlertContentType } from '../../db/tables/messaging.table';

type Db = Kysely<Database>;

export interface NewAlert<Action extends string = string> {
  user_id: number;
  from_user_id: number | null;
  action: Action;
  content_type: AlertContentType;
  content_id: number;
  extra_data?: Record<string, unknown>;
}

/** Who gets an alert and who caused it (null: the site). */
type AlertPair = { user_id: number; from_user_id?: number | null };

/** Recipient and actor, for the pairs where the one ignores the other. */
const pairKey = (userId: number, actorId: number) => `${userId}:${actorId}`;

/** Which of these alerts go to a member who ignores their actor (spec §4 ignore). */
async function ignoredPairs(trx: Db, alerts: AlertPair[]): Promise<Set<string>> {
  const actors = [...new Set(alerts.flatMap((alert) => (alert.from_user_id == null ? [] : [alert.from_user_id])))];
  if (actors.length === 0) return new Set();
  const rows = await trx
    .selectFrom('user_ignores')
    .select(['user_id', 'ignored_user_id'])
    .where('user_id', 'in', [...new Set(alerts.map((alert) => alert.user_id))])
    .where('ignored_user_id', 'in', actors)
    .execute();
  return new Set(rows.map((row) => pairKey(row.user_id, row.ignored_user_id)));
}

/** The alerts whose recipient does not ignore who caused them (the demo seed keeps to it too). */
export async function withoutIgnoredActors<Alert extends AlertPair>(trx: Db, alerts: Alert[]): Promise<Alert[]> {
  const ignored = await ignoredPairs(trx, alerts);
  return alerts.filter((alert) => alert.from_user_id == null || !ignored.has(pairKey(alert.user_id, alert.from_user_id)));
}

/**
 * Writes the alerts: none to the member who caused them, none to a member who ignores who caused
 * them (their posts, profile posts and conversations are hidden from them, and so are their alerts).
 * Returns the members who got one.
 */
export async function createAlerts(trx: Db, alerts: NewAlert[], now: number): Promise<number[]> {
  const wanted = await withoutIgnoredActors(trx, alerts.filter((alert) => alert.user_id !== alert.from_user_id));
  if (wanted.length === 0) return [];
  await trx
    .insertInto('alerts')
    .values(
      wanted.map((alert) => ({
        user_id: alert.user_id,
        from_user_id: alert.from_user_id,
        action: alert.action,
        content_type: alert.content_type,
        content_id: alert.content_id,
        event_date: now,
        is_read: false,
        is_viewed: false,
        extra_data: JSON.stringify(alert.extra_data ?? {}),
      })),
    )
    .execute();
  return [...new Set(wanted.map((alert) => alert.user_id))];
}

/**
 * Spec §4 reactions (the same again removes one, another replaces it): the author's alert follows
 * the reaction. The member's earlier alerts about their reaction to this content go; while a
 * reaction stands, one new alert names it. Returns the members whose alerts changed.
 */
export async function alertReaction(trx: Db, alert: NewAlert<'reaction'>, standing: boolean, now: number): Promise<number[]> {
  const withdrawn = await withdrawReactionAlerts(trx, alert);
  const written = standing ? await createAlerts(trx, [alert], now) : [];
  return withdrawn > 0 && !written.includes(alert.user_id) ? [...written, alert.user_id] : written;
}

/** Removes the actor's earlier reaction alerts to this recipient about this content; returns how many. */
async function withdrawReactionAlerts(trx: Db, alert: NewAlert<'reaction'>): Promise<number> {
  if (alert.from_user_id === null) return 0;
  const result = await trx
    .deleteFrom('alerts')
    .where('user_id', '=', alert.user_id)
    .where('from_user_id', '=', alert.from_user_id)
    .where('action', '=', 'reaction')
    .where('content_type', '=', alert.content_type)
    .where('content_id', '=', alert.content_id)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
