import { sql, type Kysely } from 'kysely';
import { identity } from './schema-helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('user_id', 'integer', identity(db))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('show_first_last_name', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('avatar_url', 'text')
    .addColumn('user_title', 'text', (c) => c.notNull().defaultTo('New member'))
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('share_map_position', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('timezone', 'text', (c) => c.notNull().defaultTo('America/Denver'))
    .addColumn('vehicle_description', 'text')
    .addColumn('register_date', 'bigint', (c) => c.notNull())
    .addColumn('last_activity', 'bigint', (c) => c.notNull())
    .addColumn('message_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reaction_score', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('trophy_points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('membership_code', 'text')
    .addColumn('account_state', 'text', (c) => c.notNull().defaultTo('valid'))
    .addColumn('is_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_moderator', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_staff', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_super_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_content_moderator', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  // Usernames are unique regardless of case; log-in looks them up by lower(username).
  await db.schema
    .createIndex('users_username_lower_unique')
    .on('users')
    .unique()
    .expression(sql`lower(username)`)
    .execute();
  await db.schema.createIndex('users_register_date').on('users').column('register_date').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('session_id', 'integer', identity(db))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
}
