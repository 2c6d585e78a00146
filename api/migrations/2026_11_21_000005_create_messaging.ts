import type { Kysely } from 'kysely';
import { identity } from './schema-helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('conversations')
    .addColumn('conversation_id', 'integer', identity(db))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('starter_user_id', 'integer', (c) => c.notNull().references('users.user_id'))
    .addColumn('start_date', 'bigint', (c) => c.notNull())
    .addColumn('last_message_date', 'bigint', (c) => c.notNull())
    .addColumn('last_message_user_id', 'integer', (c) => c.notNull())
    .addColumn('last_message_username', 'text', (c) => c.notNull())
    .addColumn('reply_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('conversation_recipients')
    .addColumn('conversation_id', 'integer', (c) =>
      c.notNull().references('conversations.conversation_id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('is_unread', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_starred', 'boolean', (c) => c.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('conversation_recipients_pk', ['conversation_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('conversation_recipients_user')
    .on('conversation_recipients')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('conversation_messages')
    .addColumn('message_id', 'integer', identity(db))
    .addColumn('conversation_id', 'integer', (c) =>
      c.notNull().references('conversations.conversation_id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('message_date', 'bigint', (c) => c.notNull())
    .addColumn('message_html', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('conversation_messages_conversation')
    .on('conversation_messages')
    .columns(['conversation_id', 'message_date'])
    .execute();

  await db.schema
    .createTable('alerts')
    .addColumn('alert_id', 'integer', identity(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('from_user_id', 'integer', (c) => c.references('users.user_id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('content_id', 'integer')
    .addColumn('event_date', 'bigint', (c) => c.notNull())
    .addColumn('is_read', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_viewed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('extra_data', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema.createIndex('alerts_user_date').on('alerts').columns(['user_id', 'event_date']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['alerts', 'conversation_messages', 'conversation_recipients', 'conversations']) {
    await db.schema.dropTable(table).execute();
  }
}
