import type { Kysely } from 'kysely';
import type { HelpPageResponse, HelpPageSummary } from '@trailhead/shared-kernel/types';
import type { Database } from '../../db/tables';

const helpUrl = (slug: string) => `/help/${slug}`;

export async function listActiveHelpPages(db: Kysely<Database>): Promise<HelpPageSummary[]> {
  const rows = await db
    .selectFrom('help_pages')
    .select(['slug', 'title'])
    .where('is_active', '=', true)
    .orderBy('display_order')
    .orderBy('page_id')
    .execute();
  return rows.map((row) => ({ page_name: row.slug, title: row.title, view_url: helpUrl(row.slug) }));
}

export async function findActiveHelpPage(db: Kysely<Database>, slug: string): Promise<HelpPageResponse['page'] | undefined> {
  const row = await db
    .selectFrom('help_pages')
    .select(['slug', 'title', 'content_html'])
    .where('slug', '=', slug)
    .where('is_active', '=', true)
    .executeTakeFirst();
  return row && { page_name: row.slug, title: row.title, view_url: helpUrl(row.slug), content_html: row.content_html };
}
