import type { Kysely } from 'kysely';
import type { Ad } from '@trailhead/shared-kernel/types';
import type { Database } from '../../db/tables';

/** The page keys of spec §2 an ad can be placed on. */
export const PAGE_KEYS = ['homepage', 'events', 'forums', 'what-is-new', 'news'] as const;

/** Active ads, optionally only those placed on one page. */
export async function listAds(db: Kysely<Database>, pageKey?: string): Promise<Ad[]> {
  const rows = await db.selectFrom('ads').selectAll().where('is_active', '=', true).orderBy('display_order').orderBy('ad_id').execute();
  return rows
    .map((row) => ({
      id: row.ad_id,
      position_id: row.position_id,
      page_keys: row.page_keys.split(',').filter(Boolean),
      title: row.title,
      image_url: row.image_url,
      link: row.link,
      text: row.text,
    }))
    .filter((ad) => pageKey === undefined || ad.page_keys.includes(pageKey));
}
