// Profile posts and their comments as a viewer sees them, and the writes on them. Each write checks
// who may do it (profile-posts.access.ts), then writes everything in one transaction (the content,
// its counters, attachments, alerts) and tells the live hub about alerted members after the commit.
// profilePostsPage is also what GET /users/{id}?withPosts=1 (users module) shows.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type {
  Pagination,
  ProfilePostComment,
  ProfilePostWithComments,
  ProfileReactResponse,
} from '@trailhead/shared-kernel/types';
import { PROFILE_LIMITED_MESSAGE } from '@trailhead/shared-kernel/types';
import { nowSeconds } from '../../clock';
import { microCachePerDatabase } from '../../db/micro-cache';
import type { Database } from '../../db/tables';
import type { ProfileContentType } from '../../db/tables/activity.table';
import type { UserRow } from '../../db/tables/users.table';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError, notFound } from '../../http/api-error';
import { pageOffset, pagination, PER_PAGE } from '../../http/pagination';
import { memberUrl } from '../../view-urls';
import { alertReaction, createAlerts, type NewAlert } from '../alerts/alerts-writer';
import { findAttachmentKey } from '../attachments/attachments.repository';
import { claimProfileAttachments, NO_ATTACHMENT_FOUND } from '../attachments/attachment-links';
import { forumViewer, type ForumViewer } from '../forum/forum-permissions';
import type { CleanMessage } from '../posting/post-html';
import { quotedAndMentioned } from '../posting/posting-alerts';
import { badRequest, type DeleteOptions } from '../posting/posting-input';
import { authorFields, toUserSummary } from '../users/user-mapper';
import { ownerFields } from './activity.repository';
import { canPostOnProfile, canViewProfilePosts, contentRights, isAuthor, isHiddenProfile, type Relation } from './profile-posts.access';
import {
  commentersOf,
  contentKey,
  contentReactionScore,
  findComment,
  findProfileOwner,
  findProfilePost,
  hardDeleteComment,
  hardDeleteProfilePost,
  insertComment,
  insertContentReport,
  insertProfilePost,
  listComments,
  listProfilePosts,
  loadProfileExtras,
  loadSharedExtras,
  loadVisitorReactions,
  newestComments,
  ownerFollows,
  softDeleteComment,
  softDeleteProfilePost,
  toggleProfileReaction,
  updateProfileMessage,
  type ProfileCommentFullRow,
  type ProfileExtras,
  type ProfileOwner,
  type ProfilePostFullRow,
} from './profile-posts.repository';
import { logModeration, type ReactAction } from '../posting/posting.repository';

type Db = Kysely<Database>;

/** Comments shown under each post on the profile (the newest, oldest first). */
export const COMMENTS_UNDER_POST = 3;

export const PROFILE_POST_MESSAGES = {
  noPost: 'no profile post found',
  noComment: 'no comment found',
  noUser: 'no user found',
  cannotPost: 'You may not post on this member\'s profile.',
  cannotComment: 'You may not comment on this post.',
  editOwn: 'You may only edit your own posts.',
  deleteOwn: 'You may only delete your own posts, or posts on your own profile.',
  moderatorsOnly: 'Only moderators may delete permanently or alert the author.',
  reactOwn: 'You cannot react to your own post.',
  reactDeleted: 'Could not react to post! It has been deleted.',
  reportOwn: 'You cannot report your own post.',
  reportDeleted: 'Could not report post! It has been deleted.',
} as const;

const forbidden = (code: string, message: string) => new ApiError(403, code, message);
const limited = () => forbidden('profile_limited', PROFILE_LIMITED_MESSAGE);

function profileTitle(ownerName: string): string {
  return `${ownerName}'s profile`;
}

/** Where a profile's posts are read: the profile's #profile-posts section. */
export function profilePostsUrl(username: string, userId: number): string {
  return `${memberUrl(username, userId)}#profile-posts`;
}

// ---- reading ----------------------------------------------------------------------------------

interface SeenContext {
  viewer: ForumViewer;
  extras: ProfileExtras;
  now: number;
}

async function relationTo(db: Db, viewer: ForumViewer, ownerId: number): Promise<Relation> {
  const viewerId = viewer.user?.user_id ?? null;
  if (viewerId === null || viewerId === ownerId) return { followsViewer: false };
  return { followsViewer: await ownerFollows(db, ownerId, viewerId) };
}

function toComment(row: ProfileCommentFullRow, profileUserId: number, context: SeenContext): ProfilePostComment {
  const moderator = context.viewer.isModerator;
  const shown = row.message_state === 'visible' || moderator;
  const key = contentKey('profile_comment', row.profile_post_comment_id);
  return {
    profile_post_comment_id: row.profile_post_comment_id,
    profile_post_id: row.profile_post_id,
    user_id: row.user_id,
    username: row.username,
    User: toUserSummary(authorFields(row), context.now),
    comment_date: Number(row.comment_date),
    message_html: shown ? row.message_html : '',
    message_state: row.message_state,
    reaction_score: row.reaction_score,
    reactions: context.extras.reactions.get(key) ?? [],
    visitor_reaction_id: context.extras.visitorReactions.get(key) ?? null,
    attachments: shown ? (context.extras.attachments.get(key) ?? []) : [],
    last_edit_date: row.last_edit_date === null ? null : Number(row.last_edit_date),
    delete_reason: moderator && row.message_state === 'deleted' ? row.delete_reason : null,
    ...contentRights(context.viewer, row, profileUserId),
  };
}

function toProfilePost(row: ProfilePostFullRow, comments: ProfilePostComment[], context: SeenContext): ProfilePostWithComments {
  const moderator = context.viewer.isModerator;
  const shown = row.message_state === 'visible' || moderator;
  const key = contentKey('profile_post', row.profile_post_id);
  const owner = toUserSummary(ownerFields(row), context.now);
  return {
    profile_post_id: row.profile_post_id,
    profile_user_id: row.profile_user_id,
    ProfileUser: owner,
    user_id: row.user_id,
    username: row.username,
    User: toUserSummary(authorFields(row), context.now),
    post_date: Number(row.post_date),
    message_html: shown ? row.message_html : '',
    message_state: row.message_state,
    vehicle_type_id: row.vehicle_type_id,
    view_url: profilePostsUrl(owner.username, owner.user_id),
    reaction_score: row.reaction_score,
    reactions: context.extras.reactions.get(key) ?? [],
    visitor_reaction_id: context.extras.visitorReactions.get(key) ?? null,
    attachments: shown ? (context.extras.attachments.get(key) ?? []) : [],
    last_edit_date: row.last_edit_date === null ? null : Number(row.last_edit_date),
    delete_reason: moderator && row.message_state === 'deleted' ? row.delete_reason : null,
    comment_count: row.comment_count,
    comments,
    can_comment: context.viewer.canPost && row.message_state === 'visible',
    ...contentRights(context.viewer, row, row.profile_user_id),
  };
}

/** What a page of posts shows alike to every viewer: the rows, their newest comments, reaction counts and files. */
interface PostsSide {
  rows: ProfilePostFullRow[];
  comments: ProfileCommentFullRow[];
  shared: Omit<ProfileExtras, 'visitorReactions'>;
}

/** The ids of the pieces saved with an attachment key (only they can carry files). */
const idsWithKey = <Row extends { attachment_key: string | null }>(rows: readonly Row[], idOf: (row: Row) => number) =>
  rows.flatMap((row) => (row.attachment_key ? [idOf(row)] : []));

const contentOf = (side: Pick<PostsSide, 'rows' | 'comments'>) => ({
  posts: side.rows.map((row) => row.profile_post_id),
  comments: side.comments.map((row) => row.profile_post_comment_id),
  withFiles: { posts: idsWithKey(side.rows, (row) => row.profile_post_id), comments: idsWithKey(side.comments, (row) => row.profile_post_comment_id) },
});

async function loadPostsSide(db: Db, rows: ProfilePostFullRow[]): Promise<PostsSide> {
  const comments = await newestComments(
    db,
    rows.map((row) => row.profile_post_id),
    COMMENTS_UNDER_POST,
  );
  return { rows, comments, shared: await loadSharedExtras(db, contentOf({ rows, comments })) };
}

/** The posts of a side as one viewer sees them (their own reactions, their rights): one query more at most. */
async function sideAsSeen(db: Db, viewer: ForumViewer, side: PostsSide): Promise<ProfilePostWithComments[]> {
  const visitorReactions = await loadVisitorReactions(db, contentOf(side), viewer.user?.user_id ?? null);
  const context = { viewer, extras: { ...side.shared, visitorReactions }, now: nowSeconds() };
  const byPost = new Map<number, ProfilePostComment[]>();
  for (const row of side.rows) byPost.set(row.profile_post_id, []);
  const ownerOf = new Map(side.rows.map((row) => [row.profile_post_id, row.profile_user_id]));
  for (const comment of side.comments) byPost.get(comment.profile_post_id)?.push(toComment(comment, ownerOf.get(comment.profile_post_id)!, context));
  return side.rows.map((row) => toProfilePost(row, byPost.get(row.profile_post_id) ?? [], context));
}

/** Posts (with their newest comments) as the viewer sees them: four queries whatever their number. */
async function postsAsSeen(db: Db, viewer: ForumViewer, rows: ProfilePostFullRow[]): Promise<ProfilePostWithComments[]> {
  return sideAsSeen(db, viewer, await loadPostsSide(db, rows));
}

/**
 * A profile's pages of posts, shared a few seconds by every viewer (a busy profile is read by many at
 * once); who may read them and each viewer's own reactions are still decided per request. Every
 * profile post or comment write through this process forgets them all (profile-posts.routes.ts).
 */
const PAGES_TTL_MS = 5_000;
const profilePages = microCachePerDatabase<'pages', PostsSide & { total: number }>(PAGES_TTL_MS);

export function forgetProfilePostPages(db: Db): void {
  profilePages(db).forget('pages');
}

/** The profile's owner, refused (403 with the spec's message) when the viewer may not read it. */
async function readableProfile(db: Db, viewer: ForumViewer, ownerId: number): Promise<{ owner: ProfileOwner; relation: Relation }> {
  const owner = await findProfileOwner(db, ownerId);
  if (!owner || isHiddenProfile(viewer, owner)) throw notFound(PROFILE_POST_MESSAGES.noUser);
  const relation = await relationTo(db, viewer, ownerId);
  if (!canViewProfilePosts(viewer, owner, relation)) throw limited();
  return { owner, relation };
}

/** A page (20) of the posts on profileUserId's profile, newest first, each with its newest comments. Throws 404 past the last page. */
export async function profilePostsPage(
  db: Db,
  viewer: UserRow | null,
  profileUserId: number,
  page: number,
): Promise<{ profile_posts: ProfilePostWithComments[]; pagination: Pagination }> {
  const seen = forumViewer(viewer);
  await readableProfile(db, seen, profileUserId);
  const side = await profilePages(db).through('pages', `${profileUserId}:${page}`, async () => {
    const { rows, total } = await listProfilePosts(db, profileUserId, PER_PAGE, pageOffset(page, PER_PAGE));
    return { ...(await loadPostsSide(db, rows)), total };
  });
  const pages = pagination(page, PER_PAGE, side.total);
  if (page > pages.last_page) throw notFound(`Page ${page} does not exist: the profile has ${pages.last_page} page(s) of posts.`);
  return { profile_posts: await sideAsSeen(db, seen, side), pagination: pages };
}

/** A post the viewer may read (soft-deleted ones stay readable, as deleted). */
async function readablePost(db: Db, viewer: ForumViewer, postId: number): Promise<ProfilePostFullRow> {
  const post = await findProfilePost(db, postId);
  if (!post) throw notFound(PROFILE_POST_MESSAGES.noPost);
  await readableProfile(db, viewer, post.profile_user_id);
  return post;
}

async function readableComment(db: Db, viewer: ForumViewer, commentId: number): Promise<{ comment: ProfileCommentFullRow; post: ProfilePostFullRow }> {
  const comment = await findComment(db, commentId);
  if (!comment) throw notFound(PROFILE_POST_MESSAGES.noComment);
  const post = await readablePost(db, viewer, comment.profile_post_id);
  return { comment, post };
}

export async function profilePostAsSeen(db: Db, viewer: ForumViewer, postId: number): Promise<ProfilePostWithComments> {
  const post = await readablePost(db, viewer, postId);
  const [seen] = await postsAsSeen(db, viewer, [post]);
  return seen;
}

async function commentsAsSeen(db: Db, viewer: ForumViewer, profileUserId: number, rows: ProfileCommentFullRow[]): Promise<ProfilePostComment[]> {
  const extras = await loadProfileExtras(
    db,
    { posts: [], comments: rows.map((row) => row.profile_post_comment_id), withFiles: { posts: [], comments: idsWithKey(rows, (row) => row.profile_post_comment_id) } },
    viewer.user?.user_id ?? null,
  );
  const context = { viewer, extras, now: nowSeconds() };
  return rows.map((row) => toComment(row, profileUserId, context));
}

export async function commentAsSeen(db: Db, viewer: ForumViewer, commentId: number): Promise<ProfilePostComment> {
  const { comment, post } = await readableComment(db, viewer, commentId);
  const [seen] = await commentsAsSeen(db, viewer, post.profile_user_id, [comment]);
  return seen;
}

/** GET /profile-posts/{id}/comments: oldest first, 20 a page. */
export async function commentsPage(db: Db, viewer: ForumViewer, postId: number, page: number): Promise<{ comments: ProfilePostComment[]; pagination: Pagination }> {
  const post = await readablePost(db, viewer, postId);
  const { rows, total } = await listComments(db, post.profile_post_id, PER_PAGE, pageOffset(page, PER_PAGE));
  const pages = pagination(page, PER_PAGE, total);
  if (page > pages.last_page) throw notFound(`Page ${page} does not exist: the post has ${pages.last_page} page(s) of comments.`);
  return { comments: await commentsAsSeen(db, viewer, post.profile_user_id, rows), pagination: pages };
}

/** The content a reaction list, a reaction or a report is about, readable by the viewer. */
async function readableContent(db: Db, viewer: ForumViewer, type: ProfileContentType, id: number) {
  if (type === 'profile_post') {
    const post = await readablePost(db, viewer, id);
    return { id, authorId: post.user_id, state: post.message_state, post };
  }
  const { comment, post } = await readableComment(db, viewer, id);
  return { id, authorId: comment.user_id, state: comment.message_state, post };
}

export async function reactionsOf(db: Db, viewer: ForumViewer, type: ProfileContentType, id: number) {
  return readableContent(db, viewer, type, id);
}

// ---- writing ----------------------------------------------------------------------------------

type Poster = ForumViewer & { user: UserRow };

/** Alerts through the one writer, but none to a member who ignores the one who caused it. */
function publishCounts(app: FastifyInstance, alerted: number[]): void {
  for (const userId of alerted) app.live.publishCounts(userId);
}

/** An attachment key the member may use: their own (files stay with the key; the content keeps it). */
async function checkAttachmentKey(db: Db, key: string | null, userId: number, moderator: boolean): Promise<void> {
  if (key === null) return;
  const found = await findAttachmentKey(db, key);
  if (!found) throw badRequest('invalid_attachment_key', NO_ATTACHMENT_FOUND);
  if (found.user_id !== userId && !moderator) throw forbidden('invalid_attachment_key', NO_ATTACHMENT_FOUND);
}

/** Mention alerts of a message (quoted members count as mentioned); `skip` are alerted otherwise already. */
async function mentionAlerts(
  trx: Db,
  message: CleanMessage,
  content: { type: ProfileContentType; id: number; authorId: number },
  skip: Set<number>,
): Promise<NewAlert[]> {
  const { quoted, mentioned } = await quotedAndMentioned(trx, message.html, message.text);
  return [...new Set([...quoted, ...mentioned])]
    .filter((userId) => !skip.has(userId) && userId !== content.authorId)
    .map((userId) => ({ user_id: userId, from_user_id: content.authorId, action: 'mention', content_type: content.type, content_id: content.id }));
}

export interface NewProfileContent {
  message: CleanMessage;
  attachmentKey: string | null;
}

/** Throws (404, or 403 with the spec's messages) unless the viewer may write a post on this profile. */
export async function checkCanPostOnProfile(db: Db, viewer: ForumViewer, profileUserId: number): Promise<void> {
  const owner = await findProfileOwner(db, profileUserId);
  if (!owner || isHiddenProfile(viewer, owner)) throw notFound(PROFILE_POST_MESSAGES.noUser);
  const relation = await relationTo(db, viewer, profileUserId);
  if (!canViewProfilePosts(viewer, owner, relation)) throw limited();
  if (!canPostOnProfile(viewer, owner, relation)) throw forbidden('cannot_post_on_profile', PROFILE_POST_MESSAGES.cannotPost);
}

/**
 * Throws unless the viewer may write under this post: comment on it (a visible post they may read),
 * or edit it (its author or a moderator, as can_edit says). What POST /attachments/new-key asks for
 * files headed for a comment or the post's edit.
 */
export async function checkCanWriteUnderPost(db: Db, viewer: ForumViewer, postId: number): Promise<void> {
  const post = await readablePost(db, viewer, postId);
  if (post.message_state === 'visible') return;
  if (!contentRights(viewer, post, post.profile_user_id).can_edit) throw forbidden('cannot_comment', PROFILE_POST_MESSAGES.cannotComment);
}

/**
 * Whether the viewer may read this post or comment as it stands: a visible one (and, for a comment,
 * its post visible) on a profile they may read. Who may open the files it carries.
 */
export async function canReadProfileContent(db: Db, viewer: UserRow | null, type: ProfileContentType, id: number): Promise<boolean> {
  try {
    const content = await readableContent(db, forumViewer(viewer), type, id);
    return content.state === 'visible' && content.post.message_state === 'visible';
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}

export async function createProfilePost(app: FastifyInstance, viewer: Poster, profileUserId: number, input: NewProfileContent): Promise<number> {
  await checkCanPostOnProfile(app.db, viewer, profileUserId);
  await checkAttachmentKey(app.db, input.attachmentKey, viewer.user.user_id, false);
  const { postId, alerted } = await app.db.transaction().execute(async (trx) => {
    const now = nowSeconds();
    const id = await insertProfilePost(trx, { profileUserId, author: viewer.user, message: { ...input.message, attachmentKey: input.attachmentKey } }, now);
    if (input.attachmentKey) await claimProfileAttachments(trx, input.attachmentKey, { type: 'profile_post', id });
    const alerts: NewAlert[] = [];
    if (profileUserId !== viewer.user.user_id) {
      alerts.push({ user_id: profileUserId, from_user_id: viewer.user.user_id, action: 'your_profile', content_type: 'profile_post', content_id: id });
    }
    alerts.push(...(await mentionAlerts(trx, input.message, { type: 'profile_post', id, authorId: viewer.user.user_id }, new Set([profileUserId]))));
    return { postId: id, alerted: await createAlerts(trx, alerts, now) };
  });
  publishCounts(app, alerted);
  return postId;
}

export async function createComment(app: FastifyInstance, viewer: Poster, postId: number, input: NewProfileContent): Promise<number> {
  const post = await readablePost(app.db, viewer, postId);
  if (post.message_state !== 'visible') throw forbidden('cannot_comment', PROFILE_POST_MESSAGES.cannotComment);
  await checkAttachmentKey(app.db, input.attachmentKey, viewer.user.user_id, false);
  const { commentId, alerted } = await app.db.transaction().execute(async (trx) => {
    const now = nowSeconds();
    // The post's author and everyone who commented before (not the commenter) hear of the comment.
    const earlier = await commentersOf(trx, post.profile_post_id);
    const id = await insertComment(trx, { postId: post.profile_post_id, author: viewer.user, message: { ...input.message, attachmentKey: input.attachmentKey } }, now);
    if (input.attachmentKey) await claimProfileAttachments(trx, input.attachmentKey, { type: 'profile_comment', id });
    const told = new Set([post.user_id, ...earlier].filter((userId) => userId !== viewer.user.user_id));
    const alerts: NewAlert[] = [...told].map((userId) => ({
      user_id: userId,
      from_user_id: viewer.user.user_id,
      action: 'other_commenter',
      content_type: 'profile_comment',
      content_id: id,
    }));
    alerts.push(...(await mentionAlerts(trx, input.message, { type: 'profile_comment', id, authorId: viewer.user.user_id }, told)));
    return { commentId: id, alerted: await createAlerts(trx, alerts, now) };
  });
  publishCounts(app, alerted);
  return commentId;
}

export async function editProfileContent(app: FastifyInstance, viewer: Poster, type: ProfileContentType, id: number, input: NewProfileContent): Promise<void> {
  const content = await readableContent(app.db, viewer, type, id);
  const row = type === 'profile_post' ? content.post : (await findComment(app.db, id))!;
  if (!contentRights(viewer, { user_id: content.authorId, message_state: content.state }, content.post.profile_user_id).can_edit) {
    throw forbidden('cannot_edit', PROFILE_POST_MESSAGES.editOwn);
  }
  await checkAttachmentKey(app.db, input.attachmentKey, viewer.user.user_id, viewer.isModerator);
  const alerted = await app.db.transaction().execute(async (trx) => {
    const now = nowSeconds();
    const before = await quotedAndMentioned(trx, row.message_html, row.message_parsed);
    await updateProfileMessage(trx, type, id, { ...input.message, attachmentKey: input.attachmentKey }, now);
    if (input.attachmentKey) await claimProfileAttachments(trx, input.attachmentKey, { type, id });
    // Only members newly mentioned by the edit are alerted.
    const skip = new Set([...before.quoted, ...before.mentioned]);
    const alerts = await mentionAlerts(trx, input.message, { type, id, authorId: content.authorId }, skip);
    return createAlerts(trx, alerts, now);
  });
  publishCounts(app, alerted);
}

/** Soft unless a moderator asks for hard; answers whether the content is gone. */
export async function deleteProfileContent(app: FastifyInstance, viewer: Poster, type: ProfileContentType, id: number, options: DeleteOptions): Promise<{ hard: boolean }> {
  if ((options.hardDelete || options.authorAlert) && !viewer.isModerator) throw forbidden('moderators_only', PROFILE_POST_MESSAGES.moderatorsOnly);
  const content = await readableContent(app.db, viewer, type, id);
  const rights = contentRights(viewer, { user_id: content.authorId, message_state: content.state }, content.post.profile_user_id);
  if (!rights.can_delete) throw forbidden('cannot_delete', PROFILE_POST_MESSAGES.deleteOwn);
  const comment = type === 'profile_comment' ? await findComment(app.db, id) : undefined;
  const alerted = await app.db.transaction().execute(async (trx) => {
    const now = nowSeconds();
    if (type === 'profile_post') {
      if (options.hardDelete) await hardDeleteProfilePost(trx, content.post);
      else if (content.state === 'visible') await softDeleteProfilePost(trx, id, viewer.user.user_id, options.reason);
    } else if (comment) {
      if (options.hardDelete) await hardDeleteComment(trx, comment);
      else if (content.state === 'visible') await softDeleteComment(trx, comment, viewer.user.user_id, options.reason);
    }
    // The moderators' trail, as for the forum's posts: who deleted what, how, and why.
    if (options.hardDelete || content.state === 'visible') {
      await logModeration(trx, { user_id: viewer.user.user_id, content_type: type, content_id: id, action: options.hardDelete ? 'hard_delete' : 'soft_delete', reason: options.reason }, now);
    }
    if (!options.authorAlert) return [];
    // The title goes with the alert: it reads right even once the content is gone.
    return createAlerts(
      trx,
      [
        {
          user_id: content.authorId,
          from_user_id: viewer.user.user_id,
          action: 'post_delete',
          content_type: type,
          content_id: id,
          extra_data: { reason: options.authorAlertReason || options.reason, title: profileTitle(content.post.owner_username) },
        },
      ],
      now,
    );
  });
  publishCounts(app, alerted);
  return { hard: options.hardDelete };
}

export async function reactToProfileContent(app: FastifyInstance, viewer: Poster, type: ProfileContentType, id: number, reactionId: number): Promise<ProfileReactResponse> {
  const reaction = await app.db.selectFrom('reactions').select('reaction_id').where('reaction_id', '=', reactionId).executeTakeFirst();
  if (!reaction) {
    const known = await app.db.selectFrom('reactions').select('reaction_id').orderBy('reaction_id').execute();
    throw badRequest('invalid_reaction', `Could not react to post! reaction_id must be one of: ${known.map((row) => row.reaction_id).join(', ')}.`);
  }
  const content = await readableContent(app.db, viewer, type, id);
  if (isAuthor(viewer, { user_id: content.authorId })) throw forbidden('cannot_react', PROFILE_POST_MESSAGES.reactOwn);
  if (content.state !== 'visible') throw forbidden('cannot_react', PROFILE_POST_MESSAGES.reactDeleted);
  const react = () =>
    app.db.transaction().execute(async (trx) => {
      const now = nowSeconds();
      const action: ReactAction = await toggleProfileReaction(trx, { type, id, authorId: content.authorId }, viewer.user.user_id, reactionId, now);
      const alert = { user_id: content.authorId, from_user_id: viewer.user.user_id, action: 'reaction', content_type: type, content_id: id, extra_data: { reaction_id: reactionId } } as const;
      return { action, alerted: await alertReaction(trx, alert, action !== 'removed', now) };
    });
  // A double click can race itself: the loser of the insert sees the winner's reaction on retry.
  const { action, alerted } = await react().catch((error: unknown) => {
    if (isUniqueViolation(error)) return react();
    throw error;
  });
  publishCounts(app, alerted);
  const extras = await loadProfileExtras(
    app.db,
    type === 'profile_post' ? { posts: [id], comments: [] } : { posts: [], comments: [id] },
    viewer.user.user_id,
  );
  const key = contentKey(type, id);
  return {
    action,
    reaction_score: await contentReactionScore(app.db, type, id),
    reactions: extras.reactions.get(key) ?? [],
    visitor_reaction_id: extras.visitorReactions.get(key) ?? null,
  };
}

export async function reportProfileContent(app: FastifyInstance, viewer: Poster, type: ProfileContentType, id: number, message: string): Promise<void> {
  const content = await readableContent(app.db, viewer, type, id);
  if (isAuthor(viewer, { user_id: content.authorId })) throw forbidden('cannot_report', PROFILE_POST_MESSAGES.reportOwn);
  if (content.state !== 'visible') throw forbidden('cannot_report', PROFILE_POST_MESSAGES.reportDeleted);
  await app.db.transaction().execute((trx) => insertContentReport(trx, type, id, viewer.user.user_id, message, nowSeconds()));
}
