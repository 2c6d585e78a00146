// The gear store's memberships bought with an e-mail that has no account here (issue "10 of 12"):
// the webhook keeps the purchase as a pending activation and e-mails its code; the member enters
// the code at /activate (POST /membership/activate) and the membership applies to their account.
import type { Kysely } from 'kysely';
import { identity } from './schema-helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('store_activations')
    .addColumn('activation_id', 'integer', identity(db))
    // SHA-256 of the code (the code itself is only in the e-mail).
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('membership_code', 'text', (c) => c.notNull())
    // When the membership bought ends (null: no fixed end).
    .addColumn('expires_at', 'bigint')
    .addColumn('store_order_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // Set once used, with the member who used it.
    .addColumn('used_at', 'bigint')
    .addColumn('used_by', 'integer', (c) => c.references('users.user_id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('store_activations').execute();
}
