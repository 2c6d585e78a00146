// Demo data of the gear store (issue 15): the paid member and a few community members linked the
// points programme (with pending points from their orders), and part of the community entered the
// SEMA 2025 giveaway — the member among them, so their giveaway page says so; rookie has not, so
// the Enter button shows for them.
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { DAY } from '../clock';

const POINTS: Array<[username: string, email: string, points: number]> = [
  ['member', 'casey.walker@points.example', 1_240],
  ['DesertRat_AZ', 'maria.lopez@points.example', 380],
  ['MudQueen', 'tasha.green@points.example', 95],
];

const GIVEAWAY_ENTRANTS = ['member', 'moderator', 'RockCrawlerJim', 'DesertRat_AZ', 'MudQueen', 'TrailDoc', 'SlickrockSam', 'OverlandOlivia'];

export async function seedStore(db: Kysely<Database>, now: number): Promise<void> {
  for (const [username, email, points] of POINTS) {
    await db.updateTable('users').set({ fpr_email: email, fpr_points_pending_total: points }).where('username', '=', username).execute();
  }
  const entrants = await db.selectFrom('users').select(['user_id', 'username']).where('username', 'in', GIVEAWAY_ENTRANTS).execute();
  if (entrants.length === 0) return;
  await db
    .insertInto('giveaway_entries')
    .values(entrants.map((entrant, index) => ({ giveaway_id: 'sema-2025', user_id: entrant.user_id, entered_at: now - (index + 1) * 2 * DAY })))
    .execute();
}
