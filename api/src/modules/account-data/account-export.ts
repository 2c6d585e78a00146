// GET /me/export: everything a member's account holds, as one JSON document written piece by piece
// (spec audience's right to know). Long lists are read a page at a time by key and the event loop
// gets a turn between pages, so a member with tens of thousands of posts neither holds the
// process nor loads every row at once. Only the member's own rows; never the password hash, the
// two-factor secret or any token.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { UserRow } from '../../db/tables/users.table';
import { settingsOf } from '../me/settings-fields';

type Db = Kysely<Database>;
type Row = Record<string, unknown>;

/** Rows per read: small enough that one read is a millisecond or two, large enough to be few. */
export const EXPORT_PAGE_SIZE = 500;

/** The account's own fields; a column added later is left out until it is named here (no secret leaks by default). */
const PROFILE_FIELDS = [
  'user_id', 'username', 'email', 'email_confirmed', 'first_name', 'last_name', 'show_first_last_name', 'user_title',
  'about', 'website', 'city', 'state', 'latitude', 'longitude', 'share_map_position', 'timezone', 'birth_date',
  'vehicle_description', 'avatar_url', 'banner_url', 'banner_position_y', 'signature', 'register_date', 'last_activity',
  'message_count', 'reaction_score', 'trophy_points', 'account_state', 'is_admin', 'is_moderator', 'is_staff',
  'membership_code', 'membership_started_at', 'membership_expires_at', 'fpr_email', 'fpr_points_pending_total',
  'show_dob_date', 'show_dob_year', 'visible_online', 'activity_visible', 'allow_view_profile', 'allow_post_profile',
  'allow_receive_news_feed', 'allow_send_personal_conversation', 'allow_view_identities', 'receive_admin_email',
  'enable_activity_summary_email', 'email_on_conversation', 'creation_watch_state', 'interaction_watch_state',
  'content_show_signature', 'push_flags', 'totp_enabled_at',
] as const satisfies readonly (keyof UserRow)[];

export function exportedProfile(user: UserRow): Row {
  const profile: Row = {};
  for (const field of PROFILE_FIELDS) profile[field] = user[field];
  profile.two_factor_enabled = user.totp_enabled_at !== null;
  return profile;
}

/** Pages of rows read by an increasing key (unique among the member's rows), oldest first. */
async function* byKey<R extends Row>(read: (after: number, limit: number) => Promise<R[]>, key: keyof R & string): AsyncGenerator<R[]> {
  let after = -1;
  for (;;) {
    const rows = await read(after, EXPORT_PAGE_SIZE);
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_PAGE_SIZE) return;
    after = Number(rows[rows.length - 1][key]);
    await nextTurn();
  }
}

type Section = [name: string, pages: () => AsyncIterable<Row[]>];

function sections(db: Db, userId: number): Section[] {
  return [
    ['vehicles', () => byKey((after, limit) =>
      db.selectFrom('user_vehicles').select(['user_vehicle_id', 'vehicle_type_id', 'model_year', 'model', 'trim_name', 'vin', 'is_default'])
        .where('user_id', '=', userId).where('user_vehicle_id', '>', after).orderBy('user_vehicle_id').limit(limit).execute(), 'user_vehicle_id')],
    ['threads', () => byKey((after, limit) =>
      db.selectFrom('threads').select(['thread_id', 'node_id', 'title', 'post_date', 'reply_count', 'view_count', 'discussion_state', 'first_post_id'])
        .where('user_id', '=', userId).where('thread_id', '>', after).orderBy('thread_id').limit(limit).execute(), 'thread_id')],
    ['posts', () => byKey((after, limit) =>
      db.selectFrom('posts').innerJoin('threads', 'threads.thread_id', 'posts.thread_id')
        .select(['posts.post_id', 'posts.thread_id', 'threads.title as thread_title', 'posts.position', 'posts.post_date', 'posts.message_html', 'posts.message_state', 'posts.reaction_score'])
        .where('posts.user_id', '=', userId).where('posts.post_id', '>', after).orderBy('posts.post_id').limit(limit).execute(), 'post_id')],
    ['profile_posts', () => byKey((after, limit) =>
      db.selectFrom('profile_posts').select(['profile_post_id', 'profile_user_id', 'post_date', 'message_html', 'message_state', 'reaction_score', 'comment_count'])
        .where('user_id', '=', userId).where('profile_post_id', '>', after).orderBy('profile_post_id').limit(limit).execute(), 'profile_post_id')],
    ['profile_post_comments', () => byKey((after, limit) =>
      db.selectFrom('profile_post_comments').select(['profile_post_comment_id', 'profile_post_id', 'comment_date', 'message_html', 'message_state', 'reaction_score'])
        .where('user_id', '=', userId).where('profile_post_comment_id', '>', after).orderBy('profile_post_comment_id').limit(limit).execute(), 'profile_post_comment_id')],
    ['conversations', () => byKey(async (after, limit) => {
      const rows = await db.selectFrom('conversation_recipients').innerJoin('conversations', 'conversations.conversation_id', 'conversation_recipients.conversation_id')
        .select(['conversations.conversation_id', 'conversations.title', 'conversations.starter_user_id', 'conversations.start_date'])
        .where('conversation_recipients.user_id', '=', userId).where('conversations.conversation_id', '>', after)
        .orderBy('conversations.conversation_id').limit(limit).execute();
      return rows.map(({ starter_user_id, ...row }) => ({ ...row, started_by_me: starter_user_id === userId }));
    }, 'conversation_id')],
    ['messages_sent', () => byKey((after, limit) =>
      db.selectFrom('conversation_messages').innerJoin('conversations', 'conversations.conversation_id', 'conversation_messages.conversation_id')
        .select(['conversation_messages.message_id', 'conversation_messages.conversation_id', 'conversations.title as conversation_title', 'conversation_messages.message_date', 'conversation_messages.message_html'])
        .where('conversation_messages.user_id', '=', userId).where('conversation_messages.message_id', '>', after)
        .orderBy('conversation_messages.message_id').limit(limit).execute(), 'message_id')],
    ['events_created', () => byKey((after, limit) =>
      db.selectFrom('events').select(['event_id', 'title', 'description', 'kind', 'start_date', 'end_date', 'location_name', 'city', 'state', 'is_cancelled', 'club_id', 'created_at'])
        .where('user_id', '=', userId).where('event_id', '>', after).orderBy('event_id').limit(limit).execute(), 'event_id')],
    ['events_attending', () => byKey((after, limit) =>
      db.selectFrom('event_attendees').innerJoin('events', 'events.event_id', 'event_attendees.event_id')
        .select(['events.event_id', 'events.title', 'events.start_date', 'event_attendees.attend_date'])
        .where('event_attendees.user_id', '=', userId).where('events.event_id', '>', after).orderBy('events.event_id').limit(limit).execute(), 'event_id')],
    ['clubs', () => byKey((after, limit) =>
      db.selectFrom('club_members').innerJoin('clubs', 'clubs.club_id', 'club_members.club_id')
        .select(['clubs.club_id', 'clubs.name', 'club_members.member_state', 'club_members.join_date'])
        .where('club_members.user_id', '=', userId).where('clubs.club_id', '>', after).orderBy('clubs.club_id').limit(limit).execute(), 'club_id')],
    ['following', () => byKey((after, limit) =>
      db.selectFrom('user_follows').innerJoin('users', 'users.user_id', 'user_follows.follow_user_id')
        .select(['user_follows.follow_user_id as user_id', 'users.username', 'user_follows.follow_date'])
        .where('user_follows.user_id', '=', userId).where('user_follows.follow_user_id', '>', after).orderBy('user_follows.follow_user_id').limit(limit).execute(), 'user_id')],
    ['ignoring', () => byKey((after, limit) =>
      db.selectFrom('user_ignores').innerJoin('users', 'users.user_id', 'user_ignores.ignored_user_id')
        .select(['user_ignores.ignored_user_id as user_id', 'users.username', 'user_ignores.ignore_date'])
        .where('user_ignores.user_id', '=', userId).where('user_ignores.ignored_user_id', '>', after).orderBy('user_ignores.ignored_user_id').limit(limit).execute(), 'user_id')],
    ['awards', () => byKey((after, limit) =>
      db.selectFrom('user_awards').innerJoin('awards', 'awards.award_id', 'user_awards.award_id')
        .select(['user_awards.user_award_id', 'awards.title', 'user_awards.award_date', 'user_awards.award_reason'])
        .where('user_awards.user_id', '=', userId).where('user_awards.user_award_id', '>', after).orderBy('user_awards.user_award_id').limit(limit).execute(), 'user_award_id')],
    ['reactions_given', async function* () {
      yield* byKey(async (after, limit) => {
        const rows = await db.selectFrom('post_reactions').innerJoin('reactions', 'reactions.reaction_id', 'post_reactions.reaction_id')
          .select(['post_reactions.post_id as content_id', 'reactions.title as reaction', 'post_reactions.reaction_date'])
          .where('post_reactions.user_id', '=', userId).where('post_reactions.post_id', '>', after).orderBy('post_reactions.post_id').limit(limit).execute();
        return rows.map((row) => ({ content_type: 'post', ...row }));
      }, 'content_id');
      for (const type of ['profile_post', 'profile_comment'] as const) {
        yield* byKey(async (after, limit) => {
          const rows = await db.selectFrom('profile_reactions').innerJoin('reactions', 'reactions.reaction_id', 'profile_reactions.reaction_id')
            .select(['profile_reactions.content_id', 'reactions.title as reaction', 'profile_reactions.reaction_date'])
            .where('profile_reactions.user_id', '=', userId).where('profile_reactions.content_type', '=', type)
            .where('profile_reactions.content_id', '>', after).orderBy('profile_reactions.content_id').limit(limit).execute();
          return rows.map((row) => ({ content_type: type, ...row }));
        }, 'content_id');
      }
    }],
    ['membership_periods', () => byKey((after, limit) =>
      db.selectFrom('membership_periods').select(['period_id', 'membership_code', 'source', 'started_at', 'expires_at', 'ended_at', 'store_order_id'])
        .where('user_id', '=', userId).where('period_id', '>', after).orderBy('period_id').limit(limit).execute(), 'period_id')],
    ['alerts', () => byKey((after, limit) =>
      db.selectFrom('alerts').select(['alert_id', 'action', 'content_type', 'content_id', 'from_user_id', 'event_date', 'is_read', 'extra_data'])
        .where('user_id', '=', userId).where('alert_id', '>', after).orderBy('alert_id').limit(limit).execute(), 'alert_id')],
  ];
}

/** The archive as pieces of one JSON document (AccountExport of shared-kernel), to be streamed. */
export async function* accountExport(db: Db, user: UserRow, now: number): AsyncGenerator<string> {
  yield `{"format":"trailhead-account-export","version":1,"exported_at":${now}`;
  yield `,"profile":${JSON.stringify(exportedProfile(user))}`;
  yield `,"settings":${JSON.stringify(settingsOf(user) ?? null)}`;
  for (const [name, pages] of sections(db, user.user_id)) {
    yield `,${JSON.stringify(name)}:[`;
    let first = true;
    for await (const rows of pages()) {
      yield (first ? '' : ',') + rows.map((row) => JSON.stringify(row)).join(',');
      first = false;
    }
    yield ']';
  }
  yield '}\n';
}

/** trailhead-<username>-<YYYY-MM-DD>.json, with only characters every browser keeps in a file name. */
export function exportFileName(username: string, now: number): string {
  const safe = username.replace(/[^A-Za-z0-9_.-]+/g, '_').slice(0, 60) || 'member';
  const date = new Date(now * 1000).toISOString().slice(0, 10);
  return `trailhead-${safe}-${date}.json`;
}
