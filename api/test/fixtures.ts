// Small builders for the rows a test needs. Each returns what it made; ids come from the database.
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../src/db/database';
import type { NodesTable, ThreadsTable } from '../src/db/tables/forum.table';
import type { NewUser, UserRow } from '../src/db/tables/users.table';
import { nowSeconds } from '../src/clock';
import { hashPassword } from '../src/modules/auth/password';
import { refreshNodeStats, refreshThreadStats } from '../src/modules/forum/forum-stats.repository';
import { slugify } from '../src/view-urls';

export const PASSWORD = 'Trailhead#2026';

let passwordHash: Promise<string> | undefined;
let counter = 0;

/** A valid member with the test password; anything can be overridden. */
export async function makeUser(db: Kysely<Database>, overrides: Partial<NewUser> = {}): Promise<UserRow> {
  passwordHash ??= hashPassword(PASSWORD);
  counter++;
  const now = nowSeconds();
  const username = overrides.username ?? `rider${counter}`;
  return db
    .insertInto('users')
    .values({
      username,
      email: `${username.toLowerCase()}@example.test`,
      password_hash: await passwordHash,
      first_name: 'Test',
      last_name: `Rider ${counter}`,
      user_title: 'Member',
      city: 'Moab',
      state: 'UT',
      latitude: 38.57,
      longitude: -109.55,
      timezone: 'America/Denver',
      vehicle_description: null,
      register_date: now - 365 * 86_400 + counter,
      last_activity: now - 3600,
      membership_code: null,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function makeNode(
  db: Kysely<Database>,
  values: Partial<Insertable<NodesTable>> & { title: string },
): Promise<number> {
  const { node_id } = await db
    .insertInto('nodes')
    .values({
      parent_node_id: 0,
      node_type_id: 'Forum',
      display_order: 10,
      slug: slugify(values.title),
      discussion_type: 'discussion',
      vehicle_type_id: 0,
      ...values,
    })
    .returning('node_id')
    .executeTakeFirstOrThrow();
  return node_id;
}

export interface ThreadFixture extends Partial<Insertable<ThreadsTable>> {
  node_id: number;
  title: string;
  author: UserRow;
  /** Number of posts, the first by the author; default 1. */
  posts?: number;
  /** Date of the first post; later posts follow an hour apart each. */
  start?: number;
  /** Authors of the replies in turn (default: the thread author). */
  repliers?: UserRow[];
}

/** A thread with its posts, counters refreshed the way the writers do. */
export async function makeThread(db: Kysely<Database>, fixture: ThreadFixture): Promise<number> {
  const { author, posts = 1, start = nowSeconds() - 86_400, repliers = [], ...values } = fixture;
  const authors = Array.from({ length: posts }, (_, i) => (i === 0 || repliers.length === 0 ? author : repliers[(i - 1) % repliers.length]));
  const last = authors[authors.length - 1];
  const { thread_id } = await db
    .insertInto('threads')
    .values({
      slug: slugify(values.title),
      discussion_type: 'discussion',
      user_id: author.user_id,
      username: author.username,
      post_date: start,
      last_post_date: start + (posts - 1) * 3600,
      last_post_user_id: last.user_id,
      last_post_username: last.username,
      vehicle_type_id: 0,
      ...values,
    })
    .returning('thread_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('posts')
    .values(
      authors.map((user, i) => ({
        thread_id,
        user_id: user.user_id,
        username: user.username,
        post_date: start + i * 3600,
        position: i + 1,
        message_html: `<p>Post ${i + 1} of ${values.title}</p>`,
        message_parsed: `Post ${i + 1} of ${values.title}`,
      })),
    )
    .execute();
  await refreshThreadStats(db, [thread_id]);
  await refreshNodeStats(db);
  return thread_id;
}

/**
 * The watch a member's new thread gets under each creation_watch_state (spec §3 Settings payload):
 * `start` makes a thread as that member and gives its id; the member's state is put back after.
 */
export async function watchesByCreationState(db: Kysely<Database>, userId: number, start: (title: string) => Promise<number>) {
  const watchOf = (threadId: number) => db.selectFrom('thread_watches').select('send_email').where('user_id', '=', userId).where('thread_id', '=', threadId).executeTakeFirst();
  const watches: Record<'watch_email' | 'watch_no_email' | 'none', { email: boolean } | null> = { watch_email: null, watch_no_email: null, none: null };
  try {
    for (const state of ['watch_email', 'watch_no_email', 'none'] as const) {
      await db.updateTable('users').set({ creation_watch_state: state }).where('user_id', '=', userId).execute();
      const watch = await watchOf(await start(`Watched ${state}`));
      watches[state] = watch ? { email: Boolean(watch.send_email) } : null;
    }
  } finally {
    await db.updateTable('users').set({ creation_watch_state: 'watch_no_email' }).where('user_id', '=', userId).execute();
  }
  return watches;
}
