import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // A profile's latest activity (GET /users/{id}?latestActivity=1) reads the newest reactions a
  // member gave and comments they wrote: without these, each is a scan of the whole table.
  await db.schema.createIndex('post_reactions_given').on('post_reactions').columns(['user_id', 'reaction_date']).execute();
  await db.schema.createIndex('profile_reactions_given').on('profile_reactions').columns(['user_id', 'reaction_date']).execute();
  await db.schema.createIndex('profile_post_comments_author').on('profile_post_comments').columns(['user_id', 'comment_date']).execute();
  // A member's newest followers (the profile's followers option) without sorting all of them.
  await db.schema.createIndex('user_follows_followed_date').on('user_follows').columns(['follow_user_id', 'follow_date']).execute();
  // The staff leaderboard: the few staff rows among every member (users/leaderboards.ts STAFF must
  // spell the condition exactly so, or the planner does not use it).
  await db.schema.createIndex('users_staff').on('users').column('username').where(sql<boolean>`(is_admin or is_moderator or is_staff)`).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ['users_staff', 'user_follows_followed_date', 'profile_post_comments_author', 'profile_reactions_given', 'post_reactions_given']) await db.schema.dropIndex(index).execute();
}
