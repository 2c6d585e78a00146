// The 'following' alert (spec §3): "X is now following you". Written when a member starts to
// follow another, never on unfollowing, and not again when the same member follows the same member
// within a day (follow, unfollow, follow: one alert); nor to a member who ignores the follower.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { DAY } from '../../clock';
import { createAlerts } from './alerts-writer';

export async function alertFollowed(db: Kysely<Database>, followerId: number, followedId: number, now: number): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const recent = await trx
      .selectFrom('alerts')
      .select('alert_id')
      .where('user_id', '=', followedId)
      .where('action', '=', 'following')
      .where('from_user_id', '=', followerId)
      .where('event_date', '>', now - DAY)
      .executeTakeFirst();
    if (recent) return [];
    // The writer sends nothing to a member who ignores the follower.
    return createAlerts(trx, [{ user_id: followedId, from_user_id: followerId, action: 'following', content_type: 'user', content_id: followerId }], now);
  });
}
