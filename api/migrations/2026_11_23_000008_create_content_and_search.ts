// Content lists (featured flag, indexes for latest/news/trending) and full-text search.
// SQLite: FTS5 external-content tables over threads.title and posts.message_parsed, kept in sync
// by triggers, filled from the existing rows. PostgreSQL: generated tsvector columns with GIN
// indexes. Both use plain word tokens (no stemming, no stop words) so the two dialects agree.
import { sql, type Kysely } from 'kysely';
import { isSqlite } from './schema-helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('threads').addColumn('featured', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
  await db.schema.createIndex('threads_featured').on('threads').columns(['featured', 'post_date']).execute();
  await db.schema.createIndex('threads_last_post').on('threads').columns(['last_post_date', 'thread_id']).execute();
  await db.schema.createIndex('threads_type_post_date').on('threads').columns(['discussion_type', 'post_date']).execute();
  await db.schema.createIndex('posts_post_date').on('posts').column('post_date').execute();
  await db.schema.createIndex('post_reactions_date').on('post_reactions').column('reaction_date').execute();

  if (isSqlite(db)) {
    await sql`create virtual table threads_fts using fts5(title, content='threads', content_rowid='thread_id', tokenize='unicode61 remove_diacritics 0')`.execute(db);
    await sql`create virtual table posts_fts using fts5(message_parsed, content='posts', content_rowid='post_id', tokenize='unicode61 remove_diacritics 0')`.execute(db);
    await sql`create trigger threads_fts_insert after insert on threads begin
      insert into threads_fts(rowid, title) values (new.thread_id, new.title); end`.execute(db);
    await sql`create trigger threads_fts_delete after delete on threads begin
      insert into threads_fts(threads_fts, rowid, title) values ('delete', old.thread_id, old.title); end`.execute(db);
    await sql`create trigger threads_fts_update after update of title on threads begin
      insert into threads_fts(threads_fts, rowid, title) values ('delete', old.thread_id, old.title);
      insert into threads_fts(rowid, title) values (new.thread_id, new.title); end`.execute(db);
    await sql`create trigger posts_fts_insert after insert on posts begin
      insert into posts_fts(rowid, message_parsed) values (new.post_id, new.message_parsed); end`.execute(db);
    await sql`create trigger posts_fts_delete after delete on posts begin
      insert into posts_fts(posts_fts, rowid, message_parsed) values ('delete', old.post_id, old.message_parsed); end`.execute(db);
    await sql`create trigger posts_fts_update after update of message_parsed on posts begin
      insert into posts_fts(posts_fts, rowid, message_parsed) values ('delete', old.post_id, old.message_parsed);
      insert into posts_fts(rowid, message_parsed) values (new.post_id, new.message_parsed); end`.execute(db);
    // Backfill what was written before this migration.
    await sql`insert into threads_fts(threads_fts) values ('rebuild')`.execute(db);
    await sql`insert into posts_fts(posts_fts) values ('rebuild')`.execute(db);
  } else {
    await sql`alter table threads add column search_vector tsvector generated always as (to_tsvector('simple', title)) stored`.execute(db);
    await sql`alter table posts add column search_vector tsvector generated always as (to_tsvector('simple', message_parsed)) stored`.execute(db);
    await sql`create index threads_search on threads using gin (search_vector)`.execute(db);
    await sql`create index posts_search on posts using gin (search_vector)`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isSqlite(db)) {
    for (const trigger of ['threads_fts_insert', 'threads_fts_delete', 'threads_fts_update', 'posts_fts_insert', 'posts_fts_delete', 'posts_fts_update']) {
      await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
    }
    await sql`drop table if exists threads_fts`.execute(db);
    await sql`drop table if exists posts_fts`.execute(db);
  } else {
    await sql`drop index if exists threads_search`.execute(db);
    await sql`drop index if exists posts_search`.execute(db);
    await sql`alter table threads drop column search_vector`.execute(db);
    await sql`alter table posts drop column search_vector`.execute(db);
  }
  for (const index of ['threads_featured', 'threads_last_post', 'threads_type_post_date', 'posts_post_date', 'post_reactions_date']) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.alterTable('threads').dropColumn('featured').execute();
}
