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
