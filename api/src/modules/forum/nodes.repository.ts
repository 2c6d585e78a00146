import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
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
