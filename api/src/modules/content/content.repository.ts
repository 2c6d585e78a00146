import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { ContentItem, DiscussionType } from '@trailhead/shared-kernel/types';
import type { Database } from '../../db/tables';
import { AUTHOR_SELECTION } from '../users/user-mapper';
import { toThread, type ThreadListRow } from '../forum/forum-mapper';
import { firstImageUrl, plainSnippet } from './content-text';

export type ContentRow = ThreadListRow & { node_title: string; first_post_html: string | null };

type ContentTables = Database & { author: Database['users']; node: Database['nodes']; prefix: Database['thread_prefixes']; first_post: Database['posts'] };

/** Threads with their starter, prefix, forum title and first post's HTML. */
export function contentThreads(db: Kysely<Database>) {
  return db
    .selectFrom('threads')
    .innerJoin('users as author', 'author.user_id', 'threads.user_id')
    .innerJoin('nodes as node', 'node.node_id', 'threads.node_id')
    .leftJoin('thread_prefixes as prefix', 'prefix.prefix_id', 'threads.prefix_id')
    .leftJoin('posts as first_post', 'first_post.post_id', 'threads.first_post_id')
    .selectAll('threads')
    .select(AUTHOR_SELECTION)
    .select(['prefix.title as prefix_title', 'node.title as node_title', 'first_post.message_html as first_post_html']);
}

export function contentThreadsByIds(db: Kysely<Database>, threadIds: number[]): Promise<ContentRow[]> {
  return contentThreads(db).where('threads.thread_id', 'in', threadIds).execute();
}

export interface ContentFilter {
  /** 0 = every vehicle type; otherwise threads in forums of that type or of all types (0). */
  vehicleTypeId: number;
  discussionType?: DiscussionType;
  featured?: boolean;
}

export function contentWhere(eb: ExpressionBuilder<ContentTables, 'threads' | 'node'>, filter: ContentFilter) {
  const conditions = [eb('threads.discussion_state', '=', 'visible')];
  if (filter.vehicleTypeId > 0) conditions.push(eb('node.vehicle_type_id', 'in', [0, filter.vehicleTypeId]));
  if (filter.discussionType) conditions.push(eb('threads.discussion_type', '=', filter.discussionType));
  if (filter.featured) conditions.push(eb('threads.featured', '=', true));
  return eb.and(conditions);
}

export async function countContent(db: Kysely<Database>, filter: ContentFilter): Promise<number> {
  const { total } = await db
    .selectFrom('threads')
    .innerJoin('nodes as node', 'node.node_id', 'threads.node_id')
    .where((eb) => contentWhere(eb as never, filter))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(total);
}

export type ContentQuery = SelectQueryBuilder<ContentTables, 'threads' | 'author' | 'node' | 'prefix' | 'first_post', ContentRow>;

export function filteredContent(db: Kysely<Database>, filter: ContentFilter) {
  return contentThreads(db).where((eb) => contentWhere(eb as never, filter));
}

/** One page of content, newest activity first (GET /threads/latest). */
export function listLatestContent(db: Kysely<Database>, filter: ContentFilter, limit: number, offset: number): Promise<ContentRow[]> {
  return filteredContent(db, filter)
    .orderBy('threads.last_post_date', 'desc')
    .orderBy('threads.thread_id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** One page of content by the date it was posted (GET /news, GET /threads/featured). */
export function listContentByPostDate(
  db: Kysely<Database>,
  filter: ContentFilter,
  direction: 'asc' | 'desc',
  limit: number,
  offset: number,
): Promise<ContentRow[]> {
  return filteredContent(db, filter)
    .orderBy('threads.post_date', direction)
    .orderBy('threads.thread_id', direction)
    .limit(limit)
    .offset(offset)
    .execute();
}

export function toContentItem(row: ContentRow, now: number): ContentItem {
  // Object.assign onto the thread, not a spread of it: see toProfileFields (user-mapper.ts).
  return Object.assign(toThread(row, now), {
    snippet: plainSnippet(row.first_post_html),
    image_url: firstImageUrl(row.first_post_html),
    node_title: row.node_title,
  });
}

/** Trending over posts and reactions since `since`: 2 points a reply, 1 a reaction. */
export async function listTrending(
  db: Kysely<Database>,
  filter: ContentFilter,
  since: number | null,
  limit: number,
  offset: number,
): Promise<{ rows: (ContentRow & { trend_score: number })[]; total: number }> {
  if (since === null) {
    // All time: the denormalised counters, no scan of posts.
    const score = sql<number>`(threads.reply_count * 2 + threads.first_post_reaction_score)`;
    const rows = await filteredContent(db, filter)
      .select([score.as('trend_score')])
      .orderBy(score, 'desc')
      .orderBy('threads.last_post_date', 'desc')
      .orderBy('threads.thread_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return { rows, total: await countContent(db, filter) };
  }
  const activity = db
    .selectFrom('posts as p')
    .select(['p.thread_id', sql<number>`2`.as('score')])
    .where('p.post_date', '>=', since)
    .where('p.position', '>', 1)
    .where('p.message_state', '=', 'visible')
    .unionAll(
      db
        .selectFrom('post_reactions as r')
        .innerJoin('posts as p', 'p.post_id', 'r.post_id')
        .select(['p.thread_id', sql<number>`1`.as('score')])
        .where('r.reaction_date', '>=', since),
    );
  const scores = db
    .selectFrom(activity.as('activity'))
    .select(['activity.thread_id', (eb) => eb.fn.sum<number>('activity.score').as('trend_score')])
    .groupBy('activity.thread_id');
  const rows = await filteredContent(db, filter)
    .innerJoin(scores.as('scores'), 'scores.thread_id', 'threads.thread_id')
    .select(['scores.trend_score', sql<number>`count(*) over ()`.as('total_count')])
    .orderBy('scores.trend_score', 'desc')
    .orderBy('threads.last_post_date', 'desc')
    .orderBy('threads.thread_id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  let total = rows.length > 0 ? Number(rows[0].total_count) : 0;
  if (rows.length === 0 && offset > 0) {
    const counted = await filteredContent(db, filter)
      .innerJoin(scores.as('scores'), 'scores.thread_id', 'threads.thread_id')
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    total = Number(counted.n);
  }
  return { rows: rows.map((row) => Object.assign(row, { trend_score: Number(row.trend_score) })), total };
}
