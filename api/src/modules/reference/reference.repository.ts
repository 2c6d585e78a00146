import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';

/** Spec §3: a reaction and where its icon sits in the sprite image. */
export interface Reaction {
  reaction_id: number;
  title: string;
  sprite_params: { x: number; y: number };
  image_url: string;
  text_color: string;
}

export interface ThreadPrefixItem {
  prefix_id: number;
  title: string;
}

/** Every reaction, in display order (1 Like, 2 Love, 3 Haha, 4 Wow, 5 Sad, 6 Angry when seeded). */
export async function listReactions(db: Kysely<Database>): Promise<Reaction[]> {
  const rows = await db
    .selectFrom('reactions')
    .select(['reaction_id', 'title', 'sprite_x', 'sprite_y', 'image_url', 'text_color'])
    .orderBy('display_order')
    .orderBy('reaction_id')
    .execute();
  return rows.map((row) => ({
    reaction_id: Number(row.reaction_id),
    title: row.title,
    sprite_params: { x: Number(row.sprite_x), y: Number(row.sprite_y) },
    image_url: row.image_url,
    text_color: row.text_color,
  }));
}

/** Every thread prefix, in display order. */
export async function listThreadPrefixes(db: Kysely<Database>): Promise<ThreadPrefixItem[]> {
  const rows = await db.selectFrom('thread_prefixes').select(['prefix_id', 'title']).orderBy('display_order').orderBy('prefix_id').execute();
  return rows.map((row) => ({ prefix_id: Number(row.prefix_id), title: row.title }));
}
