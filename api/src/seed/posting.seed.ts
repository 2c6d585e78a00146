// The forum's writing half in the demo: threads the demo accounts watch, closed threads (the house
// rules, and an old discussion), and an open report for the moderators. No random draws: the rest
// of the community stays what the seed number makes it.
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { DAY } from '../clock';
import { LONG_THREAD_TITLE } from './forum.data';
import type { SeededMember } from './members.seed';

/** The forum's house rules take no replies. */
export const CLOSED_STICKY_TITLE = 'Read this first: how the forum works';

export async function seedPostingDemo(db: Kysely<Database>, members: SeededMember[], now: number): Promise<void> {
  const byName = new Map(members.map((member) => [member.username, member]));
  const long = await db.selectFrom('threads').select('thread_id').where('title', '=', LONG_THREAD_TITLE).executeTakeFirst();

  for (const name of ['member', 'admin', 'moderator', 'rookie']) {
    const user = byName.get(name);
    if (!user) continue;
    // The threads they last posted in (most recent first), the photo thread for the member.
    const recent = await db
      .selectFrom('posts')
      .innerJoin('threads', 'threads.thread_id', 'posts.thread_id')
      .select('posts.thread_id')
      .where('posts.user_id', '=', user.user_id)
      .where('threads.discussion_type', '=', 'discussion')
      .groupBy('posts.thread_id')
      .orderBy((eb) => eb.fn.max('posts.post_date'), 'desc')
      .limit(name === 'member' ? 6 : 2)
      .execute();
    const threadIds = new Set(recent.map((row) => row.thread_id));
    if (long && name === 'member') threadIds.add(long.thread_id);
    if (threadIds.size === 0) continue;
    await db
      .insertInto('thread_watches')
      .values([...threadIds].map((thread_id, index) => ({ user_id: user.user_id, thread_id, watch_date: now - (index + 1) * DAY })))
      .execute();
  }

  await db.updateTable('threads').set({ discussion_open: false }).where('title', '=', CLOSED_STICKY_TITLE).execute();
  // The oldest ordinary discussion with replies was settled long ago.
  const settled = await db
    .selectFrom('threads')
    .select('thread_id')
    .where('sticky', '=', false)
    .where('discussion_type', '=', 'discussion')
    .where('reply_count', '>', 2)
    .orderBy('last_post_date', 'asc')
    .orderBy('thread_id', 'asc')
    .executeTakeFirst();
  if (settled) await db.updateTable('threads').set({ discussion_open: false }).where('thread_id', '=', settled.thread_id).execute();

  const member = byName.get('member');
  const reported = member
    ? await db.selectFrom('posts').select('post_id').where('user_id', '!=', member.user_id).where('position', '>', 1).orderBy('post_id', 'desc').executeTakeFirst()
    : undefined;
  if (member && reported) {
    await db
      .insertInto('post_reports')
      .values({ post_id: reported.post_id, user_id: member.user_id, message: 'Looks like an ad for a parts shop.', report_date: now - 2 * 3600 })
      .execute();
  }
}
