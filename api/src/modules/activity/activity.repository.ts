// Reads and writes of member activity: profile posts, follows, the news feed and the member lookup.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { Visibility } from '../../db/tables/users.table';
import { isUniqueViolation } from '../../db/unique-violation';
import { AUTHOR_SELECTION, SUMMARY_COLUMNS, type AuthorFields, type SummaryFields } from '../users/user-mapper';
import { contentThreads, type ContentRow } from '../content/content.repository';

export type ProfilePostListRow = {
  profile_post_id: number;
  profile_user_id: number;
  user_id: number;
  username: string;
  post_date: number;
  message_html: string;
  message_state: 'visible' | 'deleted';
  vehicle_type_id: number | null;
} & AuthorFields & OwnerFields;

export type OwnerFields = { [K in keyof SummaryFields as `owner_${K}`]: SummaryFields[K] };

/** The summary columns of the profile's member, read through a join on `users as owner`. */
export const OWNER_SELECTION = SUMMARY_COLUMNS.map((column) => `owner.${column} as owner_${column}` as const);

/** Visible profile posts, newest first; for a vehicle type, those about it or about none in particular. */
export async function listLatestProfilePosts(
  db: Kysely<Database>,
  filter: { vehicleTypeId: number; limit: number; offset: number },
): Promise<{ rows: ProfilePostListRow[]; total: number }> {
  let base = db.selectFrom('profile_posts').where('profile_posts.message_state', '=', 'visible');
  if (filter.vehicleTypeId > 0) {
    const vehicleTypeId = filter.vehicleTypeId;
    base = base.where((eb) => eb.or([eb('profile_posts.vehicle_type_id', 'is', null), eb('profile_posts.vehicle_type_id', 'in', [0, vehicleTypeId])]));
  }
  const [rows, count] = await Promise.all([
    base
      .innerJoin('users as author', 'author.user_id', 'profile_posts.user_id')
      .innerJoin('users as owner', 'owner.user_id', 'profile_posts.profile_user_id')
      .selectAll('profile_posts')
      .select(AUTHOR_SELECTION)
      .select(OWNER_SELECTION)
      .orderBy('profile_posts.post_date', 'desc')
      .orderBy('profile_posts.profile_post_id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as ProfilePostListRow[], total: Number(count.total) };
}

export function ownerFields(row: OwnerFields): SummaryFields {
  return Object.fromEntries(SUMMARY_COLUMNS.map((column) => [column, row[`owner_${column}`]])) as unknown as SummaryFields;
}

export async function isFollowing(db: Kysely<Database>, userId: number, followUserId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_follows')
    .select('follow_user_id')
    .where('user_id', '=', userId)
    .where('follow_user_id', '=', followUserId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Follows or unfollows (spec §4: the toggle flips is_followed); answers the new state. */
export async function toggleFollow(db: Kysely<Database>, userId: number, followUserId: number, now: number): Promise<boolean> {
  const removed = await db.deleteFrom('user_follows').where('user_id', '=', userId).where('follow_user_id', '=', followUserId).executeTakeFirst();
  if (Number(removed.numDeletedRows) > 0) return false;
  try {
    await db.insertInto('user_follows').values({ user_id: userId, follow_user_id: followUserId, follow_date: now }).execute();
  } catch (error) {
    // A second click that raced the first: the follow is there either way.
    if (!isUniqueViolation(error)) throw error;
  }
  return true;
}

export async function countFollowing(db: Kysely<Database>, userId: number): Promise<number> {
  const { total } = await db
    .selectFrom('user_follows')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(total);
}

export interface FeedPostRow {
  post_id: number;
  thread_id: number;
  user_id: number;
  position: number;
  post_date: number;
  message_parsed: string;
}

/** Visible posts (thread starts and replies) by the members `userId` follows, newest first. */
export async function listNewsFeedPosts(
  db: Kysely<Database>,
  filter: { userId: number; vehicleTypeId: number; limit: number; offset: number; authorVisibility: { open: Visibility[]; followed: boolean } },
): Promise<{ rows: FeedPostRow[]; total: number }> {
  const { open, followed } = filter.authorVisibility;
  let base = db
    .selectFrom('posts as p')
    .innerJoin('threads as t', 't.thread_id', 'p.thread_id')
    .innerJoin('nodes as n', 'n.node_id', 't.node_id')
    .innerJoin('users as author', 'author.user_id', 'p.user_id')
    .where('p.user_id', 'in', (eb) => eb.selectFrom('user_follows').select('follow_user_id').where('user_id', '=', filter.userId))
    // allow_receive_news_feed (user-privacy.ts visibilitiesFor): 'followed' lets in the members the author follows.
    .where((eb) =>
      eb.or([
        eb('author.allow_receive_news_feed', 'in', open),
        ...(followed
          ? [
              eb.and([
                eb('author.allow_receive_news_feed', '=', 'followed'),
                eb.exists(eb.selectFrom('user_follows as back').select('back.user_id').whereRef('back.user_id', '=', 'p.user_id').where('back.follow_user_id', '=', filter.userId)),
              ]),
            ]
          : []),
      ]),
    )
    .where('p.message_state', '=', 'visible')
    .where('t.discussion_state', '=', 'visible');
  if (filter.vehicleTypeId > 0) base = base.where('n.vehicle_type_id', 'in', [0, filter.vehicleTypeId]);
  const [rows, count] = await Promise.all([
    base
      .select(['p.post_id', 'p.thread_id', 'p.user_id', 'p.position', 'p.post_date', 'p.message_parsed'])
      .orderBy('p.post_date', 'desc')
      .orderBy('p.post_id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function threadsByIds(db: Kysely<Database>, threadIds: number[]): Promise<Map<number, ContentRow>> {
  if (threadIds.length === 0) return new Map();
  const rows = await contentThreads(db).where('threads.thread_id', 'in', threadIds).execute();
  return new Map(rows.map((row) => [row.thread_id, row]));
}

/** Members whose username starts with `prefix` (any case), shortest names first; blocked accounts are left out. */
export async function findMembersByName(db: Kysely<Database>, prefix: string, limit: number): Promise<SummaryFields[]> {
  const pattern = `${prefix.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return db
    .selectFrom('users')
    .select(SUMMARY_COLUMNS)
    .where(sql<boolean>`lower(username) like ${pattern} escape '\\'`)
    .where('account_state', 'not in', ['banned', 'disabled'])
    .orderBy(sql`length(username)`)
    .orderBy('username')
    .limit(limit)
    .execute();
}
