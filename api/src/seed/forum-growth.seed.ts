import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { refreshForumStats } from '../modules/forum/forum-stats.repository';
import { FORUM_TREE, type ForumSeed } from './forum.data';
import { createForumContext, postDates, randomThreadPlan, writeThread, type SeededForum } from './forum-writer';
import type { Prng } from './prng';
import { seedReactions } from './reactions.seed';

/** Grows the forum to `totalPosts` posts with new threads of 2–300 posts (for benchmarks). */
export async function enlargeForum(
  db: Kysely<Database>,
  rng: Prng,
  totalPosts: number,
  now: number,
): Promise<{ added: number }> {
  const { count, maxPost } = await db
    .selectFrom('posts')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('post_id').as('maxPost')])
    .executeTakeFirstOrThrow();
  const missing = totalPosts - Number(count);
  if (missing <= 0) return { added: 0 };

  const members = await db.selectFrom('users').select(['user_id', 'username', 'register_date']).orderBy('user_id').execute();
  const seeds = FORUM_TREE.flatMap((category) => category.forums);
  const nodes = await db.selectFrom('nodes').select(['node_id', 'title', 'vehicle_type_id']).where('node_type_id', '=', 'Forum').execute();
  const forums: SeededForum[] = nodes
    .map((node) => {
      const seed: ForumSeed = seeds.find((s) => s.title === node.title) ?? { title: node.title, description: '', vehicle: null };
      return { node_id: node.node_id, vehicle_type_id: node.vehicle_type_id, seed };
    })
    .filter((forum) => forum.seed.discussion_type !== 'article');
  if (forums.length === 0 || members.length === 0) throw new Error('enlargeForum: seed the demo community first');

  const ctx = await createForumContext(db, rng, now, members, forums);
  for (let remaining = missing; remaining > 0; ) {
    // Mostly short threads, a few very long ones.
    const size = Math.min(remaining, Math.max(2, Math.floor(2 + 298 * rng.next() ** 3)));
    const plan = randomThreadPlan(ctx, rng.pick(forums), size);
    // Busy threads run over more days than the default two per post allows.
    plan.dates = postDates(ctx, plan.dates[0], size, size * 86_400);
    await writeThread(ctx, plan);
    remaining -= size;
  }
  await ctx.posts.flush();
  await seedReactions(ctx, Number(maxPost ?? 0));
  await refreshForumStats(db);
  return { added: missing };
}
