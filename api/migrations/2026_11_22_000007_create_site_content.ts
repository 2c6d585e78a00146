import type { Kysely } from 'kysely';
import { identity } from './schema-helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('custom_fields')
    .addColumn('field_id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('field_type', 'text', (c) => c.notNull())
    .addColumn('display_group', 'text', (c) => c.notNull())
    .addColumn('is_required', 'boolean', (c) => c.notNull().defaultTo(false))
    /** JSON object of value → label, for select, radio and checkbox fields. */
    .addColumn('choices', 'text')
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // One row per model and trim, sold over a range of model years.
  await db.schema
    .createTable('vehicle_trims')
    .addColumn('model_year_trim_id', 'integer', identity(db))
    .addColumn('vehicle_type_id', 'integer', (c) => c.notNull().references('vehicle_types.vehicle_type_id').onDelete('cascade'))
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('trim', 'text', (c) => c.notNull())
    .addColumn('first_year', 'integer', (c) => c.notNull())
    .addColumn('last_year', 'integer', (c) => c.notNull())
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('homepage_placeholders')
    .addColumn('placeholder_id', 'integer', identity(db))
    // 0 = All content (not a vehicle_types row).
    .addColumn('vehicle_type_id', 'integer', (c) => c.notNull())
    .addColumn('placeholder_side', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('homepage_placeholders_vehicle_type').on('homepage_placeholders').column('vehicle_type_id').execute();

  await db.schema
    .createTable('ads')
    .addColumn('ad_id', 'integer', identity(db))
    .addColumn('position_id', 'text', (c) => c.notNull())
    /** Comma-separated page keys (homepage, events, forums, what-is-new, news). */
    .addColumn('page_keys', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('contact_message_id', 'integer', identity(db))
    .addColumn('user_id', 'integer', (c) => c.references('users.user_id').onDelete('set null'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['contact_messages', 'ads', 'homepage_placeholders', 'vehicle_trims', 'custom_fields']) {
    await db.schema.dropTable(table).execute();
  }
}
