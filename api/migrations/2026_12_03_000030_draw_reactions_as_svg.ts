// The reactions' image_url named a PNG sprite that was never shipped (a 404 for anyone who followed
// it). The sprite is now drawn as SVG and served by the site (shell/public/images/reactions).
import type { Kysely } from 'kysely';

const OLD = '/images/reactions/sprite.png';
const NEW = '/images/reactions/sprite.svg';

export async function up(db: Kysely<any>): Promise<void> {
  await db.updateTable('reactions').set({ image_url: NEW }).where('image_url', '=', OLD).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.updateTable('reactions').set({ image_url: OLD }).where('image_url', '=', NEW).execute();
}
