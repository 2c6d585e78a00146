// A club's discussions are forum threads (discussion_type 'tlg_group', threads.club_id) in one
// "Club discussions" forum, made on first use like the events' forum (events/event-discussion.ts).
// The thread and its first post are written by the forum's own posting code.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { NodeRow, ThreadRow } from '../../db/tables/forum.table';
import { watchOwnNewThread } from '../account-settings/thread-watch-settings';
import type { CleanMessage } from '../posting/post-html';
import { insertThread, type Poster } from '../posting/posting.repository';
import { AUTHOR_SELECTION, type AuthorFields } from '../users/user-mapper';

type Db = Kysely<Database>;

const CLUB_FORUM = { title: 'Club discussions', slug: 'club-discussions', description: 'The discussions of the clubs: each club reads and writes its own.' };

/** The forum club threads go into: one meant for them (discussion_type 'tlg_group'), made on first use. */
export async function clubDiscussionsForum(trx: Db): Promise<Pick<NodeRow, 'node_id' | 'vehicle_type_id'>> {
  const existing = await trx
    .selectFrom('nodes')
    .select(['node_id', 'vehicle_type_id'])
    .where('node_type_id', '=', 'Forum')
    .where('discussion_type', '=', 'tlg_group')
    .orderBy('node_id')
    .executeTakeFirst();
  if (existing) return existing;
  // Listed last in the site's first category, with the other community forums (a forum outside
  // every category would stand apart from the index, and first in the tree's reading order).
  const category = await trx
    .selectFrom('nodes')
    .select('node_id')
    .where('node_type_id', '=', 'Category')
    .orderBy('display_order')
    .orderBy('node_id')
    .executeTakeFirst();
  return trx
    .insertInto('nodes')
    .values({
      parent_node_id: category?.node_id ?? 0,
      node_type_id: 'Forum',
      display_order: 910,
      title: CLUB_FORUM.title,
      description: CLUB_FORUM.description,
      slug: CLUB_FORUM.slug,
      discussion_type: 'tlg_group',
      redirect_url: null,
      vehicle_type_id: 0,
    })
    .returning(['node_id', 'vehicle_type_id'])
    .executeTakeFirstOrThrow();
}

/** Starts a discussion of the club (inside the caller's transaction); the starter watches it as their creation_watch_state says. */
export async function insertClubDiscussion(
  trx: Db,
  clubId: number,
  starter: Poster,
  title: string,
  message: CleanMessage,
  now: number,
): Promise<{ thread_id: number; post_id: number }> {
  const node = await clubDiscussionsForum(trx);
  const written = await insertThread(trx, { node, title, prefixId: null, discussionType: 'tlg_group' }, starter, { html: message.html, text: message.text, attachmentKey: null }, now);
  await trx.updateTable('threads').set({ club_id: clubId }).where('thread_id', '=', written.thread_id).execute();
  await watchOwnNewThread(trx, starter.user_id, written.thread_id, now);
  return written;
}

export type ClubDiscussionRow = Pick<
  ThreadRow,
  'thread_id' | 'title' | 'slug' | 'post_date' | 'last_post_date' | 'last_post_username' | 'reply_count' | 'view_count'
> &
  AuthorFields;

function discussionsOf(db: Db, clubId: number) {
  return db
    .selectFrom('threads')
    .where('threads.club_id', '=', clubId)
    .where('threads.discussion_type', '=', 'tlg_group')
    .where('threads.discussion_state', '=', 'visible');
}

/** One page of the club's discussions, newest activity first, and how many there are. */
export async function listClubDiscussions(db: Db, clubId: number, limit: number, offset: number): Promise<{ rows: ClubDiscussionRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    discussionsOf(db, clubId)
      .innerJoin('users as author', 'author.user_id', 'threads.user_id')
      .select([
        'threads.thread_id',
        'threads.title',
        'threads.slug',
        'threads.post_date',
        'threads.last_post_date',
        'threads.last_post_username',
        'threads.reply_count',
        'threads.view_count',
      ])
      .select(AUTHOR_SELECTION)
      .orderBy('threads.last_post_date', 'desc')
      .orderBy('threads.thread_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    discussionsOf(db, clubId)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as ClubDiscussionRow[], total: Number(count.total) };
}

/** One discussion of the club as its list shows it. */
export async function findClubDiscussion(db: Db, threadId: number): Promise<ClubDiscussionRow | undefined> {
  const row = await db
    .selectFrom('threads')
    .innerJoin('users as author', 'author.user_id', 'threads.user_id')
    .select(['threads.thread_id', 'threads.title', 'threads.slug', 'threads.post_date', 'threads.last_post_date', 'threads.last_post_username', 'threads.reply_count', 'threads.view_count'])
    .select(AUTHOR_SELECTION)
    .where('threads.thread_id', '=', threadId)
    .executeTakeFirst();
  return row as ClubDiscussionRow | undefined;
}
