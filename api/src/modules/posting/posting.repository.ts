// Writes of posts and threads with every denormalised counter they touch (threads.reply_count and
// last_post_*, nodes' counts and last post/thread, users.message_count and reaction_score). Each
// function runs inside the caller's transaction; none of them commits on its own.
import { sql, type Kysely } from 'kysely';
import type { DiscussionType } from '@trailhead/shared-kernel/types';
import type { Database } from '../../db/tables';
import type { NodeRow, PostRow, ThreadRow } from '../../db/tables/forum.table';
import type { ModeratedContent } from '../../db/tables/posting.table';
import { refreshNodeStats, refreshThreadStats } from '../forum/forum-stats.repository';
import { slugify } from '../../view-urls';

type Db = Kysely<Database>;

export interface Poster {
  user_id: number;
  username: string;
}

export interface NewMessage {
  html: string;
  text: string;
  attachmentKey: string | null;
}

/** The newest post of a node's newest thread, as the node list shows it. */
async function touchNode(trx: Db, nodeId: number, thread: { thread_id: number; title: string }, postId: number, poster: Poster, now: number, newThread: boolean) {
  await trx
    .updateTable('nodes')
    .set((eb) => ({
      message_count: eb('message_count', '+', 1),
      discussion_count: newThread ? eb('discussion_count', '+', 1) : eb.ref('discussion_count'),
      last_post_id: postId,
      last_post_date: now,
      last_post_user_id: poster.user_id,
      last_post_username: poster.username,
      last_thread_id: thread.thread_id,
      last_thread_title: thread.title,
    }))
    .where('node_id', '=', nodeId)
    .execute();
}

async function addToMessageCount(trx: Db, userId: number, delta: number): Promise<void> {
  if (delta === 0) return;
  await trx
    .updateTable('users')
    .set((eb) => ({ message_count: eb('message_count', '+', delta) }))
    .where('user_id', '=', userId)
    .execute();
}

/** Moves a member's reaction score (their content's reactions, forum and profile alike). */
export async function addToReactionScore(trx: Db, userId: number, delta: number): Promise<void> {
  if (delta === 0) return;
  await trx
    .updateTable('users')
    .set((eb) => ({ reaction_score: eb('reaction_score', '+', delta) }))
    .where('user_id', '=', userId)
    .execute();
}

/** A reply at the end of the thread. The thread row is updated first: it serialises concurrent replies. */
export async function insertReply(
  trx: Db,
  thread: Pick<ThreadRow, 'thread_id' | 'node_id' | 'title'>,
  poster: Poster,
  message: NewMessage,
  now: number,
): Promise<{ post_id: number; position: number }> {
  const { reply_count } = await trx
    .updateTable('threads')
    .set((eb) => ({
      reply_count: eb('reply_count', '+', 1),
      last_post_date: now,
      last_post_user_id: poster.user_id,
      last_post_username: poster.username,
    }))
    .where('thread_id', '=', thread.thread_id)
    .returning('reply_count')
    .executeTakeFirstOrThrow();
  // Positions are 1..reply_count+1 with no gaps: the new post takes the next one.
  const position = reply_count + 1;
  const { post_id } = await trx
    .insertInto('posts')
    .values({
      thread_id: thread.thread_id,
      user_id: poster.user_id,
      username: poster.username,
      post_date: now,
      position,
      message_html: message.html,
      message_parsed: message.text,
      attachment_key: message.attachmentKey,
    })
    .returning('post_id')
    .executeTakeFirstOrThrow();
  await trx.updateTable('threads').set({ last_post_id: post_id }).where('thread_id', '=', thread.thread_id).execute();
  await touchNode(trx, thread.node_id, thread, post_id, poster, now, false);
  await addToMessageCount(trx, poster.user_id, 1);
  return { post_id, position };
}

export interface NewThread {
  node: Pick<NodeRow, 'node_id' | 'vehicle_type_id'>;
  title: string;
  prefixId: number | null;
  discussionType: DiscussionType;
}

export async function insertThread(
  trx: Db,
  values: NewThread,
  poster: Poster,
  message: NewMessage,
  now: number,
): Promise<{ thread_id: number; post_id: number }> {
  const { thread_id } = await trx
    .insertInto('threads')
    .values({
      node_id: values.node.node_id,
      title: values.title,
      slug: slugify(values.title),
      discussion_type: values.discussionType,
      prefix_id: values.prefixId,
      redirect_url: null,
      user_id: poster.user_id,
      username: poster.username,
      post_date: now,
      last_post_date: now,
      last_post_user_id: poster.user_id,
      last_post_username: poster.username,
      sticky: false,
      discussion_open: true,
      featured: false,
      vehicle_type_id: values.node.vehicle_type_id,
    })
    .returning('thread_id')
    .executeTakeFirstOrThrow();
  const { post_id } = await trx
    .insertInto('posts')
    .values({
      thread_id,
      user_id: poster.user_id,
      username: poster.username,
      post_date: now,
      position: 1,
      message_html: message.html,
      message_parsed: message.text,
      attachment_key: message.attachmentKey,
    })
    .returning('post_id')
    .executeTakeFirstOrThrow();
  await trx.updateTable('threads').set({ first_post_id: post_id, last_post_id: post_id }).where('thread_id', '=', thread_id).execute();
  await touchNode(trx, values.node.node_id, { thread_id, title: values.title }, post_id, poster, now, true);
  await addToMessageCount(trx, poster.user_id, 1);
  return { thread_id, post_id };
}

export async function updatePostMessage(trx: Db, postId: number, editorId: number, message: NewMessage, now: number): Promise<void> {
  await trx
    .updateTable('posts')
    .set({ message_html: message.html, message_parsed: message.text, ...(message.attachmentKey ? { attachment_key: message.attachmentKey } : {}) })
    .where('post_id', '=', postId)
    .execute();
  await trx
    .insertInto('post_changes')
    .values({ post_id: postId, last_edit_date: now, last_edit_user_id: editorId, edit_count: 1 })
    .onConflict((oc) =>
      oc.column('post_id').doUpdateSet((eb) => ({
        last_edit_date: now,
        last_edit_user_id: editorId,
        edit_count: eb('post_changes.edit_count', '+', 1),
      })),
    )
    .execute();
}

/** The post stays in its place, marked deleted with the reason; its author's message count drops. */
export async function softDeletePost(trx: Db, post: Pick<PostRow, 'post_id' | 'user_id' | 'message_state'>, moderatorId: number, reason: string, now: number) {
  if (post.message_state === 'deleted') return;
  await trx.updateTable('posts').set({ message_state: 'deleted' }).where('post_id', '=', post.post_id).execute();
  await trx
    .insertInto('post_changes')
    .values({ post_id: post.post_id, delete_date: now, delete_user_id: moderatorId, delete_reason: reason })
    .onConflict((oc) => oc.column('post_id').doUpdateSet({ delete_date: now, delete_user_id: moderatorId, delete_reason: reason }))
    .execute();
  await addToMessageCount(trx, post.user_id, -1);
}

/**
 * Removes the post and closes the gap: later posts move up one position, so positions stay
 * 1..n and pages (read by position) stay right. Counters of thread, node and author follow.
 */
export async function hardDeletePost(
  trx: Db,
  post: Pick<PostRow, 'post_id' | 'user_id' | 'thread_id' | 'position' | 'message_state' | 'reaction_score'>,
  nodeId: number,
): Promise<void> {
  // Take the thread row first (PostgreSQL row lock): a reply arriving meanwhile waits, and then
  // numbers itself after the renumbered posts.
  await trx
    .updateTable('threads')
    .set((eb) => ({ reply_count: eb.ref('reply_count') }))
    .where('thread_id', '=', post.thread_id)
    .execute();
  await trx.deleteFrom('posts').where('post_id', '=', post.post_id).execute();
  // Two steps: a unique (thread_id, position) index would refuse a row moving onto its neighbour.
  await trx
    .updateTable('posts')
    .set((eb) => ({ position: eb.neg(eb.ref('position')) }))
    .where('thread_id', '=', post.thread_id)
    .where('position', '>', post.position)
    .execute();
  await trx
    .updateTable('posts')
    .set((eb) => ({ position: eb(eb.neg(eb.ref('position')), '-', 1) }))
    .where('thread_id', '=', post.thread_id)
    .where('position', '<', 0)
    .execute();
  await refreshThreadStats(trx, [post.thread_id]);
  await refreshNodeStats(trx, [nodeId]);
  await addToMessageCount(trx, post.user_id, post.message_state === 'visible' ? -1 : 0);
  await addToReactionScore(trx, post.user_id, -post.reaction_score);
}

export async function softDeleteThread(trx: Db, thread: Pick<ThreadRow, 'thread_id' | 'node_id'>): Promise<void> {
  await trx.updateTable('threads').set({ discussion_state: 'deleted' }).where('thread_id', '=', thread.thread_id).execute();
  await refreshNodeStats(trx, [thread.node_id]);
}

/** Removes the thread with its posts; every author's message count and reaction score follow. */
export async function hardDeleteThread(trx: Db, thread: Pick<ThreadRow, 'thread_id' | 'node_id'>): Promise<void> {
  const authors = await trx
    .selectFrom('posts')
    .select([
      'user_id',
      sql<number>`sum(case when message_state = 'visible' then 1 else 0 end)`.as('visible_posts'),
      sql<number>`sum(reaction_score)`.as('score'),
    ])
    .where('thread_id', '=', thread.thread_id)
    .groupBy('user_id')
    .execute();
  await trx.deleteFrom('threads').where('thread_id', '=', thread.thread_id).execute();
  for (const author of authors) {
    await addToMessageCount(trx, author.user_id, -Number(author.visible_posts));
    await addToReactionScore(trx, author.user_id, -Number(author.score));
  }
  await refreshNodeStats(trx, [thread.node_id]);
}

export interface ThreadChanges {
  title?: string;
  prefix_id?: number | null;
  node_id?: number;
  vehicle_type_id?: number;
  discussion_open?: boolean;
  sticky?: boolean;
}

export async function updateThread(trx: Db, threadId: number, changes: ThreadChanges): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await trx
    .updateTable('threads')
    .set({ ...changes, ...(changes.title !== undefined ? { slug: slugify(changes.title) } : {}) })
    .where('thread_id', '=', threadId)
    .execute();
  // The forum list shows its newest thread's title: a renamed thread that is that one renames it there too.
  if (changes.title !== undefined) await trx.updateTable('nodes').set({ last_thread_title: changes.title }).where('last_thread_id', '=', threadId).execute();
}

export async function logModeration(
  trx: Db,
  entry: { user_id: number; content_type: ModeratedContent; content_id: number; action: string; reason: string },
  now: number,
): Promise<void> {
  await trx.insertInto('moderation_log').values({ ...entry, log_date: now }).execute();
}

export type ReactAction = 'added' | 'replaced' | 'removed';

/** Spec §4: no reaction yet adds it, the same again removes it, another replaces it; and how far the scores move. */
export function reactionChange(existing: { reaction_id: number; score: number } | undefined, reactionId: number, score: number): { action: ReactAction; delta: number } {
  if (!existing) return { action: 'added', delta: score };
  if (existing.reaction_id === reactionId) return { action: 'removed', delta: -existing.score };
  return { action: 'replaced', delta: score - existing.score };
}

/**
 * Spec §4: the same reaction again removes it, a different one replaces it, none adds it. The
 * post's score, its author's score and (for a first post) the thread's first_post_reaction_score
 * move by the difference of the reactions' scores.
 */
export async function toggleReaction(
  trx: Db,
  post: Pick<PostRow, 'post_id' | 'user_id' | 'thread_id' | 'position'>,
  userId: number,
  reactionId: number,
  now: number,
): Promise<ReactAction> {
  const existing = await trx
    .selectFrom('post_reactions')
    .innerJoin('reactions', 'reactions.reaction_id', 'post_reactions.reaction_id')
    .select(['post_reactions.reaction_id', 'reactions.score'])
    .where('post_reactions.post_id', '=', post.post_id)
    .where('post_reactions.user_id', '=', userId)
    .executeTakeFirst();
  const chosen = await trx.selectFrom('reactions').select('score').where('reaction_id', '=', reactionId).executeTakeFirstOrThrow();
  const { action, delta } = reactionChange(existing, reactionId, chosen.score);
  if (action === 'added') {
    await trx.insertInto('post_reactions').values({ post_id: post.post_id, user_id: userId, reaction_id: reactionId, reaction_date: now }).execute();
  } else if (action === 'removed') {
    await trx.deleteFrom('post_reactions').where('post_id', '=', post.post_id).where('user_id', '=', userId).execute();
  } else {
    await trx
      .updateTable('post_reactions')
      .set({ reaction_id: reactionId, reaction_date: now })
      .where('post_id', '=', post.post_id)
      .where('user_id', '=', userId)
      .execute();
  }
  if (delta !== 0) {
    await trx
      .updateTable('posts')
      .set((eb) => ({ reaction_score: eb('reaction_score', '+', delta) }))
      .where('post_id', '=', post.post_id)
      .execute();
    // Threads before users, the order replies lock them in (no deadlock on PostgreSQL).
    if (post.position === 1) {
      await trx
        .updateTable('threads')
        .set((eb) => ({ first_post_reaction_score: eb('first_post_reaction_score', '+', delta) }))
        .where('thread_id', '=', post.thread_id)
        .execute();
    }
    await addToReactionScore(trx, post.user_id, delta);
  }
  return action;
}

export async function insertReport(trx: Db, postId: number, userId: number, message: string, now: number): Promise<number> {
  const { report_id } = await trx
    .insertInto('post_reports')
    .values({ post_id: postId, user_id: userId, message, report_date: now })
    .returning('report_id')
    .executeTakeFirstOrThrow();
  return report_id;
}

/** Whether a watch e-mails about new replies: as chosen, else (a new watch) as by default. */
export interface WatchEmail {
  chosen?: boolean;
  byDefault?: boolean;
}

/** Watches or unwatches the thread; an existing watch's e-mail changes only when one is chosen. */
export async function setWatch(db: Db, userId: number, threadId: number, watched: boolean, now: number, email: WatchEmail = {}): Promise<void> {
  if (watched) {
    const { chosen, byDefault = false } = email;
    await db
      .insertInto('thread_watches')
      .values({ user_id: userId, thread_id: threadId, watch_date: now, send_email: chosen ?? byDefault })
      .onConflict((oc) => {
        const conflict = oc.columns(['user_id', 'thread_id']);
        return chosen === undefined ? conflict.doNothing() : conflict.doUpdateSet({ send_email: chosen });
      })
      .execute();
  } else {
    await db.deleteFrom('thread_watches').where('user_id', '=', userId).where('thread_id', '=', threadId).execute();
  }
}

export async function findIdempotentResult(
  db: Db,
  userId: number,
  key: string,
): Promise<{ post_id: number; thread_id: number } | undefined> {
  return db
    .selectFrom('idempotency_keys')
    .select(['post_id', 'thread_id'])
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** Inside the post's transaction: a second insert of the same (user, key) fails on the primary key. */
export async function rememberIdempotentResult(
  trx: Db,
  userId: number,
  key: string,
  result: { post_id: number; thread_id: number },
  now: number,
): Promise<void> {
  await trx.insertInto('idempotency_keys').values({ user_id: userId, idempotency_key: key, ...result, created_at: now }).execute();
}
