// Conversations and alerts (issue "11 of 12"): what each participant has read (seen by, read
// receipts), edited and reacted-to messages, reports of messages, sends that must happen once
// (idempotency keys), and web push subscriptions (the VAPID keys live in app_secrets).
import type { Kysely } from 'kysely';
import { identity } from './schema-helpers';

export async function up(db: Kysely<any>): Promise<void> {
  // When the participant last read the conversation (null: never): unread state and "seen by".
  await db.schema.alterTable('conversation_recipients').addColumn('last_read_date', 'bigint').execute();
  // When the participant joined (invited members see the whole history, but "seen by" starts here).
  await db.schema.alterTable('conversation_recipients').addColumn('joined_date', 'bigint', (c) => c.notNull().defaultTo(0)).execute();

  await db.schema.alterTable('conversation_messages').addColumn('message_parsed', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('conversation_messages').addColumn('edit_date', 'bigint').execute();
  await db.schema.alterTable('conversation_messages').addColumn('reaction_score', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('conversation_messages').addColumn('attachment_key', 'text').execute();

  await db.schema
    .createTable('conversation_message_reactions')
    .addColumn('message_id', 'integer', (c) => c.notNull().references('conversation_messages.message_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('reaction_id', 'integer', (c) => c.notNull())
    .addColumn('reaction_date', 'bigint', (c) => c.notNull())
    // Whose message it is (reactions received).
    .addColumn('content_user_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('conversation_message_reactions_pk', ['message_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('conversation_message_reports')
    .addColumn('report_id', 'integer', identity(db))
    .addColumn('message_id', 'integer', (c) => c.notNull().references('conversation_messages.message_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('report_date', 'bigint', (c) => c.notNull())
    .addColumn('report_state', 'text', (c) => c.notNull().defaultTo('open'))
    .execute();

  // A send retried (a double click, the service worker's offline queue) writes one message.
  await db.schema
    .createTable('conversation_idempotency_keys')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.conversation_id').onDelete('cascade'))
    .addColumn('message_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('conversation_idempotency_keys_pk', ['user_id', 'idempotency_key'])
    .execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('subscription_id', 'integer', identity(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    // The browser's public key (p256dh) and auth secret, base64url.
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('encoding', 'text', (c) => c.notNull().defaultTo('aes128gcm'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_push_at', 'bigint')
    .addColumn('failure_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').column('user_id').execute();

  // What was last pushed to a member, so a push goes out once even when several processes hear of it.
  await db.schema
    .createTable('push_cursors')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.user_id').onDelete('cascade'))
    .addColumn('last_alert_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_message_id', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // Unviewed alerts are counted on every page; the alerts page filters by kind.
  await db.schema.createIndex('alerts_user_viewed').on('alerts').columns(['user_id', 'is_viewed']).execute();
  await db.schema.createIndex('alerts_user_action_date').on('alerts').columns(['user_id', 'action', 'event_date']).execute();
  await db.schema.createIndex('conversation_recipients_user_unread').on('conversation_recipients').columns(['user_id', 'is_unread']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('conversation_recipients_user_unread').execute();
  await db.schema.dropIndex('alerts_user_action_date').execute();
  await db.schema.dropIndex('alerts_user_viewed').execute();
  for (const table of ['push_cursors', 'push_subscriptions', 'conversation_idempotency_keys', 'conversation_message_reports', 'conversation_message_reactions']) {
    await db.schema.dropTable(table).execute();
  }
  for (const column of ['attachment_key', 'reaction_score', 'edit_date', 'message_parsed']) {
    await db.schema.alterTable('conversation_messages').dropColumn(column).execute();
  }
  await db.schema.alterTable('conversation_recipients').dropColumn('joined_date').execute();
  await db.schema.alterTable('conversation_recipients').dropColumn('last_read_date').execute();
}
