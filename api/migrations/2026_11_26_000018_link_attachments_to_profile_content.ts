import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Files uploaded for a profile post or a comment on one are claimed by it, as forum posts claim
  // theirs through post_id: a claimed file is kept by the stale-upload sweep, read by whoever may
  // read the content, and goes with the content when it is deleted for good (cascade, like post_id).
  await db.schema
    .alterTable('attachments')
    .addColumn('profile_post_id', 'integer', (c) => c.references('profile_posts.profile_post_id').onDelete('cascade'))
    .execute();
  await db.schema
    .alterTable('attachments')
    .addColumn('profile_comment_id', 'integer', (c) => c.references('profile_post_comments.profile_post_comment_id').onDelete('cascade'))
    .execute();
  // The cascades and the claims look files up by their content.
  await db.schema.createIndex('attachments_profile_post').on('attachments').column('profile_post_id').execute();
  await db.schema.createIndex('attachments_profile_comment').on('attachments').column('profile_comment_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('attachments_profile_comment').execute();
  await db.schema.dropIndex('attachments_profile_post').execute();
  await db.schema.alterTable('attachments').dropColumn('profile_comment_id').execute();
  await db.schema.alterTable('attachments').dropColumn('profile_post_id').execute();
}
