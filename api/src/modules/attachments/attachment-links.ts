// The attachments module's face towards posting: posts (and profile posts and comments, and private
// messages) claim the files uploaded under their attachment_key, and thread pages read the files of
// 20 posts in one query.
import type { Kysely } from 'kysely';
import type { AttachmentInfo } from '@trailhead/shared-kernel/types';
import { preparedQuery } from '../../db/prepared-query';
import type { Database } from '../../db/tables';
import type { ProfileContentType } from '../../db/tables/activity.table';
import type { AttachmentRow } from '../../db/tables/attachments.table';
import { ApiError } from '../../http/api-error';
import { CONVERSATION_CONTENT, findAttachmentKey, isUnclaimed, toAttachmentInfo } from './attachments.repository';

export const NO_ATTACHMENT_FOUND = 'No attachment found';
/** A key asked for a private message cannot carry its files into public content, nor the other way round. */
export const WRONG_KEY_CONTENT = 'This attachment key was made for other content: ask for a new one with POST /attachments/new-key.';

function attachmentsQuery(db: Kysely<Database>, postIds: number[]) {
  return db.selectFrom('attachments').selectAll().where('post_id', 'in', postIds).orderBy('post_id').orderBy('attachment_id');
}

/** A page of posts (20) or fewer: one compiled query per list length, reused (thread pages are the hot path). */
const PREPARED_MAX_POSTS = 20;
const preparedByLength = new Map<number, (db: Kysely<Database>, ...ids: number[]) => Promise<AttachmentRow[]>>();
function attachmentsOfPosts(length: number) {
  let query = preparedByLength.get(length);
  if (!query) {
    const placeholders = Array.from({ length }, (_, i) => -1_000_001 - 2 * i);
    query = preparedQuery((db, ...ids: number[]) => attachmentsQuery(db, ids), ...placeholders);
    preparedByLength.set(length, query);
  }
  return query;
}

/** Files attached to each of these posts (posts without files are absent from the map). One query. */
export async function listAttachmentsForPosts(
  db: Kysely<Database>,
  postIds: readonly number[],
): Promise<Map<number, AttachmentInfo[]>> {
  const byPost = new Map<number, AttachmentInfo[]>();
  if (postIds.length === 0) return byPost;
  const ids = [...new Set(postIds)];
  const rows = ids.length <= PREPARED_MAX_POSTS ? await attachmentsOfPosts(ids.length)(db, ...ids) : await attachmentsQuery(db, ids).execute();
  for (const row of rows) {
    const postId = row.post_id as number;
    const list = byPost.get(postId);
    if (list) list.push(toAttachmentInfo(row));
    else byPost.set(postId, [toAttachmentInfo(row)]);
  }
  return byPost;
}

/**
 * Inside the caller's transaction: attach every file uploaded by userId under key to postId.
 * Unknown key or a key of another member → throws a 400 ApiError ('No attachment found').
 * A key asked for this very post (context[post_id]) is accepted whoever's it is: new-key let only
 * the post's author or a moderator have it, so a moderator's uploads reach the post they edit.
 */
export async function claimAttachments(
  db: Kysely<Database>,
  key: string,
  userId: number,
  postId: number,
): Promise<void> {
  const found = await publicContentKey(db, key);
  const keyForThisPost = found.context_type === 'post' && found.context_id === postId;
  if (found.user_id !== userId && !keyForThisPost) throw new ApiError(403, 'invalid_attachment_key', NO_ATTACHMENT_FOUND);
  await claimUnder(db, key, found.user_id, { post_id: postId });
}

/**
 * A key that public content (a post, a profile post or comment) may claim: it exists (400 'No
 * attachment found' otherwise) and was not asked for a private message, whose files must never
 * become public (400).
 */
async function publicContentKey(db: Kysely<Database>, key: string) {
  const found = await findAttachmentKey(db, key);
  if (!found) throw new ApiError(400, 'invalid_attachment_key', NO_ATTACHMENT_FOUND);
  if (found.content_type === CONVERSATION_CONTENT) throw new ApiError(400, 'invalid_attachment_key', WRONG_KEY_CONTENT);
  return found;
}

/** The content files are claimed for: exactly one column of the attachment row. */
type Claim = { post_id: number } | { profile_post_id: number } | { profile_comment_id: number } | { conversation_message_id: number };

async function claimUnder(db: Kysely<Database>, key: string, uploaderId: number, claim: Claim): Promise<void> {
  // Files already on content stay there: a key reused for an edit only brings its new uploads.
  await db.updateTable('attachments').set(claim).where('attachment_key', '=', key).where('user_id', '=', uploaderId).where(isUnclaimed).execute();
}

/**
 * Inside the caller's transaction: the files uploaded under key (not yet on any content) go to this
 * profile post or comment. The caller has checked that the member may use the key (their own, or a
 * moderator editing); an unknown key throws a 400 ApiError ('No attachment found').
 */
export async function claimProfileAttachments(
  db: Kysely<Database>,
  key: string,
  content: { type: ProfileContentType; id: number },
): Promise<void> {
  const found = await publicContentKey(db, key);
  await claimUnder(db, key, found.user_id, content.type === 'profile_post' ? { profile_post_id: content.id } : { profile_comment_id: content.id });
}

/**
 * A key a member may put on a private message: one they asked for themselves, for a conversation
 * message (type conversation_message). Otherwise a 400 ApiError, before anything is written.
 */
export async function assertConversationKey(db: Kysely<Database>, key: string | null, userId: number): Promise<void> {
  if (key === null) return;
  const found = await findAttachmentKey(db, key);
  if (!found || found.user_id !== userId) throw new ApiError(400, 'invalid_attachment_key', NO_ATTACHMENT_FOUND);
  if (found.content_type !== CONVERSATION_CONTENT) throw new ApiError(400, 'invalid_attachment_key', WRONG_KEY_CONTENT);
}

/** Inside the caller's transaction: the sender's files uploaded under key (checked by assertConversationKey) go to this message. */
export async function claimConversationAttachments(db: Kysely<Database>, key: string, senderId: number, messageId: number): Promise<void> {
  await claimUnder(db, key, senderId, { conversation_message_id: messageId });
}

/** Files on each of these private messages (messages without files are absent from the map). One query. */
export async function listAttachmentsForMessages(db: Kysely<Database>, messageIds: readonly number[]): Promise<Map<number, AttachmentInfo[]>> {
  const byMessage = new Map<number, AttachmentInfo[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .selectFrom('attachments')
    .selectAll()
    .where('conversation_message_id', 'in', [...new Set(messageIds)])
    .orderBy('attachment_id')
    .execute();
  for (const row of rows) {
    const messageId = row.conversation_message_id as number;
    const list = byMessage.get(messageId);
    if (list) list.push(toAttachmentInfo(row));
    else byMessage.set(messageId, [toAttachmentInfo(row)]);
  }
  return byMessage;
}
