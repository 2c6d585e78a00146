// Tables of the forum's writing half: thread watches, drafts, post reports, idempotency keys, and
// what a post's edits and deletions leave behind (kept beside posts, joined on its primary key).
import type { Kysely } from 'kysely';
import { identity } from './schema-helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('thread_watches')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('thread_id', 'integer', (c) => c.notNull().references('threads.thread_id').onDelete('cascade'))
    .addColumn('watch_date', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('thread_watches_pk', ['user_id', 'thread_id'])
    .execute();
  // Alerts for a new reply look up the watchers of one thread.
  await db.schema.createIndex('thread_watches_thread').on('thread_watches').column('thread_id').execute();

  // One draft per member and place: 'thread:{id}' for a reply, 'node:{id}:{discussion_type}' for a new thread.
  await db.schema
    .createTable('drafts')
    .addColumn('draft_id', 'integer', identity(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('draft_key', 'text', (c) => c.notNull())
    .addColumn('node_id', 'integer', (c) => c.references('nodes.node_id').onDelete('cascade'))
    .addColumn('thread_id', 'integer', (c) => c.references('threads.thread_id').onDelete('cascade'))
    .addColumn('discussion_type', 'text', (c) => c.notNull().defaultTo('discussion'))
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('message_html', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('prefix_id', 'integer')
    .addColumn('attachment_key', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('drafts_user_key').on('drafts').unique().columns(['user_id', 'draft_key']).execute();

  await db.schema
    .createTable('post_reports')
    .addColumn('report_id', 'integer', identity(db))
    .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.post_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('report_date', 'bigint', (c) => c.notNull())
    .addColumn('report_state', 'text', (c) => c.notNull().defaultTo('open'))
    .execute();
  await db.schema.createIndex('post_reports_state').on('post_reports').columns(['report_state', 'report_date']).execute();

  // A retried submit (same member, same key) finds the first result here instead of posting again.
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('post_id', 'integer', (c) => c.notNull())
    .addColumn('thread_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'idempotency_key'])
    .execute();

  await db.schema
    .createTable('post_changes')
    .addColumn('post_id', 'integer', (c) => c.primaryKey().references('posts.post_id').onDelete('cascade'))
    .addColumn('last_edit_date', 'bigint')
    .addColumn('last_edit_user_id', 'integer')
    .addColumn('edit_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('delete_date', 'bigint')
    .addColumn('delete_user_id', 'integer')
    .addColumn('delete_reason', 'text')
    .execute();

  // Who moved, closed, deleted what and why: the moderators' trail.
  await db.schema
    .createTable('moderation_log')
    .addColumn('log_id', 'integer', identity(db))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('content_id', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('log_date', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['moderation_log', 'post_changes', 'idempotency_keys', 'post_reports', 'drafts', 'thread_watches']) {
    await db.schema.dropTable(table).execute();
  }
}
