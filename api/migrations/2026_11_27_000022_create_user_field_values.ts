// Account details (issue "10 of 12"): the values of the profile's custom fields (GET /custom-fields/user)
// that have no column of their own on users (first_name, last_name, about, website and vehicle do).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_field_values')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('field_id', 'text', (c) => c.notNull())
    // Text as typed; a checkbox field's choices as a JSON array.
    .addColumn('field_value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_field_values_pk', ['user_id', 'field_id'])
    .execute();
  // A VIN is unique per member (spec §5's club rule reads the profile's VINs too).
  await db.schema.createIndex('user_vehicles_vin').on('user_vehicles').columns(['user_id', 'vin']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('user_vehicles_vin').execute();
  await db.schema.dropTable('user_field_values').execute();
}
