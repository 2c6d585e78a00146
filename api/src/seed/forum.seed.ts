import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { PostsTable } from '../db/tables/forum.table';
import { DAY } from '../clock';
import { slugify } from '../view-urls';
import { refreshForumStats } from '../modules/forum/forum-stats.repository';
import { VEHICLE_TYPES } from './brand.data';
import { insertInBatches } from './bulk-insert';
import {
  FORUM_TREE,
  LONG_THREAD_FORUM,
  LONG_THREAD_POSTS,
  LONG_THREAD_TITLE,
  NEWS_TITLES,
  type ForumSeed,
} from './forum.data';
import { generatePhotoPost, generatePost, generateThreadTitle } from './forum-text';
import type { SeededMember } from './members.seed';
import type { Prng } from './prng';

interface SeededForum {
  node_id: number;
  seed: ForumSeed;
  vehicle_type_id: number;
}

interface ForumContext {
  db: Kysely<Database>;
  rng: Prng;
  now: number;
  members: SeededMember[];
  forums: SeededForum[];
  prefixIds: Map<string, number>;
  vehicleIds: Map<string, number>;
  posts: PostBuffer;
  /** Titles already used, so the forum does not repeat itself. */
  titles: Set<string>;
}

/** Posts wait here and go to the database in big multi-row INSERTs. */
class PostBuffer {
  private rows: Insertable<PostsTable>[] = [];
  total = 0;

  constructor(private readonly db: Kysely<Database>) {}

  async add(row: Insertable<PostsTable>): Promise<void> {
    this.rows.push(row);
    this.total++;
    if (this.rows.length >= 5000) await this.flush();
  }

  async flush(): Promise<void> {
    const rows = this.rows;
    this.rows = [];
    await insertInBatches(this.db, 'posts', rows);
  }
}

/** Someone who had registered by `date`; the earliest member (admin) if the draw keeps missing. */
function authorAt(ctx: ForumContext, date: number, exclude?: number): SeededMember {
  // Skewed draw: a few members write most of the posts, as on any forum.
  for (let attempt = 0; attempt < 12; attempt++) {
    const member = ctx.members[Math.floor(ctx.members.length * ctx.rng.next() ** 1.7)];
    if (member.register_date <= date && member.user_id !== exclude) return member;
  }
  return ctx.members.reduce((a, b) => (a.register_date <= b.register_date ? a : b));
}

function modelFor(ctx: ForumContext, forum: SeededForum): string {
  const vehicle = VEHICLE_TYPES.find((type) => type.slug_url === forum.seed.vehicle) ?? ctx.rng.pick(VEHICLE_TYPES);
  return vehicle.short;
}

interface ThreadPlan {
  forum: SeededForum;
  title: string;
  start: number;
  dates: number[];
  sticky?: boolean;
  discussionType?: 'article' | 'discussion';
  photoThread?: boolean;
}

async function writeThread(ctx: ForumContext, plan: ThreadPlan): Promise<number> {
  const { forum, dates } = plan;
  const model = modelFor(ctx, forum);
  const authors: SeededMember[] = [];
  for (const [index, date] of dates.entries()) {
    authors.push(index === 0 ? authorAt(ctx, date) : authorAt(ctx, date, authors[index - 1].user_id));
  }
  const prefixes = forum.seed.prefixes ?? [];
  const prefixTitle = prefixes.length > 0 && ctx.rng.chance(0.5) ? ctx.rng.pick(prefixes) : null;
  const last = authors[authors.length - 1];
  const thread = await ctx.db
    .insertInto('threads')
    .values({
      node_id: forum.node_id,
      title: plan.title,
      slug: slugify(plan.title),
      discussion_type: plan.discussionType ?? forum.seed.discussion_type ?? 'discussion',
      prefix_id: prefixTitle ? (ctx.prefixIds.get(prefixTitle) ?? null) : null,
      user_id: authors[0].user_id,
      username: authors[0].username,
      post_date: dates[0],
      last_post_date: dates[dates.length - 1],
      last_post_user_id: last.user_id,
      last_post_username: last.username,
      reply_count: dates.length - 1,
      view_count: dates.length * ctx.rng.int(8, 40),
      sticky: plan.sticky ?? false,
      discussion_open: true,
      vehicle_type_id: forum.vehicle_type_id,
    })
    .returning('thread_id')
    .executeTakeFirstOrThrow();
  for (const [index, date] of dates.entries()) {
    const message = plan.photoThread ? generatePhotoPost(ctx.rng, model, index + 1) : generatePost(ctx.rng, model);
    await ctx.posts.add({
      thread_id: thread.thread_id,
      user_id: authors[index].user_id,
      username: authors[index].username,
      post_date: date,
      position: index + 1,
      ...message,
      attachment_key: null,
    });
  }
  return thread.thread_id;
}

/** `count` post dates from `start`, increasing, the last one before now. */
function postDates(ctx: ForumContext, start: number, count: number, maxSpan: number): number[] {
  const span = Math.max(60, Math.min(ctx.now - start - 60, maxSpan));
  const offsets = Array.from({ length: count - 1 }, () => Math.floor(ctx.rng.next() * span)).sort((a, b) => a - b);
  return [start, ...offsets.map((offset, index) => start + offset + index + 1)];
}

function randomThreadPlan(ctx: ForumContext, forum: SeededForum, maxPosts: number): ThreadPlan {
  const start = ctx.now - ctx.rng.int(1, 400) * DAY - ctx.rng.int(0, DAY);
  const count = ctx.rng.int(1, maxPosts);
  let title = generateThreadTitle(ctx.rng, modelFor(ctx, forum), forum.seed.titles);
  for (let attempt = 0; attempt < 8 && ctx.titles.has(title); attempt++) {
    title = generateThreadTitle(ctx.rng, modelFor(ctx, forum), forum.seed.titles);
  }
  ctx.titles.add(title);
  return {
    forum,
    title,
    start,
    dates: postDates(ctx, start, count, count * 2 * DAY),
  };
}

async function seedNodes(ctx: Omit<ForumContext, 'forums'>): Promise<SeededForum[]> {
  const forums: SeededForum[] = [];
  for (const [categoryIndex, category] of FORUM_TREE.entries()) {
    const { node_id: categoryId } = await ctx.db
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
      const vehicle_type_id = seed.vehicle ? (ctx.vehicleIds.get(seed.vehicle) ?? 0) : 0;
      const { node_id } = await ctx.db
        .insertInto('nodes')
        .values({
          parent_node_id: categoryId,
          node_type_id: seed.node_type_id ?? 'Forum',
          display_order: (forumIndex + 1) * 10,
          title: seed.title,
          description: seed.description,
          slug: slugify(seed.title),
          discussion_type: seed.discussion_type ?? 'discussion',
          redirect_url: seed.redirect_url ?? null,
          vehicle_type_id,
        })
        .returning('node_id')
        .executeTakeFirstOrThrow();
      forums.push({ node_id, seed, vehicle_type_id });
    }
  }
  return forums;
}

/** Reactions on posts with id above `afterPostId`: about a third of posts get one to four. */
async function seedReactions(ctx: ForumContext, afterPostId: number): Promise<void> {
  const posts = await ctx.db
    .selectFrom('posts')
    .select(['post_id', 'user_id', 'post_date'])
    .where('post_id', '>', afterPostId)
    .orderBy('post_id')
    .execute();
  const weights: [number, number][] = [[1, 0.6], [2, 0.15], [3, 0.1], [4, 0.1], [5, 0.03], [6, 0.02]];
  const rows: Insertable<Database['post_reactions']>[] = [];
  for (const post of posts) {
    if (!ctx.rng.chance(0.35)) continue;
    const reactors = ctx.rng.sample(ctx.members, ctx.rng.int(1, 4)).filter((m) => m.user_id !== post.user_id);
    for (const reactor of reactors) {
      let draw = ctx.rng.next();
      const reaction = weights.find(([, weight]) => (draw -= weight) < 0)?.[0] ?? 1;
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

async function loadLookups(db: Kysely<Database>) {
  const prefixes = await db.selectFrom('thread_prefixes').select(['prefix_id', 'title']).execute();
  const vehicles = await db.selectFrom('vehicle_types').select(['vehicle_type_id', 'slug_url']).execute();
  return {
    prefixIds: new Map(prefixes.map((row) => [row.title, row.prefix_id])),
    vehicleIds: new Map(vehicles.map((row) => [row.slug_url, row.vehicle_type_id])),
  };
}

const THREAD_COUNT = 60;

/** Nodes, ~60 threads of 1–40 posts, the 2,000-post photo thread, news articles and reactions. */
export async function seedForum(db: Kysely<Database>, rng: Prng, members: SeededMember[], now: number): Promise<void> {
  // Who posts most is part of the draw, not of the order members were created in.
  const ranked = rng.sample(members, members.length);
  const base = { db, rng, now, members: ranked, posts: new PostBuffer(db), titles: new Set<string>(), ...(await loadLookups(db)) };
  const ctx: ForumContext = { ...base, forums: await seedNodes(base) };
  const discussionForums = ctx.forums.filter(
    (forum) => forum.seed.node_type_id !== 'LinkForum' && forum.seed.discussion_type !== 'article',
  );

  for (const forum of ctx.forums) {
    if (!forum.seed.sticky) continue;
    const start = now - 700 * DAY;
    await writeThread(ctx, { forum, title: forum.seed.sticky, start, dates: postDates(ctx, start, rng.int(1, 6), 30 * DAY), sticky: true });
  }
  for (let index = 0; index < THREAD_COUNT; index++) {
    await writeThread(ctx, randomThreadPlan(ctx, discussionForums[index % discussionForums.length], 40));
  }
  const newsForum = ctx.forums.find((forum) => forum.seed.discussion_type === 'article');
  if (newsForum) {
    for (const [index, title] of NEWS_TITLES.entries()) {
      const start = now - (index * 45 + rng.int(1, 20)) * DAY;
      await writeThread(ctx, { forum: newsForum, title, start, dates: postDates(ctx, start, rng.int(1, 12), 20 * DAY) });
    }
  }
  const photoForum = ctx.forums.find((forum) => forum.seed.title === LONG_THREAD_FORUM) ?? discussionForums[0];
  const start = now - 1000 * DAY;
  const step = (1000 * DAY - 3600) / LONG_THREAD_POSTS;
  await writeThread(ctx, {
    forum: photoForum,
    title: LONG_THREAD_TITLE,
    start,
    dates: Array.from({ length: LONG_THREAD_POSTS }, (_, i) => start + Math.floor(i * step + (i > 0 ? rng.next() * step * 0.9 : 0))),
    sticky: true,
    photoThread: true,
  });
  await ctx.posts.flush();
  await seedReactions(ctx, 0);
  await refreshForumStats(db);
}

/** Grows the forum to `totalPosts` posts with new threads of 2–300 posts (for benchmarks). */
export async function enlargeForum(
  db: Kysely<Database>,
  rng: Prng,
  totalPosts: number,
  now: number,
): Promise<{ added: number }> {
  const { count } = await db.selectFrom('posts').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const missing = totalPosts - Number(count);
  if (missing <= 0) return { added: 0 };
  const { maxPost } = await db.selectFrom('posts').select((eb) => eb.fn.max('post_id').as('maxPost')).executeTakeFirstOrThrow();
  const members = (await db.selectFrom('users').select(['user_id', 'username', 'register_date', 'membership_code']).orderBy('user_id').execute()).map(
    (row) => ({ ...row, is_paid: row.membership_code !== null && row.membership_code !== 'free_membership' }),
  );
  const nodes = await db.selectFrom('nodes').select(['node_id', 'title', 'vehicle_type_id']).where('node_type_id', '=', 'Forum').execute();
  const seeds = FORUM_TREE.flatMap((category) => category.forums);
  const forums: SeededForum[] = nodes
    .map((node) => ({ node_id: node.node_id, vehicle_type_id: node.vehicle_type_id, seed: seeds.find((s) => s.title === node.title) ?? { title: node.title, description: '', vehicle: null } }))
    .filter((forum) => forum.seed.discussion_type !== 'article');
  if (forums.length === 0) throw new Error('enlargeForum: the forum has no nodes to post in; seed it first');

  const ctx: ForumContext = { db, rng, now, members, forums, posts: new PostBuffer(db), titles: new Set(), ...(await loadLookups(db)) };
  let remaining = missing;
  while (remaining > 0) {
    const size = Math.min(remaining, Math.max(2, Math.floor(2 + 298 * rng.next() ** 3)));
    const plan = randomThreadPlan(ctx, rng.pick(forums), 2);
    plan.dates = postDates(ctx, plan.start, size, size * DAY);
    await writeThread(ctx, plan);
    remaining -= size;
  }
  await ctx.posts.flush();
  await seedReactions(ctx, Number(maxPost ?? 0));
  await refreshForumStats(db);
  return { added: missing };
}
