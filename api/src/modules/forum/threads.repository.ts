import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { DiscussionType, ThreadSortField } from '@trailhead/shared-kernel/types';
import { preparedQuery } from '../../db/prepared-query';
import type { Database } from '../../db/tables';
import { AUTHOR_SELECTION } from '../users/user-mapper';
import type { ThreadListRow } from './forum-mapper';

export type SortDirection = 'asc' | 'desc';

export interface ForumThreadsFilter {
  nodeId: number;
  starterId?: number;
  /** Only threads with a post since this time. */
  activeSince?: number;
  order: ThreadSortField;
  direction: SortDirection;
  /** Sticky threads first (the forum view); false gives the plain sorted list. */
  stickyFirst: boolean;
  /** Moderators see soft-deleted threads too (marked by discussion_state). */
  includeDeleted?: boolean;
  limit: number;
  offset: number;
}

function threadsWithStarter(db: Kysely<Database>) {
  return db
    .selectFrom('threads')
    .innerJoin('users as author', 'author.user_id', 'threads.user_id')
    .leftJoin('thread_prefixes as prefix', 'prefix.prefix_id', 'threads.prefix_id')
    .selectAll('threads')
    .select(AUTHOR_SELECTION)
    .select('prefix.title as prefix_title');
}

const threadById = preparedQuery(
  (db, threadId: number) => threadsWithStarter(db).where('threads.thread_id', '=', threadId),
  -1_000_001,
);

export async function findThread(db: Kysely<Database>, threadId: number): Promise<ThreadListRow | undefined> {
  const [row] = await threadById(db, threadId);
  return row;
}

/** The WHERE of a forum's thread list, shared by the count and the page query. */
function forumThreadsWhere(eb: ExpressionBuilder<Database, 'threads'>, filter: ForumThreadsFilter) {
  const conditions = [eb('threads.node_id', '=', filter.nodeId)];
  if (!filter.includeDeleted) conditions.push(eb('threads.discussion_state', '=', 'visible'));
  if (filter.starterId !== undefined) conditions.push(eb('threads.user_id', '=', filter.starterId));
  if (filter.activeSince !== undefined) conditions.push(eb('threads.last_post_date', '>=', filter.activeSince));
  return eb.and(conditions);
}

export async function listForumThreads(
  db: Kysely<Database>,
  filter: ForumThreadsFilter,
): Promise<{ rows: ThreadListRow[]; total: number }> {
  const { total } = await db
    .selectFrom('threads')
    .where((eb) => forumThreadsWhere(eb, filter))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();

  let query = threadsWithStarter(db).where((eb) => forumThreadsWhere(eb, filter));
  if (filter.stickyFirst) query = query.orderBy('threads.sticky', 'desc');
  query =
    filter.order === 'title'
      ? query.orderBy(sql`lower(threads.title)`, filter.direction)
      : query.orderBy(`threads.${filter.order}`, filter.direction);
  const rows = await query
    .orderBy('threads.thread_id', filter.direction)
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  return { rows, total: Number(total) };
}

export async function incrementViewCount(db: Kysely<Database>, threadId: number): Promise<void> {
  await db
    .updateTable('threads')
    .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
    .where('thread_id', '=', threadId)
    .execute();
}

export interface ThreadListFilter {
  discussionType?: DiscussionType;
  prefixId?: number;
  /** 0 or absent: every vehicle type. */
  vehicleTypeId?: number;
  /** Only threads this member watches. */
  watchedBy?: number;
}

function threadListWhere(eb: ExpressionBuilder<Database, 'threads'>, filter: ThreadListFilter) {
  const conditions = [eb('threads.discussion_state', '=', 'visible')];
  if (filter.discussionType !== undefined) conditions.push(eb('threads.discussion_type', '=', filter.discussionType));
  if (filter.prefixId !== undefined) conditions.push(eb('threads.prefix_id', '=', filter.prefixId));
  if (filter.vehicleTypeId) conditions.push(eb('threads.vehicle_type_id', '=', filter.vehicleTypeId));
  if (filter.watchedBy !== undefined) {
    const userId = filter.watchedBy;
    conditions.push(
      eb.exists(
        eb
          .selectFrom('thread_watches')
          .select('thread_watches.thread_id')
          .whereRef('thread_watches.thread_id', '=', 'threads.thread_id')
          .where('thread_watches.user_id', '=', userId),
      ),
    );
  }
  return eb.and(conditions);
}

/** Visible threads across forums, most recently active first (or newest first by post_date). */
export async function listThreads(
  db: Kysely<Database>,
  filter: ThreadListFilter,
  order: 'last_post_date' | 'post_date',
  limit: number,
  offset: number,
  withTotal: boolean,
): Promise<{ rows: ThreadListRow[]; total: number }> {
  const rows = await threadsWithStarter(db)
    .where((eb) => threadListWhere(eb, filter))
    .orderBy(`threads.${order}`, 'desc')
    .orderBy('threads.thread_id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  if (!withTotal) return { rows, total: rows.length };
  const { total } = await db
    .selectFrom('threads')
    .where((eb) => threadListWhere(eb, filter))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
}
