// What a page of posts shows beside the posts themselves: reaction counts, the viewer's own
// reaction, attachments, and which threads the viewer watches. A constant number of queries for
// any number of posts: the thread page stays as cheap as its posts query.
import type { Kysely } from 'kysely';
import type { ReactionCount } from '@trailhead/shared-kernel/types';
import { preparedQuery } from '../../db/prepared-query';
import type { Database } from '../../db/tables';
import { listAttachmentsForPosts } from '../attachments/attachment-links';
import type { PostExtras } from './forum-mapper';

export const NO_EXTRAS: PostExtras = { reactions: new Map(), visitorReactions: new Map(), attachments: new Map() };

/** Counts per reaction of each post, most chosen first (then by reaction id). */
function groupCounts(rows: { post_id: number; reaction_id: number; count: number | string }[]): Map<number, ReactionCount[]> {
  const byPost = new Map<number, ReactionCount[]>();
  for (const row of rows) {
    const list = byPost.get(row.post_id) ?? [];
    list.push({ reaction_id: row.reaction_id, count: Number(row.count) });
    byPost.set(row.post_id, list);
  }
  for (const list of byPost.values()) list.sort((a, b) => b.count - a.count || a.reaction_id - b.reaction_id);
  return byPost;
}

async function reactionCounts(db: Kysely<Database>, postIds: readonly number[]): Promise<Map<number, ReactionCount[]>> {
  const rows = await db
    .selectFrom('post_reactions')
    .select(['post_id', 'reaction_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('post_id', 'in', postIds)
    .groupBy(['post_id', 'reaction_id'])
    .execute();
  return groupCounts(rows);
}

async function visitorReactions(db: Kysely<Database>, postIds: readonly number[], userId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('post_reactions')
    .select(['post_id', 'reaction_id'])
    .where('user_id', '=', userId)
    .where('post_id', 'in', postIds)
    .execute();
  return new Map(rows.map((row) => [row.post_id, row.reaction_id]));
}

export async function loadPostExtras(
  db: Kysely<Database>,
  postIds: readonly number[],
  viewerId: number | null,
): Promise<PostExtras> {
  if (postIds.length === 0) return NO_EXTRAS;
  const [reactions, own, attachments] = await Promise.all([
    reactionCounts(db, postIds),
    viewerId === null ? new Map<number, number>() : visitorReactions(db, postIds, viewerId),
    listAttachmentsForPosts(db, postIds),
  ]);
  return { reactions, visitorReactions: own, attachments };
}

/** Which of these threads the member watches. */
export async function watchedAmong(db: Kysely<Database>, userId: number | null, threadIds: readonly number[]): Promise<Map<number, boolean>> {
  if (userId === null || threadIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('thread_watches')
    .select(['thread_id', 'send_email'])
    .where('user_id', '=', userId)
    .where('thread_id', 'in', threadIds)
    .execute();
  return new Map(rows.map((row) => [row.thread_id, Boolean(row.send_email)]));
}

// The thread page reads a position range of one thread: the same range selects the reactions, so
// these queries have a fixed shape and are compiled once (see preparedQuery).
const pageReactions = preparedQuery(
  (db, threadId: number, first: number, last: number) =>
    db
      .selectFrom('posts')
      .innerJoin('post_reactions as pr', 'pr.post_id', 'posts.post_id')
      .select(['pr.post_id', 'pr.reaction_id', (eb) => eb.fn.countAll<number>().as('count')])
      .where('posts.thread_id', '=', threadId)
      .where('posts.position', '>=', first)
      .where('posts.position', '<=', last)
      .groupBy(['pr.post_id', 'pr.reaction_id']),
  -1_000_001,
  -1_000_003,
  -1_000_005,
);

const watchOfThread = preparedQuery(
  (db, userId: number, threadId: number) =>
    db.selectFrom('thread_watches').select(['thread_id', 'send_email']).where('user_id', '=', userId).where('thread_id', '=', threadId),
  -1_000_001,
  -1_000_003,
);

const ownPageReactions = preparedQuery(
  (db, userId: number, threadId: number, first: number, last: number) =>
    db
      .selectFrom('posts')
      .innerJoin('post_reactions as pr', 'pr.post_id', 'posts.post_id')
      .select(['pr.post_id', 'pr.reaction_id'])
      .where('pr.user_id', '=', userId)
      .where('posts.thread_id', '=', threadId)
      .where('posts.position', '>=', first)
      .where('posts.position', '<=', last),
  -1_000_001,
  -1_000_003,
  -1_000_005,
  -1_000_007,
);

/** What every reader of positions first..last of a thread sees alike: reaction counts and attachments. */
export async function loadSharedPageExtras(
  db: Kysely<Database>,
  threadId: number,
  range: { first: number; last: number },
  postIds: readonly number[],
): Promise<Pick<PostExtras, 'reactions' | 'attachments'>> {
  if (postIds.length === 0) return { reactions: new Map(), attachments: new Map() };
  const [rows, attachments] = await Promise.all([
    pageReactions(db, threadId, range.first, range.last),
    listAttachmentsForPosts(db, postIds),
  ]);
  return { reactions: groupCounts(rows), attachments };
}

/** The member's own reactions on positions first..last of a thread. */
export async function ownReactionsOnPage(db: Kysely<Database>, userId: number | null, threadId: number, range: { first: number; last: number }): Promise<Map<number, number>> {
  if (userId === null) return new Map();
  const rows = await ownPageReactions(db, userId, threadId, range.first, range.last);
  return new Map(rows.map((row) => [row.post_id, row.reaction_id]));
}

/** The member's watch of this one thread: whether it e-mails about replies; undefined when not watched. */
export async function threadWatchOf(db: Kysely<Database>, userId: number | null, threadId: number): Promise<{ email: boolean } | undefined> {
  if (userId === null) return undefined;
  const [watch] = await watchOfThread(db, userId, threadId);
  return watch ? { email: Boolean(watch.send_email) } : undefined;
}
