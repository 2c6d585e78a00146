import type { Kysely } from 'kysely';
import { identity } from './schema-helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('vehicle_types')
    .addColumn('vehicle_type_id', 'integer', identity(db))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('slug_url', 'text', (c) => c.notNull().unique())
    .addColumn('nav_icon_image_url', 'text')
    .addColumn('logo_image_url', 'text')
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('navigation_links')
    .addColumn('navigation_id', 'text', (c) => c.primaryKey())
    .addColumn('parent_navigation_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('href', 'text', (c) => c.notNull())
    .addColumn('target_blank', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('help_pages')
    .addColumn('page_id', 'integer', identity(db))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content_html', 'text', (c) => c.notNull())
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('reactions')
    .addColumn('reaction_id', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('text_color', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('sprite_x', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sprite_y', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('score', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('thread_prefixes')
    .addColumn('prefix_id', 'integer', identity(db))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['thread_prefixes', 'reactions', 'help_pages', 'navigation_links', 'vehicle_types']) {
    await db.schema.dropTable(table).execute();
  }
}
