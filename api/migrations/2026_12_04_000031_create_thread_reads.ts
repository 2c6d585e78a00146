// When each member last read each thread: a forum's list marks the threads with something new for
// them (opening the list no longer marks its threads read), and a forum is marked read once its new
// threads have all been read.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('thread_reads')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('thread_id', 'integer', (c) => c.notNull().references('threads.thread_id').onDelete('cascade'))
    .addColumn('read_date', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('thread_reads_pk', ['user_id', 'thread_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('thread_reads').execute();
}
