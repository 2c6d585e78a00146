import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Requests counted per limit and caller (member or address) in the current window, in the
  // database so that every API process counts the same (http/rate-limit-store.ts).
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('resets_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_resets_at').on('rate_limits').column('resets_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
