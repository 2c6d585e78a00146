import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // GET /media/files/{name} serves a file only while a gallery item names it, as its photo or as
  // its thumbnail: each image request looks the name up, which without these scans every item.
  await db.schema.createIndex('media_items_file').on('media_items').column('file_path').execute();
  await db.schema.createIndex('media_items_thumbnail').on('media_items').column('thumbnail_path').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ['media_items_thumbnail', 'media_items_file']) await db.schema.dropIndex(index).execute();
}
