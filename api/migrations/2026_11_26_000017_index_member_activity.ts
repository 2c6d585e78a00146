import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // A profile's latest activity (GET /users/{id}?latestActivity=1) reads the newest reactions a
  // member gave and comments they wrote: without these, each is a scan of the whole table.
  await db.schema.createIndex('post_reactions_given').on('post_reactions').columns(['user_id', 'reaction_date']).execute();
  await db.schema.createIndex('profile_reactions_given').on('profile_reactions').columns(['user_id', 'reaction_date']).execute();
  await db.schema.createIndex('profile_post_comments_author').on('profile_post_comments').columns(['user_id', 'comment_date']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ['profile_post_comments_author', 'profile_reactions_given', 'post_reactions_given']) await db.schema.dropIndex(index).execute();
}
