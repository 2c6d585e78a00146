// Denormalised forum counters. Reads never count or sort posts: they use these columns, which the
// writers (seed, and later the post/thread endpoints) refresh with the functions below.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/tables';

function onlyIds(column: string, ids: number[] | undefined) {
  return ids ? sql`and ${sql.ref(column)} in (${sql.join(ids)})` : sql``;
}

/** reply_count, first and last post of threads (all, or the given ones) from their posts. */
export async function refreshThreadStats(db: Kysely<Database>, threadIds?: number[]): Promise<void> {
  if (threadIds?.length === 0) return;
  const lastPost = (column: string) =>
    sql`(select ${sql.ref(`p.${column}`)} from posts p where p.thread_id = threads.thread_id order by p.position desc limit 1)`;
  const firstPost = (column: string) =>
    sql`(select ${sql.ref(`p.${column}`)} from posts p where p.thread_id = threads.thread_id order by p.position asc limit 1)`;
  await sql`
    update threads set
      reply_count = (select count(*) - 1 from posts p where p.thread_id = threads.thread_id),
      last_post_id = ${lastPost('post_id')},
      last_post_date = ${lastPost('post_date')},
      last_post_user_id = ${lastPost('user_id')},
      last_post_username = ${lastPost('username')},
      first_post_id = ${firstPost('post_id')},
      first_post_reaction_score = ${firstPost('reaction_score')}
    where exists (select 1 from posts p where p.thread_id = threads.thread_id) ${onlyIds('thread_id', threadIds)}
  `.execute(db);
}

/** Thread and message counts and the newest thread of every forum node (or of the given ones). */
export async function refreshNodeStats(db: Kysely<Database>, nodeIds?: number[]): Promise<void> {
  if (nodeIds?.length === 0) return;
  const newest = (column: string) =>
    sql`(select ${sql.ref(`t.${column}`)} from threads t
         where t.node_id = nodes.node_id and t.discussion_state = 'visible'
         order by t.last_post_date desc, t.thread_id desc limit 1)`;
  await sql`
    update nodes set
      discussion_count = (select count(*) from threads t where t.node_id = nodes.node_id and t.discussion_state = 'visible'),
      message_count = (select coalesce(sum(t.reply_count + 1), 0) from threads t
                       where t.node_id = nodes.node_id and t.discussion_state = 'visible'),
      last_thread_id = ${newest('thread_id')},
      last_thread_title = ${newest('title')},
      last_post_id = ${newest('last_post_id')},
      last_post_date = ${newest('last_post_date')},
      last_post_user_id = ${newest('last_post_user_id')},
      last_post_username = ${newest('last_post_username')}
    where node_type_id = 'Forum' ${onlyIds('node_id', nodeIds)}
  `.execute(db);
}

/** Each post's reaction score from its reactions (only posts that have any). */
export async function refreshPostReactionScores(db: Kysely<Database>): Promise<void> {
  await sql`
    update posts set reaction_score = (
      select coalesce(sum(r.score), 0) from post_reactions pr
      inner join reactions r on r.reaction_id = pr.reaction_id
      where pr.post_id = posts.post_id)
    where exists (select 1 from post_reactions pr where pr.post_id = posts.post_id)
  `.execute(db);
}

/** Members' message counts and reaction scores from their posts. */
export async function refreshUserPostStats(db: Kysely<Database>): Promise<void> {
  await sql`
    update users set
      message_count = (select count(*) from posts p where p.user_id = users.user_id and p.message_state = 'visible'),
      reaction_score = (select coalesce(sum(p.reaction_score), 0) from posts p where p.user_id = users.user_id)
  `.execute(db);
}

/** Everything above, in dependency order. */
export async function refreshForumStats(db: Kysely<Database>): Promise<void> {
  await refreshPostReactionScores(db);
  await refreshThreadStats(db);
  await refreshNodeStats(db);
  await refreshUserPostStats(db);
}
