import type { ExpressionBuilder, Kysely } from 'kysely';
import type { AttachmentInfo } from '@trailhead/shared-kernel/types';
import type { Database } from '../../db/tables';
import type { AttachmentContextType, AttachmentKeyRow, AttachmentRow } from '../../db/tables/attachments.table';

/** Where the bytes of an attachment are served (the API lives under /api on the site's origin). */
export function attachmentDataUrl(attachmentId: number): string {
  return `/api/attachments/${attachmentId}/data`;
}

export function toAttachmentInfo(row: AttachmentRow): AttachmentInfo {
  return {
    attachment_id: row.attachment_id,
    filename: row.filename,
    file_size: row.file_size,
    mime_type: row.mime_type,
    is_image: Boolean(row.is_image),
    width: row.width,
    height: row.height,
    direct_url: attachmentDataUrl(row.attachment_id),
  };
}

export interface NewAttachmentKey {
  attachment_key: string;
  user_id: number;
  content_type: string;
  context_type: AttachmentContextType;
  context_id: number;
  created_at: number;
}

export async function insertAttachmentKey(db: Kysely<Database>, key: NewAttachmentKey): Promise<void> {
  await db.insertInto('attachment_keys').values(key).execute();
}

export async function findAttachmentKey(db: Kysely<Database>, key: string): Promise<AttachmentKeyRow | undefined> {
  return db.selectFrom('attachment_keys').selectAll().where('attachment_key', '=', key).executeTakeFirst();
}

export interface NewAttachment {
  attachment_key: string;
  user_id: number;
  filename: string;
  storage_id: string;
  file_size: number;
  mime_type: string;
  is_image: boolean;
  width: number | null;
  height: number | null;
  upload_date: number;
}

export async function insertAttachment(db: Kysely<Database>, attachment: NewAttachment): Promise<AttachmentRow> {
  return db.insertInto('attachments').values(attachment).returningAll().executeTakeFirstOrThrow();
}

/** A file no saved content carries yet: neither a forum post, a profile post or comment, nor a private message. */
export function isUnclaimed(eb: ExpressionBuilder<Database, 'attachments'>) {
  return eb.and([
    eb('attachments.post_id', 'is', null),
    eb('attachments.profile_post_id', 'is', null),
    eb('attachments.profile_comment_id', 'is', null),
    eb('attachments.conversation_message_id', 'is', null),
  ]);
}

/** The content type of keys whose files are private to a conversation's participants. */
export const CONVERSATION_CONTENT = 'conversation_message';

/**
 * An attachment with what deciding who may see it needs: its post's author and state, its thread's
 * state, its private message's conversation, and what its key was asked for.
 */
export type AttachmentWithPlace = AttachmentRow & {
  post_user_id: number | null;
  /** The thread of the post it is on (null while unclaimed). */
  thread_id: number | null;
  message_state: string | null;
  discussion_state: string | null;
  /** The conversation of the private message it is on (null otherwise). */
  conversation_id: number | null;
  /** The content type its key was asked for ('post', 'profile_post', 'conversation_message'). */
  key_content_type: string | null;
};

/** Files of private messages, sent or still in the editor: for the conversation's participants only. */
export const isConversationFile = (row: AttachmentWithPlace): boolean =>
  row.conversation_message_id !== null || row.key_content_type === CONVERSATION_CONTENT;

export async function findAttachment(db: Kysely<Database>, attachmentId: number): Promise<AttachmentWithPlace | undefined> {
  return db
    .selectFrom('attachments')
    .leftJoin('posts', 'posts.post_id', 'attachments.post_id')
    .leftJoin('threads', 'threads.thread_id', 'posts.thread_id')
    .leftJoin('conversation_messages', 'conversation_messages.message_id', 'attachments.conversation_message_id')
    .leftJoin('attachment_keys', 'attachment_keys.attachment_key', 'attachments.attachment_key')
    .selectAll('attachments')
    .select([
      'posts.user_id as post_user_id',
      'posts.thread_id',
      'posts.message_state',
      'threads.discussion_state',
      'conversation_messages.conversation_id',
      'attachment_keys.content_type as key_content_type',
    ])
    .where('attachments.attachment_id', '=', attachmentId)
    .executeTakeFirst();
}

/** The key's files not yet carried by saved content. */
export async function listUnclaimedAttachments(db: Kysely<Database>, key: string): Promise<AttachmentRow[]> {
  return db
    .selectFrom('attachments')
    .selectAll()
    .where('attachment_key', '=', key)
    .where(isUnclaimed)
    .orderBy('attachment_id')
    .execute();
}

export async function deleteAttachmentRows(db: Kysely<Database>, attachmentIds: readonly number[]): Promise<void> {
  if (attachmentIds.length === 0) return;
  await db.deleteFrom('attachments').where('attachment_id', 'in', attachmentIds).execute();
}

/**
 * Files uploaded before `before` that never reached saved content, and whose key no draft still
 * holds (a draft may be finished next month): the editor was abandoned.
 */
export async function listStaleUploads(db: Kysely<Database>, before: number, limit: number): Promise<AttachmentRow[]> {
  return db
    .selectFrom('attachments')
    .selectAll()
    .where(isUnclaimed)
    .where('upload_date', '<', before)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('drafts').select('drafts.draft_id').whereRef('drafts.attachment_key', '=', 'attachments.attachment_key'))))
    .orderBy('attachment_id')
    .limit(limit)
    .execute();
}

/** What decides who may attach files to a post: its author and whether it (and its thread) is visible. */
export async function findPostPlace(
  db: Kysely<Database>,
  postId: number,
): Promise<{ user_id: number; message_state: string; discussion_state: string } | undefined> {
  return db
    .selectFrom('posts')
    .innerJoin('threads', 'threads.thread_id', 'posts.thread_id')
    .select(['posts.user_id', 'posts.message_state', 'threads.discussion_state'])
    .where('posts.post_id', '=', postId)
    .executeTakeFirst();
}

export async function findThreadState(db: Kysely<Database>, threadId: number): Promise<string | undefined> {
  const thread = await db.selectFrom('threads').select('discussion_state').where('thread_id', '=', threadId).executeTakeFirst();
  return thread?.discussion_state;
}

export async function nodeExists(db: Kysely<Database>, nodeId: number): Promise<boolean> {
  return (await db.selectFrom('nodes').select('node_id').where('node_id', '=', nodeId).executeTakeFirst()) !== undefined;
}

/** Which of these stored files still have their row. */
export async function knownStorageIds(db: Kysely<Database>, storageIds: readonly string[]): Promise<Set<string>> {
  const rows = await db.selectFrom('attachments').select('storage_id').where('storage_id', 'in', storageIds).execute();
  return new Set(rows.map((row) => row.storage_id));
}
