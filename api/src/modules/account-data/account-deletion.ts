// POST /me/delete: a member closes their account (spec audience's right to delete). In one
// transaction: what they wrote is kept under 'Deleted member' or taken down (their choice), their
// personal data is scrubbed, their name is freed, every way into the account is closed. A failure
// anywhere leaves everything as it was. What the law lets a site keep, and the site needs to stay
// whole, is kept: the account row (a tombstone: id, join date, counts), other people's conversations,
// membership periods (store orders), reactions given (others' scores) and club and event history.
import { sql, type Kysely, type Transaction } from 'kysely';
import { DELETED_MEMBER_NAME, type DeletedContentChoice } from '@trailhead/shared-kernel/types';
import type { Database } from '../../db/tables';
import type { UserRow } from '../../db/tables/users.table';
import { ApiError } from '../../http/api-error';
import { refreshNodeStats } from '../forum/forum-stats.repository';

type Trx = Transaction<Database>;

/** The username a deleted account takes: unique, and frees the old name for a new member. */
export function deletedUsername(userId: number): string {
  return `deleted-member-${userId}`;
}

/** Whether an account row is a deleted member's (its username is the one deletion gave it). */
export function isDeletedMember(row: { user_id: number; username: string }): boolean {
  return row.username === deletedUsername(row.user_id);
}

const DELETE_REASON = 'The member deleted their account.';

export const lastAdministrator = () =>
  new ApiError(409, 'last_administrator', 'You are the only administrator: make another member an administrator before you delete your account.');

export interface DeletionResult {
  /** Threads whose pages showed the member (cached pages to forget). */
  threadIds: number[];
  /** Stored files of the avatar and banner, removed once the deletion is committed. */
  imageIds: string[];
}

/** Storage ids (32 hex) named by the member's avatar and banner URLs. */
function imageIdsOf(user: Pick<UserRow, 'avatar_url' | 'banner_url'>): string[] {
  return [user.avatar_url, user.banner_url].flatMap((url) => (url ? (url.match(/[0-9a-f]{32}/g) ?? []) : []));
}

/** 'remove': posts, threads only they wrote in, profile posts and comments are soft-deleted (search, counts and last posts stay right). */
async function takeDownContent(trx: Trx, userId: number, now: number): Promise<void> {
  // Threads nobody else wrote in go away whole; the nodes' counts and newest thread follow.
  const lone = await trx
    .selectFrom('threads')
    .select(['thread_id', 'node_id'])
    .where('user_id', '=', userId)
    .where('discussion_state', '=', 'visible')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('posts').select('post_id').whereRef('posts.thread_id', '=', 'threads.thread_id').where('posts.user_id', '<>', userId))),
    )
    .execute();
  for (let i = 0; i < lone.length; i += 500) {
    const ids = lone.slice(i, i + 500).map((row) => row.thread_id);
    await trx.updateTable('threads').set({ discussion_state: 'deleted' }).where('thread_id', 'in', ids).execute();
  }
  await refreshNodeStats(trx, [...new Set(lone.map((row) => row.node_id))]);

  // Every other post stays in its place marked deleted (a thread others replied to keeps its first post's place).
  await trx
    .insertInto('post_changes')
    .columns(['post_id', 'delete_date', 'delete_user_id', 'delete_reason'])
    .expression((eb) =>
      eb.selectFrom('posts').select(['post_id', sql.lit(now).as('delete_date'), sql.lit(userId).as('delete_user_id'), sql.lit(DELETE_REASON).as('delete_reason')])
        .where('user_id', '=', userId).where('message_state', '=', 'visible'),
    )
    .onConflict((oc) => oc.column('post_id').doUpdateSet({ delete_date: now, delete_user_id: userId, delete_reason: DELETE_REASON }))
    .execute();
  await trx.updateTable('posts').set({ message_state: 'deleted' }).where('user_id', '=', userId).where('message_state', '=', 'visible').execute();

  // A comment leaves its post's comment count, as a moderator's soft delete does.
  await trx
    .updateTable('profile_posts')
    .set({
      comment_count: sql<number>`comment_count - (select count(*) from profile_post_comments c
        where c.profile_post_id = profile_posts.profile_post_id and c.user_id = ${userId} and c.message_state = 'visible')`,
    })
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('profile_post_comments as c').select('c.profile_post_comment_id')
          .whereRef('c.profile_post_id', '=', 'profile_posts.profile_post_id').where('c.user_id', '=', userId).where('c.message_state', '=', 'visible'),
      ),
    )
    .execute();
  await trx.updateTable('profile_post_comments').set({ message_state: 'deleted', delete_reason: DELETE_REASON, deleted_by: userId })
    .where('user_id', '=', userId).where('message_state', '=', 'visible').execute();
  await trx.updateTable('profile_posts').set({ message_state: 'deleted', delete_reason: DELETE_REASON, deleted_by: userId })
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('profile_user_id', '=', userId)])).where('message_state', '=', 'visible').execute();
}

/** The names stored beside content (thread lists, last posts, conversations) read 'Deleted member' too. */
async function renameOnContent(trx: Trx, userId: number): Promise<void> {
  const name = DELETED_MEMBER_NAME;
  await trx.updateTable('posts').set({ username: name }).where('user_id', '=', userId).execute();
  await trx.updateTable('threads').set({ username: name }).where('user_id', '=', userId).execute();
  await trx.updateTable('threads').set({ last_post_username: name }).where('last_post_user_id', '=', userId).execute();
  await trx.updateTable('nodes').set({ last_post_username: name }).where('last_post_user_id', '=', userId).execute();
  await trx.updateTable('profile_posts').set({ username: name }).where('user_id', '=', userId).execute();
  await trx.updateTable('profile_post_comments').set({ username: name }).where('user_id', '=', userId).execute();
  await trx.updateTable('conversation_messages').set({ username: name }).where('user_id', '=', userId).execute();
  await trx.updateTable('conversations').set({ last_message_username: name }).where('last_message_user_id', '=', userId).execute();
}

/** Personal data and every way into the account. */
async function scrubAccount(trx: Trx, userId: number, now: number): Promise<void> {
  await trx
    .updateTable('users')
    .set({
      username: deletedUsername(userId),
      email: `${deletedUsername(userId)}@deleted.invalid`,
      // Not a hash verifyPassword accepts: no password opens the account again.
      password_hash: '!deleted',
      first_name: null,
      last_name: null,
      show_first_last_name: false,
      avatar_url: null,
      banner_url: null,
      user_title: DELETED_MEMBER_NAME,
      about: null,
      website: null,
      city: null,
      state: null,
      latitude: null,
      longitude: null,
      share_map_position: false,
      vehicle_description: null,
      birth_date: null,
      birth_month_day: null,
      signature: null,
      fpr_email: null,
      fpr_points_pending_total: 0,
      totp_secret: null,
      totp_enabled_at: null,
      membership_code: null,
      membership_expires_at: null,
      is_admin: false,
      is_moderator: false,
      is_staff: false,
      is_super_admin: false,
      is_content_moderator: false,
      email_confirmed: false,
      visible_online: false,
      activity_visible: false,
      receive_admin_email: false,
      enable_activity_summary_email: false,
      email_on_conversation: false,
      push_flags: '{}',
      allow_view_profile: 'none',
      allow_post_profile: 'none',
      allow_receive_news_feed: 'none',
      allow_send_personal_conversation: 'none',
      allow_view_identities: 'none',
      account_state: 'deleted',
      deleted_at: now,
    })
    .where('user_id', '=', userId)
    .execute();
  // The membership ends with the account (no downgrade alert: nobody is left to read it).
  await trx.updateTable('membership_periods').set({ ended_at: now }).where('user_id', '=', userId).where('ended_at', 'is', null).execute();
  await trx.deleteFrom('user_vehicles').where('user_id', '=', userId).execute();
  await trx.deleteFrom('account_tokens').where('user_id', '=', userId).execute();
  await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
  await trx.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
  await trx.deleteFrom('user_follows').where((eb) => eb.or([eb('user_id', '=', userId), eb('follow_user_id', '=', userId)])).execute();
  await trx.deleteFrom('user_ignores').where((eb) => eb.or([eb('user_id', '=', userId), eb('ignored_user_id', '=', userId)])).execute();
  await trx.deleteFrom('thread_watches').where('user_id', '=', userId).execute();
  await trx.deleteFrom('drafts').where('user_id', '=', userId).execute();
  await trx.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
  await trx.deleteFrom('alerts').where('user_id', '=', userId).execute();
  // They leave their conversations; what they wrote there stays with the others, as 'Deleted member'.
  await trx.deleteFrom('conversation_recipients').where('user_id', '=', userId).execute();
}

/** Deletes the member's account in one transaction; `content` decides what happens to what they wrote. */
export async function deleteAccount(db: Kysely<Database>, user: UserRow, content: DeletedContentChoice, now: number): Promise<DeletionResult> {
  return db.transaction().execute((trx) => deleteAccountIn(trx, user, content, now));
}

/** The deletion inside the caller's transaction (the demo seed deletes an account of its own this way). */
export async function deleteAccountIn(trx: Trx, user: UserRow, content: DeletedContentChoice, now: number): Promise<DeletionResult> {
  if (user.is_admin) {
    const others = await trx
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('is_admin', '=', true)
      .where('user_id', '<>', user.user_id)
      .where('account_state', 'not in', ['deleted', 'banned', 'disabled'])
      .executeTakeFirstOrThrow();
    if (Number(others.count) === 0) throw lastAdministrator();
  }
  const threads = await trx.selectFrom('posts').select('thread_id').distinct().where('user_id', '=', user.user_id).execute();
  if (content === 'remove') await takeDownContent(trx, user.user_id, now);
  await renameOnContent(trx, user.user_id);
  await scrubAccount(trx, user.user_id, now);
  return { threadIds: threads.map((row) => row.thread_id), imageIds: imageIdsOf(user) };
}
