// Demo: a member who deleted their account and kept their posts, so a fresh site shows what that
// looks like (a thread started by 'Deleted member', no link, no profile). The account is made and
// then closed by the same deletion the member's own request runs.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/tables';
import { DAY } from '../../clock';
import { watchAfterPosting } from '../account-settings/thread-watch-settings';
import { refreshNodeStats, refreshThreadStats } from '../forum/forum-stats.repository';
import { COMMUNITY } from '../../seed/members.data';
import { slugify } from '../../view-urls';
import { deleteAccountIn } from './account-deletion';

const TITLE = 'Selling my old recovery gear before I move overseas';

export async function seedDeletedMember(trx: Transaction<Database>, passwordHash: string, now: number): Promise<void> {
  const forum = await trx
    .selectFrom('nodes')
    .select(['node_id', 'vehicle_type_id'])
    .where('node_type_id', '=', 'Forum')
    .where('discussion_type', '=', 'discussion')
    .orderBy('node_id')
    .executeTakeFirst();
  const replier = await trx.selectFrom('users').select(['user_id', 'username', 'interaction_watch_state']).where('username', '=', COMMUNITY[0].username).executeTakeFirst();
  if (!forum || !replier) return;
  const registered = now - 900 * DAY;
  const leaver = await trx
    .insertInto('users')
    .values({
      username: 'RustyWinch_Ray',
      email: 'rustywinchray@trailhead.example',
      password_hash: passwordHash,
      first_name: 'Ray',
      last_name: 'Dalton',
      user_title: 'Member',
      city: 'Flagstaff',
      state: 'AZ',
      timezone: 'America/Phoenix',
      vehicle_description: null,
      register_date: registered,
      last_activity: now - 40 * DAY,
      membership_code: 'free_membership',
      email_confirmed: true,
      about: 'Moving to Portugal, the rig stays behind.',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const start = now - 60 * DAY;
  const { thread_id } = await trx
    .insertInto('threads')
    .values({
      node_id: forum.node_id,
      title: TITLE,
      slug: slugify(TITLE),
      discussion_type: 'discussion',
      user_id: leaver.user_id,
      username: leaver.username,
      post_date: start,
      last_post_date: start + DAY,
      last_post_user_id: replier.user_id,
      last_post_username: replier.username,
      vehicle_type_id: forum.vehicle_type_id,
    })
    .returning('thread_id')
    .executeTakeFirstOrThrow();
  const posts = [
    { user: leaver, date: start, html: '<p>Snatch block, two soft shackles and a 30 ft kinetic rope, all used twice. Pick-up in Flagstaff.</p>' },
    { user: replier, date: start + DAY, html: '<p>I will take the kinetic rope if it is still around. Safe travels!</p>' },
  ];
  await trx
    .insertInto('posts')
    .values(posts.map((post, index) => ({
      thread_id,
      user_id: post.user.user_id,
      username: post.user.username,
      post_date: post.date,
      position: index + 1,
      message_html: post.html,
      message_parsed: post.html.replace(/<[^>]+>/g, ''),
    })))
    .execute();
  await trx.updateTable('users').set((eb) => ({ message_count: eb('message_count', '+', 1) })).where('user_id', 'in', [leaver.user_id, replier.user_id]).execute();
  await watchAfterPosting(trx, replier.user_id, thread_id, replier.interaction_watch_state, start + DAY);
  await refreshThreadStats(trx, [thread_id]);
  await refreshNodeStats(trx, [forum.node_id]);
  await deleteAccountIn(trx, leaver, 'keep', now - 30 * DAY);
}
