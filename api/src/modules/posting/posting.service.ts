// The forum's writes: each checks who may do it, then writes everything in one transaction
// (the post, its counters, attachments, alerts, the idempotency key, the draft it replaces), and
// tells the live hub after the commit.
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { DiscussionType, WatchResponse } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import type { Database } from '../../db/tables';
import type { UserRow } from '../../db/tables/users.table';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError, notFound } from '../../http/api-error';
import { claimAttachments } from '../attachments/attachment-links';
import { clubParticipationRefusal, touchClub } from '../clubs/club-events.access';
import type { PostListRow, ThreadListRow } from '../forum/forum-mapper';
import {
  canChange,
  canInteract,
  forumViewer,
  isAuthor,
  newThreadRefusal,
  postingRefusal,
  refusalError,
  replyRefusal,
  type ForumViewer,
} from '../forum/forum-permissions';
import { noThread } from '../forum/forum-viewer';
import { threadWatchOf } from '../forum/post-extras.repository';
import { refreshNodeStats } from '../forum/forum-stats.repository';
import { findNode } from '../forum/nodes.repository';
import { findPost } from '../forum/posts.repository';
import { findThread } from '../forum/threads.repository';
import { forgetThreadPages } from '../forum/thread-page-cache';
import { deleteDraft, draftKey } from './drafts.repository';
import { alertReaction, createAlerts } from '../alerts/alerts-writer';
import { alertsForPost, quotedAndMentioned } from './posting-alerts';
import { claimReplyMailRecipients, watchAfterPosting, watchOf, type ReplyMailRecipient } from '../account-settings/thread-watch-settings';
import { watchedReplyMail } from '../account-settings/setting-mails';
import { cutAtWord } from '../content/content-text';
import { postUrl } from '../../view-urls';
import type { DeleteOptions } from './posting-input';
import { badRequest } from './posting-input';
import type { CleanMessage } from './post-html';
import {
  findIdempotentResult,
  hardDeletePost,
  hardDeleteThread,
  insertReply,
  insertThread,
  logModeration,
  rememberIdempotentResult,
  setWatch,
  softDeletePost,
  softDeleteThread,
  toggleReaction,
  updatePostMessage,
  updateThread,
  insertReport,
  type ReactAction,
  type ThreadChanges,
} from './posting.repository';

type Db = Kysely<Database>;

export const noPost = () => notFound('no post found');
const forbidden = (code: string, message: string) => new ApiError(403, code, message);
const MODERATOR_ONLY = 'Only moderators may delete permanently or alert the author.';

export interface PostResult {
  post_id: number;
  thread_id: number;
}

/** The viewer, refused with the spec §6 message when they may not post at all. */
export function poster(user: UserRow | null): ForumViewer & { user: UserRow } {
  const viewer = forumViewer(user);
  const refusal = postingRefusal(viewer);
  if (refusal) throw refusalError(refusal);
  return viewer as ForumViewer & { user: UserRow };
}

/** A thread the viewer can see: visible, or soft-deleted for moderators. */
export async function threadForWrite(db: Db, viewer: ForumViewer, threadId: number): Promise<ThreadListRow> {
  const thread = await findThread(db, threadId);
  if (!thread || (thread.discussion_state !== 'visible' && !viewer.isModerator)) throw noThread();
  return thread;
}

/** A post and its thread, both visible to the viewer (soft-deleted posts stay visible in place). */
export async function postForViewer(db: Db, viewer: ForumViewer, postId: number): Promise<{ post: PostListRow; thread: ThreadListRow }> {
  const post = await findPost(db, postId);
  if (!post) throw noPost();
  const thread = await findThread(db, post.thread_id);
  if (!thread || (thread.discussion_state !== 'visible' && !viewer.isModerator)) throw noPost();
  return { post, thread };
}

/** Runs a keyed write once: a repeat, or the loser of a race on the same key, gets the first result. */
async function once(
  db: Db,
  userId: number,
  key: string | null,
  write: (trx: Db) => Promise<PostResult & { alerted: number[] }>,
): Promise<PostResult & { alerted: number[]; replayed: boolean }> {
  const now = nowSeconds();
  if (key) {
    const earlier = await findIdempotentResult(db, userId, key);
    if (earlier) return { ...earlier, alerted: [], replayed: true };
  }
  try {
    const result = await db.transaction().execute(async (trx) => {
      const written = await write(trx);
      if (key) await rememberIdempotentResult(trx, userId, key, { post_id: written.post_id, thread_id: written.thread_id }, now);
      return written;
    });
    return { ...result, replayed: false };
  } catch (error) {
    if (!key || !isUniqueViolation(error)) throw error;
    // Another request with this key committed first: everything here was rolled back.
    const winner = await findIdempotentResult(db, userId, key);
    if (!winner) throw error;
    return { ...winner, alerted: [], replayed: true };
  }
}

function publish(app: FastifyInstance, post: { thread_id: number; post_id: number; position: number; user_id: number }, alerted: number[]) {
  forgetThreadPages(app.db, post.thread_id);
  app.live.publishPost(post);
  for (const userId of alerted) app.live.publishCounts(userId);
}

export interface ReplyInput {
  threadId: number;
  message: CleanMessage;
  attachmentKey: string | null;
}

/** The first result of a keyed submit, before anything else is checked: the thread may have closed since. */
async function replayOf(db: Db, userId: number, key: string | null) {
  const earlier = key ? await findIdempotentResult(db, userId, key) : undefined;
  return earlier ? { ...earlier, alerted: [] as number[], replayed: true } : null;
}

export async function createReply(app: FastifyInstance, user: UserRow | null, input: ReplyInput, key: string | null) {
  const viewer = poster(user);
  const replay = await replayOf(app.db, viewer.user.user_id, key);
  if (replay) return replay;
  const thread = await findThread(app.db, input.threadId);
  if (!thread || thread.discussion_state !== 'visible') throw noThread();
  const refusal = replyRefusal(viewer, thread);
  if (refusal) throw refusalError(refusal);
  // A club's thread takes replies from the club's members in state valid and moderators.
  const clubRefusal = thread.club_id !== null ? await clubParticipationRefusal(app.db, thread.club_id, viewer.user) : null;
  if (clubRefusal) throw clubRefusal;
  let position = 0;
  let mailTo: ReplyMailRecipient[] = [];
  const result = await once(app.db, viewer.user.user_id, key, async (trx) => {
    const now = nowSeconds();
    const written = await insertReply(trx, thread, viewer.user, { ...input.message, attachmentKey: input.attachmentKey }, now);
    position = written.position;
    if (thread.club_id !== null) await touchClub(trx, thread.club_id, now);
    if (input.attachmentKey) await claimAttachments(trx, input.attachmentKey, viewer.user.user_id, written.post_id);
    const alerts = await alertsForPost(
      trx,
      { post_id: written.post_id, thread_id: thread.thread_id, user_id: viewer.user.user_id, html: input.message.html, text: input.message.text },
      { notifyWatchers: true },
    );
    const alerted = await createAlerts(trx, alerts, now);
    // interaction_watch_state: replying watches the thread (or not); watchers who chose e-mail get one.
    await watchAfterPosting(trx, viewer.user.user_id, thread.thread_id, viewer.user.interaction_watch_state, now);
    mailTo = await claimReplyMailRecipients(trx, thread.thread_id, viewer.user.user_id, now);
    await deleteDraft(trx, viewer.user.user_id, draftKey({ thread_id: thread.thread_id }));
    return { post_id: written.post_id, thread_id: thread.thread_id, alerted };
  });
  if (!result.replayed) {
    publish(app, { thread_id: result.thread_id, post_id: result.post_id, position, user_id: viewer.user.user_id }, result.alerted);
    const link = `${app.settings.siteUrl}${postUrl(thread.slug, thread.thread_id, position, result.post_id)}`;
    const reply = { threadTitle: thread.title, replierName: viewer.user.username, excerpt: cutAtWord(input.message.text), link };
    for (const watcher of mailTo) app.mail.deliverLater(watchedReplyMail(watcher, reply, app.settings.siteUrl));
  }
  return result;
}

export interface NewThreadInput {
  nodeId: number;
  title: string;
  prefixId: number | null;
  discussionType: DiscussionType | undefined;
  message: CleanMessage;
  attachmentKey: string | null;
}

/** Thread types a member can start here; the others (redirect, tlg_group) come from elsewhere. */
const STARTABLE_TYPES: DiscussionType[] = ['discussion', 'article', 'event'];

export async function assertPrefix(db: Db, prefixId: number | null): Promise<void> {
  if (prefixId === null) return;
  const prefix = await db.selectFrom('thread_prefixes').select('prefix_id').where('prefix_id', '=', prefixId).executeTakeFirst();
  if (!prefix) throw badRequest('invalid_prefix', 'no prefix found');
}

export async function createThread(app: FastifyInstance, user: UserRow | null, input: NewThreadInput, key: string | null) {
  const viewer = poster(user);
  const replay = await replayOf(app.db, viewer.user.user_id, key);
  if (replay) return replay;
  const node = await findNode(app.db, input.nodeId);
  if (!node) throw notFound('no forum information found');
  const refusal = newThreadRefusal(viewer, node);
  if (refusal) throw refusalError(refusal);
  // News forums hold articles; elsewhere a thread is a discussion unless asked otherwise.
  const discussionType = input.discussionType ?? (node.discussion_type === 'article' ? 'article' : 'discussion');
  if (!STARTABLE_TYPES.includes(discussionType)) {
    throw badRequest('invalid_discussion_type', `A new thread can be a ${STARTABLE_TYPES.join(', ')}, not a ${discussionType}.`);
  }
  if (discussionType === 'article' && !viewer.isModerator) throw refusalError({ status: 403, code: 'insufficient_privileges', message: 'Only moderators and admins may publish articles.' });
  await assertPrefix(app.db, input.prefixId);
  const result = await once(app.db, viewer.user.user_id, key, async (trx) => {
    const now = nowSeconds();
    const written = await insertThread(
      trx,
      { node, title: input.title, prefixId: input.prefixId, discussionType },
      viewer.user,
      { ...input.message, attachmentKey: input.attachmentKey },
      now,
    );
    if (input.attachmentKey) await claimAttachments(trx, input.attachmentKey, viewer.user.user_id, written.post_id);
    // creation_watch_state: the starter watches their thread as they chose (by default alerts only).
    await watchAfterPosting(trx, viewer.user.user_id, written.thread_id, viewer.user.creation_watch_state, now);
    const alerts = await alertsForPost(
      trx,
      { post_id: written.post_id, thread_id: written.thread_id, user_id: viewer.user.user_id, html: input.message.html, text: input.message.text },
      { notifyWatchers: false },
    );
    const alerted = await createAlerts(trx, alerts, now);
    await deleteDraft(trx, viewer.user.user_id, draftKey({ node_id: node.node_id, discussion_type: discussionType }));
    return { ...written, alerted };
  });
  if (!result.replayed) {
    publish(app, { thread_id: result.thread_id, post_id: result.post_id, position: 1, user_id: viewer.user.user_id }, result.alerted);
  }
  return result;
}

export async function editPost(app: FastifyInstance, user: UserRow | null, postId: number, message: CleanMessage, attachmentKey: string | null) {
  const viewer = poster(user);
  const { post, thread } = await postForViewer(app.db, viewer, postId);
  if (!canChange(viewer, { user_id: post.user_id, state: post.message_state })) {
    throw forbidden('cannot_edit', 'You may only edit your own posts.');
  }
  if (!viewer.isModerator && !thread.discussion_open) throw refusalError(replyRefusal(viewer, thread)!);
  const alerted = await app.db.transaction().execute(async (trx) => {
    const now = nowSeconds();
    const previous = await quotedAndMentioned(trx, post.message_html, post.message_parsed);
    await updatePostMessage(trx, post.post_id, viewer.user.user_id, { ...message, attachmentKey }, now);
    if (attachmentKey) await claimAttachments(trx, attachmentKey, viewer.user.user_id, post.post_id);
    const alerts = await alertsForPost(
      trx,
      { post_id: post.post_id, thread_id: thread.thread_id, user_id: post.user_id, html: message.html, text: message.text },
      { notifyWatchers: false, previous },
    );
    return createAlerts(trx, alerts, now);
  });
  forgetThreadPages(app.db, thread.thread_id);
  for (const userId of alerted) app.live.publishCounts(userId);
}

export async function reactToPost(app: FastifyInstance, user: UserRow | null, postId: number, reactionId: number): Promise<ReactAction> {
  const viewer = poster(user);
  const reaction = await app.db.selectFrom('reactions').select('reaction_id').where('reaction_id', '=', reactionId).executeTakeFirst();
  if (!reaction) {
    const known = await app.db.selectFrom('reactions').select('reaction_id').orderBy('reaction_id').execute();
    throw badRequest('invalid_reaction', `Could not react to post! reaction_id must be one of: ${known.map((row) => row.reaction_id).join(', ')}.`);
  }
  const { post } = await postForViewer(app.db, viewer, postId);
  if (!canInteract(viewer, post)) {
    throw forbidden('cannot_react', isAuthor(viewer, post) ? 'You cannot react to your own post.' : 'Could not react to post! It has been deleted.');
  }
  const react = () => app.db.transaction().execute(async (trx) => {
    const now = nowSeconds();
    const done = await toggleReaction(trx, post, viewer.user.user_id, reactionId, now);
    const alert = { user_id: post.user_id, from_user_id: viewer.user.user_id, action: 'reaction', content_type: 'post', content_id: post.post_id, extra_data: { reaction_id: reactionId } } as const;
    return { action: done, alerted: await alertReaction(trx, alert, done !== 'removed', now) };
  });
  // A double click can race itself: the loser of the insert sees the winner's reaction on retry.
  const { action, alerted } = await react().catch((error: unknown) => {
    if (isUniqueViolation(error)) return react();
    throw error;
  });
  forgetThreadPages(app.db, post.thread_id);
  for (const userId of alerted) app.live.publishCounts(userId);
  return action;
}

function assertDeleteRights(viewer: ForumViewer, content: { user_id: number; state: string }, options: DeleteOptions, what: 'post' | 'thread') {
  if ((options.hardDelete || options.authorAlert) && !viewer.isModerator) throw forbidden('moderators_only', MODERATOR_ONLY);
  if (!canChange(viewer, content)) throw forbidden('cannot_delete', `You may only delete your own ${what}s.`);
}

/** Soft (kept in place, marked) unless a moderator asks for hard; returns whether the post still exists. */
export async function deletePost(app: FastifyInstance, user: UserRow | null, postId: number, options: DeleteOptions): Promise<{ hard: boolean }> {
  const viewer = poster(user);
  const { post, thread } = await postForViewer(app.db, viewer, postId);
  assertDeleteRights(viewer, { user_id: post.user_id, state: post.message_state }, options, 'post');
  if (post.position === 1) {
    throw badRequest('first_post', 'The first post of a thread cannot be deleted on its own: delete the thread instead.');
  }
  await recordDeletion(app, viewer.user.user_id, { kind: 'post', id: post.post_id, authorId: post.user_id, thread }, options, async (trx, now) => {
    if (options.hardDelete) await hardDeletePost(trx, post, thread.node_id);
    else await softDeletePost(trx, post, viewer.user.user_id, options.reason, now);
  });
  return { hard: options.hardDelete };
}

export async function reportPost(app: FastifyInstance, user: UserRow | null, postId: number, message: string): Promise<void> {
  const viewer = poster(user);
  const { post } = await postForViewer(app.db, viewer, postId);
  if (isAuthor(viewer, post)) throw forbidden('cannot_report', 'You cannot report your own post.');
  await app.db.transaction().execute((trx) => insertReport(trx, post.post_id, viewer.user.user_id, message, nowSeconds()));
}

export interface ThreadUpdate {
  title?: string;
  prefixId?: number | null;
  nodeId?: number;
  reason: string;
  discussionOpen?: boolean;
  sticky?: boolean;
}

export async function changeThread(app: FastifyInstance, user: UserRow | null, threadId: number, update: ThreadUpdate): Promise<void> {
  const viewer = poster(user);
  const thread = await threadForWrite(app.db, viewer, threadId);
  const moderatorFields = update.nodeId !== undefined || update.discussionOpen !== undefined || update.sticky !== undefined;
  if (moderatorFields && !viewer.isModerator) {
    throw forbidden('moderators_only', 'Only moderators may move, open, close or stick threads.');
  }
  if (!canChange(viewer, { user_id: thread.user_id, state: thread.discussion_state })) {
    throw forbidden('cannot_edit', 'You may only edit your own threads.');
  }
  if (update.prefixId !== undefined) await assertPrefix(app.db, update.prefixId);
  const changes: ThreadChanges = {};
  if (update.title !== undefined) changes.title = update.title;
  if (update.prefixId !== undefined) changes.prefix_id = update.prefixId;
  if (update.discussionOpen !== undefined) changes.discussion_open = update.discussionOpen;
  if (update.sticky !== undefined) changes.sticky = update.sticky;
  const moving = update.nodeId !== undefined && update.nodeId !== thread.node_id;
  if (moving) {
    const target = await findNode(app.db, update.nodeId!);
    if (!target) throw notFound('no forum information found');
    if (target.node_type_id !== 'Forum') throw badRequest('invalid_node', `Threads can only be moved into a forum: "${target.title}" is a ${target.node_type_id}.`);
    changes.node_id = target.node_id;
    changes.vehicle_type_id = target.vehicle_type_id;
  }
  const alerted = await app.db.transaction().execute(async (trx) => {
    const now = nowSeconds();
    await updateThread(trx, thread.thread_id, changes);
    if (!moving) return [];
    await refreshNodeStats(trx, [thread.node_id, changes.node_id!]);
    await logModeration(trx, { user_id: viewer.user.user_id, content_type: 'thread', content_id: thread.thread_id, action: 'move', reason: update.reason }, now);
    return createAlerts(
      trx,
      [
        {
          user_id: thread.user_id,
          from_user_id: viewer.user.user_id,
          action: 'thread_move',
          content_type: 'thread',
          content_id: thread.thread_id,
          extra_data: update.reason ? { reason: update.reason } : {},
        },
      ],
      now,
    );
  });
  forgetThreadPages(app.db, thread.thread_id);
  for (const userId of alerted) app.live.publishCounts(userId);
}

export async function deleteThread(app: FastifyInstance, user: UserRow | null, threadId: number, options: DeleteOptions): Promise<{ hard: boolean }> {
  const viewer = poster(user);
  const thread = await threadForWrite(app.db, viewer, threadId);
  assertDeleteRights(viewer, { user_id: thread.user_id, state: thread.discussion_state }, options, 'thread');
  await recordDeletion(app, viewer.user.user_id, { kind: 'thread', id: thread.thread_id, authorId: thread.user_id, thread }, options, async (trx) => {
    if (options.hardDelete) await hardDeleteThread(trx, thread);
    else await softDeleteThread(trx, thread);
  });
  return { hard: options.hardDelete };
}

/**
 * One deletion, in one transaction: the delete itself, the moderation log and, when asked, the
 * author's post_delete alert (it names the thread in extra_data, so it reads right even after a
 * hard delete). The alerted member's counts go out live after the commit.
 */
async function recordDeletion(
  app: FastifyInstance,
  moderatorId: number,
  target: { kind: 'post' | 'thread'; id: number; authorId: number; thread: { thread_id: number; title: string } },
  options: DeleteOptions,
  remove: (trx: Transaction<Database>, now: number) => Promise<void>,
): Promise<void> {
  const alerted = await app.db.transaction().execute(async (trx) => {
    const now = nowSeconds();
    await remove(trx, now);
    await logModeration(
      trx,
      { user_id: moderatorId, content_type: target.kind, content_id: target.id, action: options.hardDelete ? 'hard_delete' : 'soft_delete', reason: options.reason },
      now,
    );
    if (!options.authorAlert) return [];
    return createAlerts(
      trx,
      [
        {
          user_id: target.authorId,
          from_user_id: moderatorId,
          action: 'post_delete',
          content_type: 'thread',
          content_id: target.thread.thread_id,
          extra_data: { reason: options.authorAlertReason || options.reason, title: target.thread.title },
        },
      ],
      now,
    );
  });
  forgetThreadPages(app.db, target.thread.thread_id);
  for (const userId of alerted) app.live.publishCounts(userId);
}

/**
 * POST /threads/{id}/watch and /unwatch. `email` chooses whether new replies e-mail the member;
 * without it a new watch follows their interaction_watch_state (watch_email: e-mail) and a watch
 * they already have stays as it is.
 */
export async function watchThread(app: FastifyInstance, user: UserRow, threadId: number, watched: boolean, email?: boolean): Promise<WatchResponse> {
  const viewer = forumViewer(user);
  const thread = await threadForWrite(app.db, viewer, threadId);
  await setWatch(app.db, user.user_id, thread.thread_id, watched, nowSeconds(), { chosen: email, byDefault: watchOf(user.interaction_watch_state).sendEmail });
  const watch = watched ? await threadWatchOf(app.db, user.user_id, thread.thread_id) : undefined;
  return { is_watched: watched, watch_email: watch?.email ?? false };
}
