import type { Insertable } from 'kysely';
import type { Database } from '../db/tables';
import { DAY } from '../clock';
import { insertInBatches } from './bulk-insert';
import type { ForumContext } from './forum-writer';

/** Like is by far the most used reaction; Sad and Angry are rare. */
const REACTION_WEIGHTS: [number, number][] = [[1, 0.6], [2, 0.15], [3, 0.1], [4, 0.1], [5, 0.03], [6, 0.02]];

/** Reactions on posts with id above `afterPostId`: about a third of posts get one to four. */
export async function seedReactions(ctx: ForumContext, afterPostId: number): Promise<void> {
  const posts = await ctx.db
    .selectFrom('posts')
    .select(['post_id', 'user_id', 'post_date'])
    .where('post_id', '>', afterPostId)
    .orderBy('post_id')
    .execute();
  const rows: Insertable<Database['post_reactions']>[] = [];
  for (const post of posts) {
    if (!ctx.rng.chance(0.35)) continue;
    const reactors = ctx.rng.sample(ctx.members, ctx.rng.int(1, 4)).filter((m) => m.user_id !== post.user_id);
    for (const reactor of reactors) {
      let draw = ctx.rng.next();
      const reaction = REACTION_WEIGHTS.find(([, weight]) => (draw -= weight) < 0)?.[0] ?? 1;
      rows.push({
        post_id: post.post_id,
        user_id: reactor.user_id,
        reaction_id: reaction,
        reaction_date: Math.min(ctx.now, post.post_date + ctx.rng.int(60, 3 * DAY)),
      });
    }
  }
  await insertInBatches(ctx.db, 'post_reactions', rows);
}
