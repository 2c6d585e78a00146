// The gear store's reads and writes of the points programme and giveaways (the routes hold no SQL).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** Links the points programme to an e-mail, or unlinks it (null: the pending points go with it); the new link status. */
export function setPointsLink(db: Kysely<Database>, userId: number, email: string | null) {
  return db
    .updateTable('users')
    .set(email === null ? { fpr_email: null, fpr_points_pending_total: 0 } : { fpr_email: email })
    .where('user_id', '=', userId)
    .returning(['fpr_email', 'fpr_points_pending_total'])
    .executeTakeFirstOrThrow();
}

/** When the member entered the giveaway, or null. */
export async function giveawayEntryAt(db: Kysely<Database>, giveawayId: string, userId: number): Promise<number | null> {
  const row = await db.selectFrom('giveaway_entries').select('entered_at').where('giveaway_id', '=', giveawayId).where('user_id', '=', userId).executeTakeFirst();
  return row ? Number(row.entered_at) : null;
}

/** Enters the member once: true when this call entered them, false when they already had. */
export async function enterGiveaway(db: Kysely<Database>, giveawayId: string, userId: number, now: number): Promise<boolean> {
  const inserted = await db
    .insertInto('giveaway_entries')
    .values({ giveaway_id: giveawayId, user_id: userId, entered_at: now })
    .onConflict((oc) => oc.columns(['giveaway_id', 'user_id']).doNothing())
    .returning('entered_at')
    .executeTakeFirst();
  return inserted !== undefined;
}
