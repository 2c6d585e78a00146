// Full-text search over thread titles and post texts. SQLite: FTS5 (bm25); PostgreSQL: tsvector
// (ts_rank). The query is built from letter/digit tokens only, each quoted, so no input is syntax.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DialectName } from '../../db/database';
import type { Database } from '../../db/tables';

export interface SearchFilter {
  tokens: string[];
  /** Only posts (or, title-only, threads) by these members; undefined = anyone. */
  userIds?: number[];
  titleOnly: boolean;
  /** 0 = every vehicle type; otherwise posts in forums of that type or of all types (0). */
  vehicleTypeId?: number;
  limit: number;
  offset: number;
}

export interface SearchHit {
  post_id: number;
  thread_id: number;
  position: number;
  user_id: number;
  post_date: number;
  message_parsed: string;
}

/** Thread titles count double: a title match is a better answer than a passing mention. */
const TITLE_WEIGHT = 2;

/**
 * Ranking looks at the newest candidates among the matches of the posts (and of the titles), not
 * at all of them: scoring every post of a word found nearly everywhere ("the") costs far more than
 * a page is worth, and on a forum the recent answers are the ones wanted. Words in fewer posts
 * than this are ranked exactly. SQLite reads them from the FTS index in rowid order, cheaply
 * (1,000 candidates: ~3 ms on 200,000 posts; 10,000 took ~26 ms); PostgreSQL walks the posts
 * newest first and checks each.
 */
export const SEARCH_CANDIDATES: Record<DialectName, number> = { sqlite: 1_000, postgres: 2_000 };

/** `total` counts at most this many matches (50 pages); pages past it are empty. */
export const SEARCH_MAX_TOTAL = 1_000;

/**
 * Searches limited to members (c[users]) rank the newest matches of those members. SQLite walks
 * the word's matches newest first and keeps the members' own until it has as many as can be
 * counted (~12 ms for a common word on 200,000 posts).
 */
export const MEMBER_SEARCH_CANDIDATES = SEARCH_MAX_TOTAL;

function ftsQuery(tokens: string[]): string {
  return tokens.map((token) => `"${token.replace(/"/g, '""')}"`).join(' ');
}

function hitsSql(dialect: DialectName, tokens: string[], titleOnly: boolean, userIds: number[] | undefined): RawBuilder<unknown> {
  const query = ftsQuery(tokens);
  const capped = userIds === undefined;
  if (dialect === 'sqlite') {
    // bm25() only works where the FTS table drives the scan by its MATCH: compute it in
    // materialised CTEs of their own, with the FTS table first (CROSS JOIN keeps SQLite's planner
    // from turning the join around). Newest first (rowid order) is the FTS index's own order:
    // the caps cost no sort.
    const newest = (limit: number) => sql`order by f.rowid desc limit ${sql.lit(limit)}`;
    const titleHits = capped
      ? sql`title_hits as materialized (select f.rowid as thread_id, -${sql.lit(TITLE_WEIGHT)} * bm25(threads_fts) as score
          from threads_fts f where threads_fts match ${query} ${newest(SEARCH_CANDIDATES.sqlite)})`
      : sql`title_hits as materialized (select f.rowid as thread_id, -${sql.lit(TITLE_WEIGHT)} * bm25(threads_fts) as score
          from threads_fts f cross join threads t on t.thread_id = f.rowid
          where threads_fts match ${query} and t.user_id in (${sql.join(userIds)}) ${newest(MEMBER_SEARCH_CANDIDATES)})`;
    const titles = sql`select t.first_post_id as post_id, th.score from title_hits th
      cross join threads t on t.thread_id = th.thread_id where t.first_post_id is not null`;
    if (titleOnly) return sql`${titleHits}, hits as (${titles})`;
    const postHits = capped
      ? sql`post_hits as materialized (select f.rowid as post_id, -bm25(posts_fts) as score
          from posts_fts f where posts_fts match ${query} ${newest(SEARCH_CANDIDATES.sqlite)})`
      : sql`post_hits as materialized (select f.rowid as post_id, -bm25(posts_fts) as score
          from posts_fts f cross join posts p on p.post_id = f.rowid
          where posts_fts match ${query} and p.user_id in (${sql.join(userIds)}) ${newest(MEMBER_SEARCH_CANDIDATES)})`;
    return sql`${titleHits}, ${postHits}, hits as (select post_id, score from post_hits union all ${titles})`;
  }
  const tsquery = sql`websearch_to_tsquery('simple', ${query})`;
  const cap = (id: string) => (capped ? sql`order by ${sql.raw(id)} desc limit ${sql.lit(SEARCH_CANDIDATES.postgres)}` : sql``);
  const titles = sql`(select t.first_post_id as post_id, ${sql.lit(TITLE_WEIGHT)} * ts_rank(t.search_vector, ${tsquery}) as score
      from threads t where t.search_vector @@ ${tsquery} and t.first_post_id is not null ${cap('t.thread_id')})`;
  if (titleOnly) return sql`hits as ${titles}`;
  return sql`hits as ((select p.post_id, ts_rank(p.search_vector, ${tsquery}) as score from posts p where p.search_vector @@ ${tsquery} ${cap('p.post_id')})
    union all ${titles})`;
}

function usersCondition(userIds: number[] | undefined) {
  return userIds ? sql`and p.user_id in (${sql.join(userIds)})` : sql``;
}

function vehicleCondition(vehicleTypeId: number | undefined) {
  return vehicleTypeId ? sql`and t.node_id in (select node_id from nodes where vehicle_type_id in (0, ${vehicleTypeId}))` : sql``;
}

/** One page of matches, best first, newest first among equals; total over all pages, at most SEARCH_MAX_TOTAL. */
export async function searchPosts(
  db: Kysely<Database>,
  dialect: DialectName,
  filter: SearchFilter,
): Promise<{ hits: SearchHit[]; total: number }> {
  const { tokens, userIds, titleOnly, vehicleTypeId, limit, offset } = filter;
  if (userIds?.length === 0) return { hits: [], total: 0 };
  if (offset >= SEARCH_MAX_TOTAL) {
    // Past the counted matches: nothing to show, the first page says how many there are.
    return { hits: [], total: (await searchPosts(db, dialect, { ...filter, limit: 1, offset: 0 })).total };
  }
  // SQLite: drive from the few ranked candidates (CROSS JOIN fixes the order; PostgreSQL plans well without it and refuses CROSS JOIN … ON).
  const fixedOrderJoin = dialect === 'sqlite' ? sql`cross join` : sql`join`;
  const visible = sql`p.message_state = 'visible' and t.discussion_state = 'visible' ${usersCondition(userIds)} ${vehicleCondition(vehicleTypeId)}`;
  const columns = sql`p.post_id, p.thread_id, p.position, p.user_id, p.post_date, p.message_parsed, count(*) over () as total_count`;
  const result =
    tokens.length === 0
      ? // Members only: their newest posts (or threads, title-only).
        await sql<SearchHit & { total_count: number }>`
          select ${columns} from posts p join threads t on t.thread_id = p.thread_id
          where ${visible} ${titleOnly ? sql`and p.position = 1` : sql``}
          order by p.post_date desc, p.post_id desc limit ${limit} offset ${offset}`.execute(db)
      : await sql<SearchHit & { total_count: number }>`
          with ${hitsSql(dialect, tokens, titleOnly, userIds)},
          ranked as (select post_id, sum(score) as score from hits group by post_id)
          select ${columns} from ranked r
          ${fixedOrderJoin} posts p on p.post_id = r.post_id
          ${fixedOrderJoin} threads t on t.thread_id = p.thread_id
          where ${visible}
          order by r.score desc, p.post_date desc, p.post_id desc limit ${limit} offset ${offset}`.execute(db);
  const rows = result.rows;
  let total = rows.length > 0 ? Math.min(Number(rows[0].total_count), SEARCH_MAX_TOTAL) : 0;
  if (rows.length === 0 && offset > 0) {
    // Past the last page: count what the first page would have said.
    total = (await searchPosts(db, dialect, { ...filter, limit: 1, offset: 0 })).total;
  }
  return {
    hits: rows.map((row) => ({
      post_id: Number(row.post_id),
      thread_id: Number(row.thread_id),
      position: Number(row.position),
      user_id: Number(row.user_id),
      post_date: Number(row.post_date),
      message_parsed: row.message_parsed,
    })),
    total,
  };
}

/** Ids of the members with these usernames (case-insensitive); unknown names are left out. */
export async function userIdsByName(db: Kysely<Database>, usernames: string[]): Promise<number[]> {
  if (usernames.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select('user_id')
    .where(sql<string>`lower(username)`, 'in', usernames.map((name) => name.toLowerCase()))
    .execute();
  return rows.map((row) => row.user_id);
}
