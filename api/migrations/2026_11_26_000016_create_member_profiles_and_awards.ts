// Members and profiles (issue "9 of 12"): what a profile shows (banner, about, vehicles, privacy),
// ignoring and reporting members, comments and reactions on profile posts, and awards.
import { sql, type Kysely } from 'kysely';
import { identity } from './schema-helpers';

const USER_COLUMNS: [name: string, type: 'text' | 'integer' | 'boolean', fallback: string | number | boolean | null][] = [
  ['banner_url', 'text', null],
  // How far down the banner image its visible strip sits, 0 (top) to 100 (bottom).
  ['banner_position_y', 'integer', 50],
  ['about', 'text', null],
  ['website', 'text', null],
  // MM-DD of birth_date, so today's birthdays are one indexed lookup.
  ['birth_month_day', 'text', null],
  // Privacy (spec §3 Privacy settings; edited in "10 of 12"): what others see, who may do what.
  ['show_dob_date', 'boolean', true],
  ['show_dob_year', 'boolean', false],
  ['visible_online', 'boolean', true],
  ['activity_visible', 'boolean', true],
  // everyone | members | followed | none (GET /lists/visibility-options).
  ['allow_view_profile', 'text', 'everyone'],
  ['allow_post_profile', 'text', 'members'],
  ['allow_receive_news_feed', 'text', 'everyone'],
  ['allow_send_personal_conversation', 'text', 'members'],
  ['allow_view_identities', 'text', 'everyone'],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, type, fallback] of USER_COLUMNS) {
    await db.schema
      .alterTable('users')
      .addColumn(name, type, (c) => (fallback === null ? c : c.notNull().defaultTo(fallback)))
      .execute();
  }
  await db
    .updateTable('users')
    .set({ birth_month_day: sql`substr(birth_date, 6, 5)` })
    .where('birth_date', 'is not', null)
    .execute();
  // Leaderboards (GET /users/leaderboard/*) read the top of these on a large member table.
  await db.schema.createIndex('users_message_count').on('users').columns(['message_count', 'user_id']).execute();
  await db.schema.createIndex('users_reaction_score').on('users').columns(['reaction_score', 'user_id']).execute();
  await db.schema.createIndex('users_trophy_points').on('users').columns(['trophy_points', 'user_id']).execute();
  await db.schema.createIndex('users_birth_month_day').on('users').column('birth_month_day').execute();

  // A member's vehicles (spec: Register payload's vehicle; several, one the default).
  await db.schema
    .createTable('user_vehicles')
    .addColumn('user_vehicle_id', 'integer', identity(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('vehicle_type_id', 'integer', (c) => c.references('vehicle_types.vehicle_type_id'))
    .addColumn('model_year', 'integer')
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('trim_name', 'text')
    .addColumn('vin', 'text')
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('user_vehicles_user').on('user_vehicles').columns(['user_id', 'display_order']).execute();

  // user_id ignores ignored_user_id (spec §4: the toggle flips is_ignored).
  await db.schema
    .createTable('user_ignores')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('ignored_user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('ignore_date', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_ignores_pk', ['user_id', 'ignored_user_id'])
    .addCheckConstraint('user_ignores_not_self', sql`user_id <> ignored_user_id`)
    .execute();
  await db.schema.createIndex('user_follows_date').on('user_follows').columns(['user_id', 'follow_date']).execute();

  // Reports of members (POST /users/{id}/report) and of profile posts and comments.
  await db.schema
    .createTable('content_reports')
    .addColumn('report_id', 'integer', identity(db))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('content_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('report_date', 'bigint', (c) => c.notNull())
    .addColumn('report_state', 'text', (c) => c.notNull().defaultTo('open'))
    .execute();
  await db.schema.createIndex('content_reports_content').on('content_reports').columns(['content_type', 'content_id']).execute();

  // Profile posts gain what forum posts have: plain text (mentions, snippets), attachments, reactions,
  // comments, and the record of a soft delete.
  await db.schema.alterTable('profile_posts').addColumn('message_parsed', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('profile_posts').addColumn('attachment_key', 'text').execute();
  await db.schema.alterTable('profile_posts').addColumn('reaction_score', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('profile_posts').addColumn('comment_count', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('profile_posts').addColumn('last_edit_date', 'bigint').execute();
  await db.schema.alterTable('profile_posts').addColumn('delete_reason', 'text').execute();
  await db.schema.alterTable('profile_posts').addColumn('deleted_by', 'integer', (c) => c.references('users.user_id')).execute();
  await db.schema.createIndex('profile_posts_author').on('profile_posts').columns(['user_id', 'post_date']).execute();

  await db.schema
    .createTable('profile_post_comments')
    .addColumn('profile_post_comment_id', 'integer', identity(db))
    .addColumn('profile_post_id', 'integer', (c) => c.notNull().references('profile_posts.profile_post_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('comment_date', 'bigint', (c) => c.notNull())
    .addColumn('message_html', 'text', (c) => c.notNull())
    .addColumn('message_parsed', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('attachment_key', 'text')
    .addColumn('reaction_score', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('message_state', 'text', (c) => c.notNull().defaultTo('visible'))
    .addColumn('last_edit_date', 'bigint')
    .addColumn('delete_reason', 'text')
    .addColumn('deleted_by', 'integer', (c) => c.references('users.user_id'))
    .execute();
  await db.schema.createIndex('profile_post_comments_post').on('profile_post_comments').columns(['profile_post_id', 'comment_date']).execute();

  // One reaction per member per profile post or comment (content_type profile_post | profile_comment).
  await db.schema
    .createTable('profile_reactions')
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('content_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('reaction_id', 'integer', (c) => c.notNull().references('reactions.reaction_id'))
    .addColumn('reaction_date', 'bigint', (c) => c.notNull())
    // Whose content it is: the reactions a member received (GET /me/reactions) are one indexed read.
    .addColumn('content_user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addPrimaryKeyConstraint('profile_reactions_pk', ['content_type', 'content_id', 'user_id'])
    .execute();
  await db.schema.createIndex('profile_reactions_received').on('profile_reactions').columns(['content_user_id', 'reaction_date']).execute();

  // Awards (spec §7 Awards): categories of awards, who holds which, and requests moderators review.
  await db.schema
    .createTable('award_categories')
    .addColumn('award_category_id', 'integer', identity(db))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('awards')
    .addColumn('award_id', 'integer', identity(db))
    .addColumn('award_category_id', 'integer', (c) => c.notNull().references('award_categories.award_category_id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('icon_url', 'text')
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    // Whether members may ask for it (POST /awards/{id}/request); others are only given.
    .addColumn('can_request', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('awards_category').on('awards').columns(['award_category_id', 'display_order']).execute();
  await db.schema
    .createTable('user_awards')
    .addColumn('user_award_id', 'integer', identity(db))
    .addColumn('award_id', 'integer', (c) => c.notNull().references('awards.award_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('award_date', 'bigint', (c) => c.notNull())
    .addColumn('award_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('given_by', 'integer', (c) => c.references('users.user_id'))
    .addUniqueConstraint('user_awards_once', ['award_id', 'user_id'])
    .execute();
  await db.schema.createIndex('user_awards_recent').on('user_awards').columns(['award_id', 'award_date']).execute();
  await db.schema.createIndex('user_awards_user').on('user_awards').columns(['user_id', 'award_date']).execute();
  await db.schema
    .createTable('award_requests')
    .addColumn('award_request_id', 'integer', identity(db))
    .addColumn('award_id', 'integer', (c) => c.notNull().references('awards.award_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('award_reason', 'text', (c) => c.notNull())
    .addColumn('request_date', 'bigint', (c) => c.notNull())
    // pending → granted | refused
    .addColumn('request_state', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('reviewed_by', 'integer', (c) => c.references('users.user_id'))
    .addColumn('reviewed_at', 'bigint')
    .addColumn('refuse_reason', 'text')
    .execute();
  await db.schema.createIndex('award_requests_state').on('award_requests').columns(['request_state', 'request_date']).execute();
  await db.schema.createIndex('award_requests_member').on('award_requests').columns(['user_id', 'award_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['award_requests', 'user_awards', 'awards', 'award_categories', 'profile_reactions', 'profile_post_comments', 'content_reports', 'user_ignores', 'user_vehicles']) {
    await db.schema.dropTable(table).execute();
  }
  for (const index of ['profile_posts_author', 'user_follows_date', 'users_birth_month_day', 'users_trophy_points', 'users_reaction_score', 'users_message_count']) {
    await db.schema.dropIndex(index).execute();
  }
  for (const column of ['deleted_by', 'delete_reason', 'last_edit_date', 'comment_count', 'reaction_score', 'attachment_key', 'message_parsed']) {
    await db.schema.alterTable('profile_posts').dropColumn(column).execute();
  }
  for (const [name] of [...USER_COLUMNS].reverse()) await db.schema.alterTable('users').dropColumn(name).execute();
}
