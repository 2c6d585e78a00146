import type { Kysely } from 'kysely';
import type { LivePostEvent } from '@trailhead/shared-kernel/types';
import type { Database } from '../../db/tables';

export async function isThreadVisible(db: Kysely<Database>, threadId: number): Promise<boolean> {
  const thread = await db.selectFrom('threads').select('discussion_state').where('thread_id', '=', threadId).executeTakeFirst();
  return thread?.discussion_state === 'visible';
}

/** Posts of the thread after the given id, oldest first (only visible ones). */
export async function postsAfter(db: Kysely<Database>, threadId: number, afterPostId: number, limit: number): Promise<LivePostEvent[]> {
  return db
    .selectFrom('posts')
    .select(['thread_id', 'post_id', 'position', 'user_id'])
    .where('thread_id', '=', threadId)
    .where('post_id', '>', afterPostId)
    .where('message_state', '=', 'visible')
    .orderBy('post_id')
    .limit(limit)
    .execute();
}
