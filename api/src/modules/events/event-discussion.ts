// Every event has a discussion: a forum thread with discussion_type 'event', written by the
// forum's own posting code inside the event's transaction, so an event never exists without its
// thread (nor a thread without its event). Replies go through the forum's reply call as usual.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { NodeRow } from '../../db/tables/forum.table';
import type { UserRow } from '../../db/tables/users.table';
import { watchOwnNewThread } from '../account-settings/thread-watch-settings';
import type { CleanMessage } from '../posting/post-html';
import { insertThread, updateThread } from '../posting/posting.repository';

type Db = Kysely<Database>;

/** The forum of the site's event talk in the demo community. */
export const EVENTS_FORUM_SLUG = 'events-meetups-talk';
const FALLBACK_FORUM = { title: 'Event Discussions', slug: 'event-discussions', description: 'The discussion of every event on the site.' };

/**
 * Where event threads go: a forum meant for events (discussion_type 'event'), else the demo's
 * "Events & Meetups Talk", else one made for them on first use.
 */
export async function eventsForum(trx: Db): Promise<Pick<NodeRow, 'node_id' | 'vehicle_type_id'>> {
  const existing = await trx
    .selectFrom('nodes')
    .select(['node_id', 'vehicle_type_id', 'discussion_type', 'slug'])
    .where('node_type_id', '=', 'Forum')
    .where((eb) => eb.or([eb('discussion_type', '=', 'event'), eb('slug', 'in', [EVENTS_FORUM_SLUG, FALLBACK_FORUM.slug])]))
    .orderBy('node_id')
    .execute();
  const pick = existing.find((n) => n.discussion_type === 'event') ?? existing.find((n) => n.slug === EVENTS_FORUM_SLUG) ?? existing[0];
  if (pick) return { node_id: pick.node_id, vehicle_type_id: pick.vehicle_type_id };
  return trx
    .insertInto('nodes')
    .values({
      parent_node_id: 0,
      node_type_id: 'Forum',
      display_order: 900,
      title: FALLBACK_FORUM.title,
      description: FALLBACK_FORUM.description,
      slug: FALLBACK_FORUM.slug,
      discussion_type: 'event',
      redirect_url: null,
      vehicle_type_id: 0,
    })
    .returning(['node_id', 'vehicle_type_id'])
    .executeTakeFirstOrThrow();
}

/**
 * Starts the event's thread (its first post is the description); the host watches it as their
 * creation_watch_state says. A club event's thread belongs to the club (threads.club_id): only its
 * members reply, as in the club's own discussions.
 */
export async function createEventThread(
  trx: Db,
  host: Pick<UserRow, 'user_id' | 'username'>,
  title: string,
  description: CleanMessage,
  now: number,
  clubId: number | null = null,
): Promise<number> {
  const node = await eventsForum(trx);
  const { thread_id } = await insertThread(
    trx,
    { node, title, prefixId: null, discussionType: 'event' },
    host,
    { html: description.html, text: description.text, attachmentKey: null },
    now,
  );
  if (clubId !== null) await trx.updateTable('threads').set({ club_id: clubId }).where('thread_id', '=', thread_id).execute();
  await watchOwnNewThread(trx, host.user_id, thread_id, now);
  return thread_id;
}

/** An edited one-off event keeps its thread's title and first post in step. */
export async function updateEventThread(trx: Db, threadId: number, title: string, description: CleanMessage): Promise<void> {
  const thread = await trx.selectFrom('threads').select(['first_post_id', 'title']).where('thread_id', '=', threadId).executeTakeFirst();
  if (!thread) return;
  if (thread.title !== title) await updateThread(trx, threadId, { title });
  if (thread.first_post_id !== null) {
    await trx
      .updateTable('posts')
      .set({ message_html: description.html, message_parsed: description.text })
      .where('post_id', '=', thread.first_post_id)
      .execute();
  }
}
