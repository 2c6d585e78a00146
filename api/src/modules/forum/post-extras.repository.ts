// What a page of posts shows beside the posts themselves: reaction counts, the viewer's own
// reaction, attachments, and which threads the viewer watches. A constant number of queries for
// any number of posts: the thread page stays as cheap as its posts query.
import type { Kysely } from 'kysely';
import type { ReactionCount } from '@trailhead/shared-kernel/types';
import type { Database } from '../../db/tables';
import { listAttachmentsForPosts } from '../attachments/attachment-links';
import type { PostExtras } from './forum-mapper';

export const NO_EXTRAS: PostExtras = { reactions: new Map(), visitorReactions: new Map(), attachments: new Map() };

/** Counts per reaction of each post, most chosen first (then by reaction id). */
async function reactionCounts(db: Kysely<Database>, postIds: readonly number[]): Promise<Map<number, ReactionCount[]>> {
  const rows = await db
    .selectFrom('post_reactions')
    .select(['post_id', 'reaction_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('post_id', 'in', postIds)
    .groupBy(['post_id', 'reaction_id'])
    .execute();
  const byPost = new Map<number, ReactionCount[]>();
  for (const row of rows) {
    const list = byPost.get(row.post_id) ?? [];
    list.push({ reaction_id: row.reaction_id, count: Number(row.count) });
    byPost.set(row.post_id, list);
  }
  for (const list of byPost.values()) list.sort((a, b) => b.count - a.count || a.reaction_id - b.reaction_id);
  return byPost;
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
export async function watchedAmong(db: Kysely<Database>, userId: number | null, threadIds: readonly number[]): Promise<Set<number>> {
  if (userId === null || threadIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('thread_watches')
    .select('thread_id')
    .where('user_id', '=', userId)
    .where('thread_id', 'in', threadIds)
    .execute();
  return new Set(rows.map((row) => row.thread_id));
}
