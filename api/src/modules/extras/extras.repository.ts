import type { Kysely } from 'kysely';
import type { Smilie, YoutubeVideo } from '@trailhead/shared-kernel/types';
import type { Database } from '../../db/tables';

/** Every smilie, category by category in their display order. */
export async function listSmilies(db: Kysely<Database>): Promise<Smilie[]> {
  return db
    .selectFrom('smilies')
    .select(['smilie_id', 'title', 'smilie_text', 'emoji', 'category'])
    .orderBy('category_order')
    .orderBy('display_order')
    .orderBy('smilie_id')
    .execute();
}

export function youtubeWatchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}

/** The newest videos for a vehicle type (those for every type included); type 0 = all of them. */
export async function listYoutubeVideos(db: Kysely<Database>, vehicleTypeId: number, limit: number): Promise<YoutubeVideo[]> {
  let query = db.selectFrom('youtube_videos').selectAll().orderBy('published_at', 'desc').orderBy('video_id').limit(limit);
  if (vehicleTypeId !== 0) query = query.where('vehicle_type_id', 'in', [0, vehicleTypeId]);
  const rows = await query.execute();
  return rows.map((row) => ({
    video_id: row.video_id,
    title: row.title,
    url: youtubeWatchUrl(row.video_id),
    thumbnail_url: row.thumbnail_url,
    published_at: row.published_at,
    vehicle_type_id: row.vehicle_type_id,
  }));
}
