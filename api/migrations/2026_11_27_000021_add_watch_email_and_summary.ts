// The settings take effect (issue "10 of 12"): a watch remembers whether its member wants an
// e-mail for new replies (interaction/creation_watch_state watch_email) and when the last such
// e-mail went out, so a busy thread sends one until the member reads it again.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('thread_watches').addColumn('send_email', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
  // Set when a reply e-mail was sent; cleared when the member reads or replies to the thread.
  await db.schema.alterTable('thread_watches').addColumn('emailed_at', 'bigint').execute();
  // The weekly activity summary job picks the members it is due for without reading every row.
  await db.schema
    .createIndex('users_activity_summary_due')
    .on('users')
    .columns(['enable_activity_summary_email', 'activity_summary_sent_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_activity_summary_due').execute();
  await db.schema.alterTable('thread_watches').dropColumn('emailed_at').execute();
  await db.schema.alterTable('thread_watches').dropColumn('send_email').execute();
}
