import type { Kysely } from 'kysely';
import { identity } from './schema-helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('nodes')
    .addColumn('node_id', 'integer', identity(db))
    .addColumn('parent_node_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('node_type_id', 'text', (c) => c.notNull())
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('discussion_type', 'text', (c) => c.notNull().defaultTo('discussion'))
    .addColumn('redirect_url', 'text')
    .addColumn('vehicle_type_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('discussion_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('message_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_post_id', 'integer')
    .addColumn('last_post_date', 'bigint')
    .addColumn('last_post_user_id', 'integer')
    .addColumn('last_post_username', 'text')
    .addColumn('last_thread_id', 'integer')
    .addColumn('last_thread_title', 'text')
    .execute();
  await db.schema.createIndex('nodes_parent_order').on('nodes').columns(['parent_node_id', 'display_order']).execute();

  await db.schema
    .createTable('threads')
    .addColumn('thread_id', 'integer', identity(db))
    .addColumn('node_id', 'integer', (c) => c.notNull().references('nodes.node_id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('discussion_type', 'text', (c) => c.notNull().defaultTo('discussion'))
    .addColumn('prefix_id', 'integer', (c) => c.references('thread_prefixes.prefix_id').onDelete('set null'))
    .addColumn('redirect_url', 'text')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('post_date', 'bigint', (c) => c.notNull())
    .addColumn('last_post_date', 'bigint', (c) => c.notNull())
    .addColumn('last_post_id', 'integer')
    .addColumn('last_post_user_id', 'integer', (c) => c.notNull())
    .addColumn('last_post_username', 'text', (c) => c.notNull())
    .addColumn('reply_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_post_id', 'integer')
    .addColumn('first_post_reaction_score', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sticky', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('discussion_open', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('vehicle_type_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('discussion_state', 'text', (c) => c.notNull().defaultTo('visible'))
    .execute();
  await db.schema.createIndex('threads_node_last_post').on('threads').columns(['node_id', 'last_post_date']).execute();
  await db.schema.createIndex('threads_user').on('threads').column('user_id').execute();

  await db.schema
    .createTable('posts')
    .addColumn('post_id', 'integer', identity(db))
    .addColumn('thread_id', 'integer', (c) => c.notNull().references('threads.thread_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('post_date', 'bigint', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('message_html', 'text', (c) => c.notNull())
    .addColumn('message_parsed', 'text', (c) => c.notNull())
    .addColumn('attachment_key', 'text')
    .addColumn('reaction_score', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('message_state', 'text', (c) => c.notNull().defaultTo('visible'))
    .execute();
  // A page of a thread is a range of positions: this index makes page 100 as cheap as page 1.
  await db.schema
    .createIndex('posts_thread_position')
    .on('posts')
    .unique()
    .columns(['thread_id', 'position'])
    .execute();
  await db.schema.createIndex('posts_user').on('posts').column('user_id').execute();

  await db.schema
    .createTable('post_reactions')
    .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.post_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('reaction_id', 'integer', (c) => c.notNull().references('reactions.reaction_id'))
    .addColumn('reaction_date', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('post_reactions_pk', ['post_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('node_reads')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('node_id', 'integer', (c) => c.notNull().references('nodes.node_id').onDelete('cascade'))
    .addColumn('read_date', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('node_reads_pk', ['user_id', 'node_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['node_reads', 'post_reactions', 'posts', 'threads', 'nodes']) {
    await db.schema.dropTable(table).execute();
  }
}
