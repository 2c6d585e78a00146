import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { DAY } from '../clock';
import { refreshForumStats } from '../modules/forum/forum-stats.repository';
import { slugify } from '../view-urls';
import { FORUM_TREE, LONG_THREAD_FORUM, LONG_THREAD_POSTS, LONG_THREAD_TITLE, NEWS_TITLES } from './forum.data';
import { createForumContext, postDates, randomThreadPlan, writeThread, type SeededForum } from './forum-writer';
import type { SeededMember } from './members.seed';
import type { Prng } from './prng';
import { seedReactions } from './reactions.seed';
import { DEFAULT_SHOP_URL } from './reference.seed';

const THREAD_COUNT = 60;
const MAX_POSTS_PER_THREAD = 40;

async function seedNodes(db: Kysely<Database>, shopUrl: string): Promise<SeededForum[]> {
  const vehicles = await db.selectFrom('vehicle_types').select(['vehicle_type_id', 'slug_url']).execute();
  const forums: SeededForum[] = [];
  for (const [categoryIndex, category] of FORUM_TREE.entries()) {
    const { node_id: categoryId } = await db
      .insertInto('nodes')
      .values({
        parent_node_id: 0,
        node_type_id: 'Category',
        display_order: (categoryIndex + 1) * 10,
        title: category.title,
        description: category.description,
        slug: slugify(category.title),
        discussion_type: 'discussion',
        vehicle_type_id: 0,
      })
      .returning('node_id')
      .executeTakeFirstOrThrow();
    for (const [forumIndex, seed] of category.forums.entries()) {
      const vehicle_type_id = vehicles.find((v) => v.slug_url === seed.vehicle)?.vehicle_type_id ?? 0;
      const { node_id } = await db
        .insertInto('nodes')
        .values({
          parent_node_id: categoryId,
          node_type_id: seed.node_type_id ?? 'Forum',
          display_order: (forumIndex + 1) * 10,
          title: seed.title,
          description: seed.description,
          slug: slugify(seed.title),
          discussion_type: seed.discussion_type ?? 'discussion',
          redirect_url: seed.links_to_shop ? shopUrl : (seed.redirect_url ?? null),
          vehicle_type_id,
        })
        .returning('node_id')
        .executeTakeFirstOrThrow();
      forums.push({ node_id, seed, vehicle_type_id });
    }
  }
  return forums;
}

/** Nodes, stickies, ~60 threads of 1–40 posts, news articles, the 2,000-post photo thread, reactions. */
export async function seedForum(db: Kysely<Database>, rng: Prng, members: SeededMember[], now: number, shopUrl: string = DEFAULT_SHOP_URL): Promise<void> {
  // Who posts most is part of the draw, not of the order members were created in.
  const ctx = await createForumContext(db, rng, now, rng.sample(members, members.length), await seedNodes(db, shopUrl));
  const discussionForums = ctx.forums.filter(
    (forum) => forum.seed.node_type_id !== 'LinkForum' && forum.seed.discussion_type !== 'article',
  );

  for (const forum of ctx.forums) {
    if (!forum.seed.sticky) continue;
    const start = now - 700 * DAY;
    await writeThread(ctx, { forum, title: forum.seed.sticky, dates: postDates(ctx, start, rng.int(1, 6), 30 * DAY), sticky: true });
  }
  for (let index = 0; index < THREAD_COUNT; index++) {
    const forum = discussionForums[index % discussionForums.length];
    await writeThread(ctx, randomThreadPlan(ctx, forum, rng.int(1, MAX_POSTS_PER_THREAD)));
  }
  const newsForum = ctx.forums.find((forum) => forum.seed.discussion_type === 'article');
  if (newsForum) {
    for (const [index, title] of NEWS_TITLES.entries()) {
      const start = now - (index * 45 + rng.int(1, 20)) * DAY;
      await writeThread(ctx, { forum: newsForum, title, dates: postDates(ctx, start, rng.int(1, 12), 20 * DAY) });
    }
  }
  const photoForum = ctx.forums.find((forum) => forum.seed.title === LONG_THREAD_FORUM) ?? discussionForums[0];
  const start = now - 1000 * DAY;
  const step = (1000 * DAY - 3600) / LONG_THREAD_POSTS;
  await writeThread(ctx, {
    forum: photoForum,
    title: LONG_THREAD_TITLE,
    dates: Array.from({ length: LONG_THREAD_POSTS }, (_, i) => start + Math.floor(i * step + (i > 0 ? rng.next() * step * 0.9 : 0))),
    sticky: true,
    photoThread: true,
  });
  await ctx.posts.flush();
  await seedReactions(ctx, 0);
  await refreshForumStats(db);
  await seedFeatured(db, ctx.forums);
}

/** Staff picks: the two newest news articles and the newest thread of each model forum (~6). */
async function seedFeatured(db: Kysely<Database>, forums: SeededForum[]): Promise<void> {
  const picks: number[] = [];
  const newest = (nodeId: number, limit: number) =>
    db
      .selectFrom('threads')
      .select('thread_id')
      .where('node_id', '=', nodeId)
      .where('sticky', '=', false)
      .orderBy('post_date', 'desc')
      .orderBy('thread_id', 'desc')
      .limit(limit)
      .execute();
  for (const forum of forums) {
    if (forum.seed.discussion_type === 'article') picks.push(...(await newest(forum.node_id, 2)).map((row) => row.thread_id));
    else if (forum.vehicle_type_id > 0) picks.push(...(await newest(forum.node_id, 1)).map((row) => row.thread_id));
  }
  if (picks.length > 0) await db.updateTable('threads').set({ featured: true }).where('thread_id', 'in', picks).execute();
}
