import type { Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared-query';
import type { Database } from '../../db/tables';
import { readCutoff } from './node-tree';
import type { NodeListRow } from './forum-mapper';

function nodesWithLastPost(db: Kysely<Database>) {
  return db
    .selectFrom('nodes')
    .leftJoin('users as last_poster', 'last_poster.user_id', 'nodes.last_post_user_id')
    .leftJoin('threads as last_thread', 'last_thread.thread_id', 'nodes.last_thread_id')
    .selectAll('nodes')
    .select([
      'last_poster.avatar_url as last_post_user_avatar',
      'last_thread.slug as last_thread_slug',
      'last_thread.reply_count as last_thread_reply_count',
    ]);
}

/** Every node, parents before children, siblings in display order. */
export async function listNodes(db: Kysely<Database>): Promise<NodeListRow[]> {
  return nodesWithLastPost(db)
    .orderBy('nodes.parent_node_id')
    .orderBy('nodes.display_order')
    .orderBy('nodes.node_id')
    .execute();
}

export async function findNode(db: Kysely<Database>, nodeId: number): Promise<NodeListRow | undefined> {
  return nodesWithLastPost(db).where('nodes.node_id', '=', nodeId).executeTakeFirst();
}

export async function nodeReadDates(db: Kysely<Database>, userId: number): Promise<Map<number, number>> {
  const rows = await db.selectFrom('node_reads').select(['node_id', 'read_date']).where('user_id', '=', userId).execute();
  return new Map(rows.map((row) => [row.node_id, row.read_date]));
}

export async function markNodeRead(db: Kysely<Database>, userId: number, nodeId: number, now: number): Promise<void> {
  await db
    .insertInto('node_reads')
    .values({ user_id: userId, node_id: nodeId, read_date: now })
    .onConflict((oc) => oc.columns(['user_id', 'node_id']).doUpdateSet({ read_date: now }))
    .execute();
}

/** When the member last read each of these threads (absent: never). */
export async function threadReadDates(db: Kysely<Database>, userId: number, threadIds: number[]): Promise<Map<number, number>> {
  if (threadIds.length === 0) return new Map();
  const rows = await db.selectFrom('thread_reads').select(['thread_id', 'read_date']).where('user_id', '=', userId).where('thread_id', 'in', threadIds).execute();
  return new Map(rows.map((row) => [row.thread_id, row.read_date]));
}

// Asked on every signed-in read of a thread's last page: compiled once (see preparedQuery).
const threadReadOf = preparedQuery(
  (db, userId: number, threadId: number) => db.selectFrom('thread_reads').select('read_date').where('user_id', '=', userId).where('thread_id', '=', threadId),
  -1_000_001,
  -1_000_003,
);

/**
 * The member has read the thread's posts: kept when the thread has something they had not read
 * (the thread page is a hot path: a re-read of nothing new reads one row and writes nothing). When
 * that was the last new thread of its forum for them, the forum is marked read too.
 */
export async function markThreadRead(db: Kysely<Database>, userId: number, thread: { thread_id: number; node_id: number; last_post_date: number }, now: number): Promise<void> {
  const [known] = await threadReadOf(db, userId, thread.thread_id);
  if (known && known.read_date >= thread.last_post_date) return;
  await db
    .insertInto('thread_reads')
    .values({ user_id: userId, thread_id: thread.thread_id, read_date: now })
    .onConflict((oc) => oc.columns(['user_id', 'thread_id']).doUpdateSet({ read_date: now }))
    .execute();
  const forumRead = await db.selectFrom('node_reads').select('read_date').where('user_id', '=', userId).where('node_id', '=', thread.node_id).executeTakeFirst();
  const cutoff = readCutoff(thread.node_id, { readDates: new Map(forumRead ? [[thread.node_id, forumRead.read_date]] : []), now });
  const stillNew = await db
    .selectFrom('threads')
    .leftJoin('thread_reads as r', (join) => join.onRef('r.thread_id', '=', 'threads.thread_id').on('r.user_id', '=', userId))
    .select('threads.thread_id')
    .where('threads.node_id', '=', thread.node_id)
    .where('threads.last_post_date', '>', cutoff)
    .where('threads.discussion_state', '=', 'visible')
    .where((eb) => eb.or([eb('r.read_date', 'is', null), eb('r.read_date', '<', eb.ref('threads.last_post_date'))]))
    .limit(1)
    .executeTakeFirst();
  if (!stillNew) await markNodeRead(db, userId, thread.node_id, now);
}
