// The attachments module's face towards posting: posts claim the files uploaded under their
// attachment_key, and thread pages read the files of 20 posts in one query.
import type { Kysely } from 'kysely';
import type { AttachmentInfo } from '@trailhead/shared-kernel/types';
import type { Database } from '../../db/tables';

/** Files attached to each of these posts (posts without files are absent from the map). One query. */
export async function listAttachmentsForPosts(
  _db: Kysely<Database>,
  _postIds: readonly number[],
): Promise<Map<number, AttachmentInfo[]>> {
  return new Map(); // TODO(attachments helper): implement
}

/**
 * Inside the caller's transaction: attach every file uploaded by userId under key to postId.
 * Unknown key or a key of another member → throws a 400 ApiError ('No attachment found').
 */
export async function claimAttachments(
  _db: Kysely<Database>,
  _key: string,
  _userId: number,
  _postId: number,
): Promise<void> {
  // TODO(attachments helper): implement
}
