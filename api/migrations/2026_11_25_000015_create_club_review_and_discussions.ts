import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Review of a registered club (club_state pending → approved | rejected) by a moderator.
  await db.schema.alterTable('clubs').addColumn('reviewed_by', 'integer', (c) => c.references('users.user_id')).execute();
  await db.schema.alterTable('clubs').addColumn('reviewed_at', 'bigint').execute();
  await db.schema.alterTable('clubs').addColumn('reject_reason', 'text').execute();
  // Page views of /clubs/{slug} (the most-viewed list).
  await db.schema.alterTable('clubs').addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.createIndex('clubs_state_activity').on('clubs').columns(['club_state', 'last_activity']).execute();
  await db.schema.createIndex('clubs_owner').on('clubs').column('owner_user_id').execute();

  // A ban: why, when and by whom (member_state banned).
  await db.schema.alterTable('club_members').addColumn('ban_reason', 'text').execute();
  await db.schema.alterTable('club_members').addColumn('banned_at', 'bigint').execute();
  await db.schema.alterTable('club_members').addColumn('banned_by', 'integer', (c) => c.references('users.user_id')).execute();

  // A club's discussions are forum threads (discussion_type 'tlg_group') belonging to the club.
  await db.schema.alterTable('threads').addColumn('club_id', 'integer', (c) => c.references('clubs.club_id').onDelete('cascade')).execute();
  await db.schema.createIndex('threads_club').on('threads').columns(['club_id', 'last_post_date']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('threads_club').execute();
  await db.schema.alterTable('threads').dropColumn('club_id').execute();
  for (const column of ['banned_by', 'banned_at', 'ban_reason']) await db.schema.alterTable('club_members').dropColumn(column).execute();
  await db.schema.dropIndex('clubs_owner').execute();
  await db.schema.dropIndex('clubs_state_activity').execute();
  for (const column of ['view_count', 'reject_reason', 'reviewed_at', 'reviewed_by']) await db.schema.alterTable('clubs').dropColumn(column).execute();
}
