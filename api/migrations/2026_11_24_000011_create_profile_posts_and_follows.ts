// Member activity: posts on members' profiles (the latest-profile tab) and who follows whom (the news feed).
import { sql, type Kysely } from 'kysely';
import { identity } from './schema-helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('profile_posts')
    .addColumn('profile_post_id', 'integer', identity(db))
    .addColumn('profile_user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('post_date', 'bigint', (c) => c.notNull())
    .addColumn('message_html', 'text', (c) => c.notNull())
    .addColumn('message_state', 'text', (c) => c.notNull().defaultTo('visible'))
    // null: about no vehicle type in particular (shown for every type).
    .addColumn('vehicle_type_id', 'integer')
    .execute();
  await db.schema.createIndex('profile_posts_latest').on('profile_posts').columns(['message_state', 'post_date']).execute();
  await db.schema.createIndex('profile_posts_profile').on('profile_posts').columns(['profile_user_id', 'post_date']).execute();

  await db.schema
    .createTable('user_follows')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('follow_user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('follow_date', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_follows_pk', ['user_id', 'follow_user_id'])
    .addCheckConstraint('user_follows_not_self', sql`user_id <> follow_user_id`)
    .execute();
  await db.schema.createIndex('user_follows_followed').on('user_follows').column('follow_user_id').execute();
  // The news feed reads a few members' newest posts.
  await db.schema.createIndex('posts_user_date').on('posts').columns(['user_id', 'post_date']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('posts_user_date').execute();
  await db.schema.dropTable('user_follows').execute();
  await db.schema.dropTable('profile_posts').execute();
}
