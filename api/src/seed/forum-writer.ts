// Writes generated threads and their posts: shared by the demo seed and by --posts growth.
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { PostsTable } from '../db/tables/forum.table';
import { DAY } from '../clock';
import { slugify } from '../view-urls';
import { VEHICLE_TYPES } from './brand.data';
import { insertInBatches } from './bulk-insert';
import type { ForumSeed } from './forum.data';
import { generatePhotoPost, generatePost, generateThreadTitle } from './forum-text';
import type { SeededMember } from './members.seed';
import type { Prng } from './prng';

export interface SeededForum {
  node_id: number;
  seed: ForumSeed;
  vehicle_type_id: number;
}

/** Posts wait here and go to the database in big multi-row INSERTs. */
export class PostBuffer {
  private rows: Insertable<PostsTable>[] = [];

  constructor(private readonly db: Kysely<Database>) {}

  async add(row: Insertable<PostsTable>): Promise<void> {
    this.rows.push(row);
    if (this.rows.length >= 5000) await this.flush();
  }

  async flush(): Promise<void> {
    const rows = this.rows;
    this.rows = [];
    await insertInBatches(this.db, 'posts', rows);
  }
}

export interface ForumContext {
  db: Kysely<Database>;
  rng: Prng;
  now: number;
  /** In order of activity: the draw favours the first ones. */
  members: SeededMember[];
  forums: SeededForum[];
  prefixIds: Map<string, number>;
  posts: PostBuffer;
  /** Titles already used, so the forum does not repeat itself. */
  titles: Set<string>;
}

export async function createForumContext(
  db: Kysely<Database>,
  rng: Prng,
  now: number,
  members: SeededMember[],
  forums: SeededForum[],
): Promise<ForumContext> {
  const prefixes = await db.selectFrom('thread_prefixes').select(['prefix_id', 'title']).execute();
  return {
    db,
    rng,
    now,
    members,
    forums,
    prefixIds: new Map(prefixes.map((row) => [row.title, row.prefix_id])),
    posts: new PostBuffer(db),
    titles: new Set(),
  };
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

export interface ThreadPlan {
  forum: SeededForum;
  title: string;
  /** One date per post, increasing. */
  dates: number[];
  sticky?: boolean;
  photoThread?: boolean;
}

/** Inserts the thread and queues its posts; counters are refreshed once at the end of seeding. */
export async function writeThread(ctx: ForumContext, plan: ThreadPlan): Promise<number> {
  const { forum, dates } = plan;
  const model = modelFor(ctx, forum);
  const authors: SeededMember[] = [];
  for (const [index, date] of dates.entries()) {
    authors.push(authorAt(ctx, date, index === 0 ? undefined : authors[index - 1].user_id));
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
      discussion_type: forum.seed.discussion_type ?? 'discussion',
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
    const message = plan.photoThread ? generatePhotoPost(ctx.rng, model) : generatePost(ctx.rng, model);
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

/** `count` post dates from `start`, increasing, within `maxSpan` and before now. */
export function postDates(ctx: ForumContext, start: number, count: number, maxSpan: number): number[] {
  const span = Math.max(60, Math.min(ctx.now - start - 60, maxSpan));
  const offsets = Array.from({ length: count - 1 }, () => Math.floor(ctx.rng.next() * span)).sort((a, b) => a - b);
  return [start, ...offsets.map((offset, index) => start + offset + index + 1)];
}

/** A thread of `count` posts in `forum`, started in the last 400 days, with an unused title. */
export function randomThreadPlan(ctx: ForumContext, forum: SeededForum, count: number): ThreadPlan {
  const start = ctx.now - ctx.rng.int(1, 400) * DAY - ctx.rng.int(0, DAY);
  let title = generateThreadTitle(ctx.rng, modelFor(ctx, forum), forum.seed.titles);
  for (let attempt = 0; attempt < 8 && ctx.titles.has(title); attempt++) {
    title = generateThreadTitle(ctx.rng, modelFor(ctx, forum), forum.seed.titles);
  }
  ctx.titles.add(title);
  return { forum, title, dates: postDates(ctx, start, count, count * 2 * DAY) };
}
