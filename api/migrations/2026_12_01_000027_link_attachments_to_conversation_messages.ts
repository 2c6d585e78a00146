import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Files sent with a private message are claimed by it, as posts claim theirs: a claimed file is
  // kept by the stale-upload sweep, read only by the conversation's participants (never by
  // moderators through the upload shortcut), and goes with the message when its conversation is
  // deleted (the last participant left: cascade).
  await db.schema
    .alterTable('attachments')
    .addColumn('conversation_message_id', 'integer', (c) => c.references('conversation_messages.message_id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('attachments_conversation_message').on('attachments').column('conversation_message_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('attachments_conversation_message').execute();
  await db.schema.alterTable('attachments').dropColumn('conversation_message_id').execute();
}
