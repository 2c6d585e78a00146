import type { Kysely } from 'kysely';
import type { NavigationLink } from '@trailhead/shared-kernel/types';
import type { Database } from '../../db/tables';

/** The top menu as a flat list; children name their parent in parent_navigation_id. */
export async function listNavigationLinks(db: Kysely<Database>): Promise<NavigationLink[]> {
  const rows = await db
    .selectFrom('navigation_links')
    .select(['navigation_id', 'parent_navigation_id', 'title', 'href', 'target_blank'])
    .orderBy('display_order')
    .orderBy('navigation_id')
    .execute();
  return rows.map((row) => ({ ...row, target_blank: Boolean(row.target_blank) }));
}
