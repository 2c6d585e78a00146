// Attachments (keys and files), the smilies of the editor and the local list of the brand
// channel's videos. Live updates need no table: the hub fans out in process.
import type { Kysely } from 'kysely';
import { identity } from './schema-helpers';

const SMILIES: { category: string; items: [title: string, text: string, emoji: string][] }[] = [
  {
    category: 'Smileys',
    items: [
      ['Smile', ':)', '🙂'],
      ['Big grin', ':D', '😀'],
      ['Wink', ';)', '😉'],
      ['Frown', ':(', '🙁'],
      ['Tongue', ':P', '😛'],
      ['Laugh', ':lol:', '😂'],
      ['Cool', '8-)', '😎'],
      ['Surprised', ':o', '😮'],
      ['Confused', ':confused:', '😕'],
      ['Mad', ':mad:', '😠'],
      ['Roll eyes', ':rolleyes:', '🙄'],
      ['Cry', ":'(", '😢'],
      ['Thinking', ':think:', '🤔'],
    ],
  },
  {
    category: 'Gestures',
    items: [
      ['Thumbs up', '(y)', '👍'],
      ['Thumbs down', '(n)', '👎'],
      ['Heart', '<3', '❤️'],
      ['Clap', ':clap:', '👏'],
      ['Wave', ':wave:', '👋'],
      ['Pray', ':pray:', '🙏'],
      ['Muscle', ':strong:', '💪'],
    ],
  },
  {
    category: 'Trail',
    items: [
      ['Off-roader', ':jeep:', '🚙'],
      ['Mountain', ':mountain:', '⛰️'],
      ['Camping', ':camp:', '🏕️'],
      ['Campfire', ':fire:', '🔥'],
      ['Mud', ':mud:', '💩'],
      ['Wrench', ':wrench:', '🔧'],
      ['Fuel', ':fuel:', '⛽'],
      ['Map', ':map:', '🗺️'],
      ['Flag', ':flag:', '🏁'],
    ],
  },
];

// Demo rows for the local default of GET /youtube (the Data API replaces them when configured).
const VIDEOS: [videoId: string, title: string, publishedAt: string, vehicleTypeId: number][] = [
  ['kTrl0vrv001', 'Kestrel 2027 line-up: every model walked around', '2026-11-14T17:00:00Z', 0],
  ['kTrl0vrv002', 'Airing down: the why and the how before your first trail', '2026-11-07T17:00:00Z', 0],
  ['kTrl0vrv003', 'Recovery basics: straps, shackles and a safe winch line', '2026-10-31T17:00:00Z', 0],
  ['kTrl0vrv004', 'Trekker on Hell’s Revenge: full run, no cuts', '2026-11-12T17:00:00Z', 1],
  ['kTrl0vrv005', 'Trekker Sport vs Ridge: which trim for rocks?', '2026-10-22T17:00:00Z', 1],
  ['kTrl0vrv006', 'Basecamp rooftop tent setup in four minutes', '2026-11-10T17:00:00Z', 2],
  ['kTrl0vrv007', 'Basecamp overland build: power, water, fridge', '2026-10-18T17:00:00Z', 2],
  ['kTrl0vrv008', 'Summit Edition on the Rubicon: day one', '2026-11-09T17:00:00Z', 3],
  ['kTrl0vrv009', 'Summit lift kit install, start to finish', '2026-10-15T17:00:00Z', 3],
  ['kTrl0vrv010', 'Nomad desert crossing: 300 miles of sand', '2026-11-05T17:00:00Z', 4],
  ['kTrl0vrv011', 'Nomad long-range fuel and tire choices', '2026-10-12T17:00:00Z', 4],
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('attachment_keys')
    .addColumn('attachment_key', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('context_type', 'text', (c) => c.notNull())
    .addColumn('context_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('attachments')
    .addColumn('attachment_id', 'integer', identity(db))
    .addColumn('attachment_key', 'text', (c) => c.notNull().references('attachment_keys.attachment_key').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('post_id', 'integer', (c) => c.references('posts.post_id').onDelete('cascade'))
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('storage_id', 'text', (c) => c.notNull().unique())
    .addColumn('file_size', 'integer', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('is_image', 'boolean', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('upload_date', 'bigint', (c) => c.notNull())
    .execute();
  // The thread page reads the files of 20 posts at once.
  await db.schema.createIndex('attachments_post').on('attachments').columns(['post_id', 'attachment_id']).execute();
  await db.schema.createIndex('attachments_key').on('attachments').column('attachment_key').execute();

  await db.schema
    .createTable('smilies')
    .addColumn('smilie_id', 'integer', identity(db))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('smilie_text', 'text', (c) => c.notNull().unique())
    .addColumn('emoji', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('category_order', 'integer', (c) => c.notNull())
    .addColumn('display_order', 'integer', (c) => c.notNull())
    .execute();
  await db
    .insertInto('smilies')
    .values(
      SMILIES.flatMap(({ category, items }, categoryIndex) =>
        items.map(([title, smilie_text, emoji], index) => ({
          title,
          smilie_text,
          emoji,
          category,
          category_order: (categoryIndex + 1) * 10,
          display_order: (index + 1) * 10,
        })),
      ),
    )
    .execute();

  await db.schema
    .createTable('youtube_videos')
    .addColumn('video_id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('thumbnail_url', 'text', (c) => c.notNull())
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addColumn('vehicle_type_id', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('youtube_videos_published').on('youtube_videos').column('published_at').execute();
  await db
    .insertInto('youtube_videos')
    .values(
      VIDEOS.map(([video_id, title, publishedAt, vehicle_type_id]) => ({
        video_id,
        title,
        thumbnail_url: `https://i.ytimg.com/vi/${video_id}/hqdefault.jpg`,
        published_at: Math.floor(Date.parse(publishedAt) / 1000),
        vehicle_type_id,
      })),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['youtube_videos', 'smilies', 'attachments', 'attachment_keys']) {
    await db.schema.dropTable(table).execute();
  }
}
