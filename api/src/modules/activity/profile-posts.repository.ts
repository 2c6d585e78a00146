// Reads and writes of profile posts, their comments and reactions, with the counters they keep
// (profile_posts.comment_count and reaction_score, comments' reaction_score, users.reaction_score
// of the content's author). Writes run inside the caller's transaction; none commits on its own.
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { AttachmentInfo, ReactionCount } from '@trailhead/shared-kernel/types';
import { preparedListQuery, preparedQuery } from '../../db/prepared-query';
import type { Database } from '../../db/tables';
import type { UserRow } from '../../db/tables/users.table';
import type { ProfileContentType, ProfilePostCommentRow, ProfilePostRow } from '../../db/tables/activity.table';
import { toAttachmentInfo } from '../attachments/attachments.repository';
import { addToReactionScore, reactionChange, type ReactAction } from '../posting/posting.repository';
import { AUTHOR_SELECTION, SUMMARY_COLUMNS, type AuthorFields, type SummaryFields } from '../users/user-mapper';
import { OWNER_SELECTION, type OwnerFields } from './activity.repository';

type Db = Kysely<Database>;

export type ProfilePostFullRow = ProfilePostRow & AuthorFields & OwnerFields;
export type ProfileCommentFullRow = ProfilePostCommentRow & AuthorFields;

function postsWithPeople(db: Db) {
  return db
    .selectFrom('profile_posts')
    .innerJoin('users as author', 'author.user_id', 'profile_posts.user_id')
    .innerJoin('users as owner', 'owner.user_id', 'profile_posts.profile_user_id')
    .selectAll('profile_posts')
    .select(AUTHOR_SELECTION)
    .select(OWNER_SELECTION);
}

export async function findProfilePost(db: Db, id: number): Promise<ProfilePostFullRow | undefined> {
  return (await postsWithPeople(db).where('profile_posts.profile_post_id', '=', id).executeTakeFirst()) as ProfilePostFullRow | undefined;
}

export async function findComment(db: Db, id: number): Promise<ProfileCommentFullRow | undefined> {
  return (await db
    .selectFrom('profile_post_comments')
    .innerJoin('users as author', 'author.user_id', 'profile_post_comments.user_id')
    .selectAll('profile_post_comments')
    .select(AUTHOR_SELECTION)
    .where('profile_post_comments.profile_post_comment_id', '=', id)
    .executeTakeFirst()) as ProfileCommentFullRow | undefined;
}

export type ProfileOwner = SummaryFields & Pick<UserRow, 'account_state' | 'allow_post_profile' | 'allow_view_profile' | 'is_staff'>;

const profileOwnerOf = preparedQuery(
  (db, userId: number) => db.selectFrom('users').select(SUMMARY_COLUMNS).select(['account_state', 'allow_post_profile', 'allow_view_profile']).where('user_id', '=', userId),
  -1_000_001,
);

/** The member whose profile it is: who may see it and who may write on it. */
export async function findProfileOwner(db: Db, userId: number): Promise<ProfileOwner | undefined> {
  const [owner] = await profileOwnerOf(db, userId);
  return owner;
}

/** Whether `ownerId` follows `userId` (the 'followed' privacy choice). */
export async function ownerFollows(db: Db, ownerId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_follows')
    .select('follow_user_id')
    .where('user_id', '=', ownerId)
    .where('follow_user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A page of the posts on a profile, newest first (soft-deleted ones keep their place). */
export async function listProfilePosts(db: Db, profileUserId: number, limit: number, offset: number): Promise<{ rows: ProfilePostFullRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    postsWithPeople(db)
      .where('profile_posts.profile_user_id', '=', profileUserId)
      .orderBy('profile_posts.post_date', 'desc')
      .orderBy('profile_posts.profile_post_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('profile_posts')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('profile_user_id', '=', profileUserId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as ProfilePostFullRow[], total: Number(count.total) };
}

/** The newest `perPost` comments of each post, in one query (oldest first within a post). */
export async function newestComments(db: Db, postIds: readonly number[], perPost: number): Promise<ProfileCommentFullRow[]> {
  if (postIds.length === 0) return [];
  const ranked = db
    .selectFrom('profile_post_comments')
    .select(['profile_post_comment_id', 'profile_post_id'])
    .select(
      sql<number>`row_number() over (partition by profile_post_id order by comment_date desc, profile_post_comment_id desc)`.as('rank'),
    )
    .where('profile_post_id', 'in', postIds);
  const rows = await db
    .selectFrom(ranked.as('ranked'))
    .innerJoin('profile_post_comments', 'profile_post_comments.profile_post_comment_id', 'ranked.profile_post_comment_id')
    .innerJoin('users as author', 'author.user_id', 'profile_post_comments.user_id')
    .selectAll('profile_post_comments')
    .select(AUTHOR_SELECTION)
    .where('ranked.rank', '<=', perPost)
    .orderBy('profile_post_comments.comment_date')
    .orderBy('profile_post_comments.profile_post_comment_id')
    .execute();
  return rows as ProfileCommentFullRow[];
}

/** A page of one post's comments, oldest first. */
export async function listComments(db: Db, postId: number, limit: number, offset: number): Promise<{ rows: ProfileCommentFullRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('profile_post_comments')
      .innerJoin('users as author', 'author.user_id', 'profile_post_comments.user_id')
      .selectAll('profile_post_comments')
      .select(AUTHOR_SELECTION)
      .where('profile_post_comments.profile_post_id', '=', postId)
      .orderBy('profile_post_comments.comment_date')
      .orderBy('profile_post_comments.profile_post_comment_id')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('profile_post_comments')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('profile_post_id', '=', postId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as ProfileCommentFullRow[], total: Number(count.total) };
}

export interface ProfileExtras {
  /** Keyed `${content_type}:${id}`. */
  reactions: Map<string, ReactionCount[]>;
  visitorReactions: Map<string, number>;
  /** The files each piece claimed when saved (attachments.profile_post_id / profile_comment_id), keyed like reactions. */
  attachments: Map<string, AttachmentInfo[]>;
}

export const contentKey = (type: ProfileContentType, id: number) => `${type}:${id}`;

/** Reaction counts, the viewer's own reactions and the files of these posts and comments: three queries. */
type ContentIds = {
  posts: readonly number[];
  comments: readonly number[];
  /** Those saved with an attachment key: only they can have claimed files (none given: no files read). */
  withFiles?: { posts: readonly number[]; comments: readonly number[] };
};

function wantedContent(content: ContentIds) {
  return (eb: ExpressionBuilder<Database, 'profile_reactions'>) => {
    const parts: Expression<SqlBool>[] = [];
    if (content.posts.length) parts.push(eb.and([eb('content_type', '=', 'profile_post'), eb('content_id', 'in', content.posts)]));
    if (content.comments.length) parts.push(eb.and([eb('content_type', '=', 'profile_comment'), eb('content_id', 'in', content.comments)]));
    return eb.or(parts);
  };
}

/** Reaction counts and attachments of the content: alike for every viewer. */
export async function loadSharedExtras(db: Db, content: ContentIds): Promise<Omit<ProfileExtras, 'visitorReactions'>> {
  const anyContent = content.posts.length + content.comments.length > 0;
  const filed = content.withFiles;
  const [counts, files] = await Promise.all([
    anyContent
      ? db
          .selectFrom('profile_reactions')
          .select(['content_type', 'content_id', 'reaction_id', (eb) => eb.fn.countAll<number>().as('count')])
          .where(wantedContent(content))
          .groupBy(['content_type', 'content_id', 'reaction_id'])
          .execute()
      : [],
    filed && filed.posts.length + filed.comments.length > 0
      ? db
          .selectFrom('attachments')
          .selectAll()
          .where((eb) =>
            eb.or([
              ...(filed.posts.length ? [eb('profile_post_id', 'in', filed.posts)] : []),
              ...(filed.comments.length ? [eb('profile_comment_id', 'in', filed.comments)] : []),
            ]),
          )
          .orderBy('attachment_id')
          .execute()
      : [],
  ]);
  const reactions = new Map<string, ReactionCount[]>();
  for (const row of counts) {
    const key = contentKey(row.content_type, row.content_id);
    const list = reactions.get(key) ?? [];
    list.push({ reaction_id: row.reaction_id, count: Number(row.count) });
    reactions.set(key, list);
  }
  for (const list of reactions.values()) list.sort((a, b) => b.count - a.count || a.reaction_id - b.reaction_id);
  const attachments = new Map<string, AttachmentInfo[]>();
  for (const row of files) {
    const key = row.profile_post_id !== null ? contentKey('profile_post', row.profile_post_id) : contentKey('profile_comment', row.profile_comment_id!);
    const list = attachments.get(key) ?? [];
    list.push(toAttachmentInfo(row));
    attachments.set(key, list);
  }
  return { reactions, attachments };
}

/**
 * The viewer's reactions on any profile content with these ids, compiled once (every profile page
 * asks): both kinds are read and the ones not asked for dropped, which lets one query serve any mix.
 */
const ownReactionsOf = preparedListQuery(
  50,
  (db, contentIds: number[], viewerId: number) =>
    db
      .selectFrom('profile_reactions')
      .select(['content_type', 'content_id', 'reaction_id'])
      .where('content_type', 'in', ['profile_post', 'profile_comment'])
      .where('content_id', 'in', contentIds)
      .where('user_id', '=', viewerId),
  -1_000_001,
);

/** The viewer's own reaction on each piece of the content. */
export async function loadVisitorReactions(db: Db, content: ContentIds, viewerId: number | null): Promise<Map<string, number>> {
  if (viewerId === null || content.posts.length + content.comments.length === 0) return new Map();
  const wanted = { profile_post: new Set(content.posts), profile_comment: new Set(content.comments) };
  const own = await ownReactionsOf(db, [...new Set([...content.posts, ...content.comments])], viewerId);
  return new Map(own.filter((row) => wanted[row.content_type].has(row.content_id)).map((row) => [contentKey(row.content_type, row.content_id), row.reaction_id]));
}

export async function loadProfileExtras(db: Db, content: ContentIds, viewerId: number | null): Promise<ProfileExtras> {
  const [shared, visitorReactions] = await Promise.all([loadSharedExtras(db, content), loadVisitorReactions(db, content, viewerId)]);
  return { ...shared, visitorReactions };
}

export interface NewProfileMessage {
  html: string;
  text: string;
  attachmentKey: string | null;
}

export async function insertProfilePost(
  trx: Db,
  values: { profileUserId: number; author: { user_id: number; username: string }; message: NewProfileMessage },
  now: number,
): Promise<number> {
  const { profile_post_id } = await trx
    .insertInto('profile_posts')
    .values({
      profile_user_id: values.profileUserId,
      user_id: values.author.user_id,
      username: values.author.username,
      post_date: now,
      message_html: values.message.html,
      message_parsed: values.message.text,
      attachment_key: values.message.attachmentKey,
      vehicle_type_id: null,
    })
    .returning('profile_post_id')
    .executeTakeFirstOrThrow();
  return profile_post_id;
}

export async function insertComment(
  trx: Db,
  values: { postId: number; author: { user_id: number; username: string }; message: NewProfileMessage },
  now: number,
): Promise<number> {
  const { profile_post_comment_id } = await trx
    .insertInto('profile_post_comments')
    .values({
      profile_post_id: values.postId,
      user_id: values.author.user_id,
      username: values.author.username,
      comment_date: now,
      message_html: values.message.html,
      message_parsed: values.message.text,
      attachment_key: values.message.attachmentKey,
    })
    .returning('profile_post_comment_id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('profile_posts')
    .set((eb) => ({ comment_count: eb('comment_count', '+', 1) }))
    .where('profile_post_id', '=', values.postId)
    .execute();
  return profile_post_comment_id;
}

/** Members who commented on the post (visible comments), for other_commenter alerts. */
export async function commentersOf(trx: Db, postId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('profile_post_comments')
    .select('user_id')
    .distinct()
    .where('profile_post_id', '=', postId)
    .where('message_state', '=', 'visible')
    .execute();
  return rows.map((row) => row.user_id);
}

export async function updateProfileMessage(trx: Db, type: ProfileContentType, id: number, message: NewProfileMessage, now: number): Promise<void> {
  const changes = {
    message_html: message.html,
    message_parsed: message.text,
    last_edit_date: now,
    ...(message.attachmentKey ? { attachment_key: message.attachmentKey } : {}),
  };
  if (type === 'profile_post') await trx.updateTable('profile_posts').set(changes).where('profile_post_id', '=', id).execute();
  else await trx.updateTable('profile_post_comments').set(changes).where('profile_post_comment_id', '=', id).execute();
}

/** Soft delete: kept in place, marked, with the reason; a comment leaves the post's comment count. */
export async function softDeleteProfilePost(trx: Db, id: number, by: number, reason: string): Promise<void> {
  await trx
    .updateTable('profile_posts')
    .set({ message_state: 'deleted', delete_reason: reason, deleted_by: by })
    .where('profile_post_id', '=', id)
    .execute();
}

export async function softDeleteComment(trx: Db, comment: Pick<ProfilePostCommentRow, 'profile_post_comment_id' | 'profile_post_id' | 'message_state'>, by: number, reason: string): Promise<void> {
  await trx
    .updateTable('profile_post_comments')
    .set({ message_state: 'deleted', delete_reason: reason, deleted_by: by })
    .where('profile_post_comment_id', '=', comment.profile_post_comment_id)
    .execute();
  if (comment.message_state === 'visible') {
    await trx
      .updateTable('profile_posts')
      .set((eb) => ({ comment_count: eb('comment_count', '-', 1) }))
      .where('profile_post_id', '=', comment.profile_post_id)
      .execute();
  }
}

/** Removes the post, its comments and every reaction on them; the authors' reaction scores follow. */
export async function hardDeleteProfilePost(trx: Db, post: Pick<ProfilePostRow, 'profile_post_id' | 'user_id' | 'reaction_score'>): Promise<void> {
  const comments = await trx
    .selectFrom('profile_post_comments')
    .select(['profile_post_comment_id', 'user_id', 'reaction_score'])
    .where('profile_post_id', '=', post.profile_post_id)
    .execute();
  const commentIds = comments.map((row) => row.profile_post_comment_id);
  if (commentIds.length) {
    await trx.deleteFrom('profile_reactions').where('content_type', '=', 'profile_comment').where('content_id', 'in', commentIds).execute();
  }
  await trx.deleteFrom('profile_reactions').where('content_type', '=', 'profile_post').where('content_id', '=', post.profile_post_id).execute();
  await trx.deleteFrom('profile_post_comments').where('profile_post_id', '=', post.profile_post_id).execute();
  await trx.deleteFrom('profile_posts').where('profile_post_id', '=', post.profile_post_id).execute();
  const scores = new Map<number, number>([[post.user_id, post.reaction_score]]);
  for (const comment of comments) scores.set(comment.user_id, (scores.get(comment.user_id) ?? 0) + comment.reaction_score);
  // In user id order, so two deletions never lock the same members the other way round.
  for (const [userId, score] of [...scores].sort((a, b) => a[0] - b[0])) await addToReactionScore(trx, userId, -score);
}

export async function hardDeleteComment(trx: Db, comment: Pick<ProfilePostCommentRow, 'profile_post_comment_id' | 'profile_post_id' | 'user_id' | 'reaction_score' | 'message_state'>): Promise<void> {
  await trx.deleteFrom('profile_reactions').where('content_type', '=', 'profile_comment').where('content_id', '=', comment.profile_post_comment_id).execute();
  await trx.deleteFrom('profile_post_comments').where('profile_post_comment_id', '=', comment.profile_post_comment_id).execute();
  if (comment.message_state === 'visible') {
    await trx
      .updateTable('profile_posts')
      .set((eb) => ({ comment_count: eb('comment_count', '-', 1) }))
      .where('profile_post_id', '=', comment.profile_post_id)
      .execute();
  }
  await addToReactionScore(trx, comment.user_id, -comment.reaction_score);
}

/**
 * Spec §4: the same reaction again removes it, another replaces it, none adds it. The content's
 * score and its author's score move by the difference of the reactions' scores.
 */
export async function toggleProfileReaction(
  trx: Db,
  content: { type: ProfileContentType; id: number; authorId: number },
  userId: number,
  reactionId: number,
  now: number,
): Promise<ReactAction> {
  const existing = await trx
    .selectFrom('profile_reactions')
    .innerJoin('reactions', 'reactions.reaction_id', 'profile_reactions.reaction_id')
    .select(['profile_reactions.reaction_id', 'reactions.score'])
    .where('profile_reactions.content_type', '=', content.type)
    .where('profile_reactions.content_id', '=', content.id)
    .where('profile_reactions.user_id', '=', userId)
    .executeTakeFirst();
  const chosen = await trx.selectFrom('reactions').select('score').where('reaction_id', '=', reactionId).executeTakeFirstOrThrow();
  const { action, delta } = reactionChange(existing, reactionId, chosen.score);
  if (action === 'added') {
    await trx
      .insertInto('profile_reactions')
      .values({ content_type: content.type, content_id: content.id, user_id: userId, reaction_id: reactionId, reaction_date: now, content_user_id: content.authorId })
      .execute();
  } else if (action === 'removed') {
    await trx
      .deleteFrom('profile_reactions')
      .where('content_type', '=', content.type)
      .where('content_id', '=', content.id)
      .where('user_id', '=', userId)
      .execute();
  } else {
    await trx
      .updateTable('profile_reactions')
      .set({ reaction_id: reactionId, reaction_date: now })
      .where('content_type', '=', content.type)
      .where('content_id', '=', content.id)
      .where('user_id', '=', userId)
      .execute();
  }
  if (delta !== 0) {
    if (content.type === 'profile_post') {
      await trx
        .updateTable('profile_posts')
        .set((eb) => ({ reaction_score: eb('reaction_score', '+', delta) }))
        .where('profile_post_id', '=', content.id)
        .execute();
    } else {
      await trx
        .updateTable('profile_post_comments')
        .set((eb) => ({ reaction_score: eb('reaction_score', '+', delta) }))
        .where('profile_post_comment_id', '=', content.id)
        .execute();
    }
    await addToReactionScore(trx, content.authorId, delta);
  }
  return action;
}

export async function contentReactionScore(db: Db, type: ProfileContentType, id: number): Promise<number> {
  const row =
    type === 'profile_post'
      ? await db.selectFrom('profile_posts').select('reaction_score').where('profile_post_id', '=', id).executeTakeFirst()
      : await db.selectFrom('profile_post_comments').select('reaction_score').where('profile_post_comment_id', '=', id).executeTakeFirst();
  return row?.reaction_score ?? 0;
}

/** Who reacted to one post or comment, newest first. */
export async function listProfileReactions(
  db: Db,
  content: { type: ProfileContentType; id: number },
  reactionId: number | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: (SummaryFields & { reaction_id: number; reaction_date: number })[]; total: number }> {
  let base = db
    .selectFrom('profile_reactions')
    .where('profile_reactions.content_type', '=', content.type)
    .where('profile_reactions.content_id', '=', content.id);
  if (reactionId !== undefined) base = base.where('profile_reactions.reaction_id', '=', reactionId);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .innerJoin('users', 'users.user_id', 'profile_reactions.user_id')
    .select(['profile_reactions.reaction_id', 'profile_reactions.reaction_date'])
    .select(SUMMARY_COLUMNS.map((column) => `users.${column}` as const))
    .orderBy('profile_reactions.reaction_date', 'desc')
    .orderBy('profile_reactions.user_id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows, total: Number(total) };
}

export async function insertContentReport(trx: Db, type: ProfileContentType, id: number, userId: number, message: string, now: number): Promise<void> {
  await trx.insertInto('content_reports').values({ content_type: type, content_id: id, user_id: userId, message, report_date: now }).execute();
}

