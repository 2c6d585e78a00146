// Demo attachments: trail photos on the photo thread (every fourth post) and on the first post of
// every thread in its forum, stored like real uploads. Smilies and videos come with the migration.
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import { nowSeconds } from '../../clock';
import type { Database } from '../../db/tables';
import { insertInBatches } from '../../seed/bulk-insert';
import { LONG_THREAD_FORUM, LONG_THREAD_TITLE } from '../../seed/forum.data';
import { LocalDiskStorage } from '../../storage/local-disk-storage';
import { newStorageId, type FileStorage } from '../../storage/file-storage';
import { inspectFile } from './file-inspection';
import { makeTrailPhoto } from './sample-files';

const PHOTO_VARIANTS = 12;
const PHOTO_WIDTH = 480;
const PHOTO_HEIGHT = 320;
const PHOTO_NAMES = ['IMG_2041.png', 'ridge-line.png', 'camp-morning.png', 'creek-crossing.png', 'summit-view.png', 'sunset-wash.png'];

/**
 * Call after seedDemo with the server's data dir (files go to dataDir/attachments/). Does nothing
 * when attachments exist already, or when the demo forum is absent. Returns the files written.
 */
export async function seedAttachmentsAndExtras(
  db: Kysely<Database>,
  dataDir: string,
  storage: FileStorage = new LocalDiskStorage(path.join(dataDir, 'attachments')),
): Promise<number> {
  if (await db.selectFrom('attachments').select('attachment_id').limit(1).executeTakeFirst()) return 0;
  const posts = await db
    .selectFrom('posts')
    .innerJoin('threads', 'threads.thread_id', 'posts.thread_id')
    .innerJoin('nodes', 'nodes.node_id', 'threads.node_id')
    .select(['posts.post_id', 'posts.user_id', 'posts.position', 'posts.post_date', 'threads.title'])
    .where('nodes.title', '=', LONG_THREAD_FORUM)
    .where((eb) => eb.or([eb('posts.position', '=', 1), eb('threads.title', '=', LONG_THREAD_TITLE)]))
    .orderBy('posts.post_id')
    .execute();
  const chosen = posts.filter((post) => post.title !== LONG_THREAD_TITLE || post.position % 4 === 1);
  if (chosen.length === 0) return 0;

  const photos = Array.from({ length: PHOTO_VARIANTS }, (_, i) => makeTrailPhoto(PHOTO_WIDTH, PHOTO_HEIGHT, i + 1));
  const keys: Insertable<Database['attachment_keys']>[] = [];
  const rows: Insertable<Database['attachments']>[] = [];
  for (const [index, post] of chosen.entries()) {
    const bytes = photos[index % PHOTO_VARIANTS];
    const storageId = newStorageId();
    await storage.save(storageId, bytes);
    const key = randomBytes(16).toString('hex');
    const uploaded = Math.min(post.post_date, nowSeconds());
    keys.push({ attachment_key: key, user_id: post.user_id, content_type: 'post', context_type: 'post', context_id: post.post_id, created_at: uploaded });
    rows.push({
      attachment_key: key,
      user_id: post.user_id,
      post_id: post.post_id,
      filename: PHOTO_NAMES[index % PHOTO_NAMES.length],
      storage_id: storageId,
      file_size: bytes.length,
      mime_type: 'image/png',
      is_image: true,
      width: PHOTO_WIDTH,
      height: PHOTO_HEIGHT,
      upload_date: uploaded,
    });
  }
  // The photos pass the same checks as an upload would.
  if (!(await inspectFile(photos[0])).ok) throw new Error('demo photo is not a valid PNG');
  await db.transaction().execute(async (trx) => {
    await insertInBatches(trx, 'attachment_keys', keys);
    await insertInBatches(trx, 'attachments', rows);
  });
  return rows.length;
}
