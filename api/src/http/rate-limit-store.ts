// @fastify/rate-limit's counters, kept in the database: every API process behind the load
// balancer counts the same requests (ARCHITECTURE §7). One row per limit and caller; a request adds
// one to it in a single statement (an upsert), so two processes never lose a count between them.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';

/** What the plugin asks of a store (its LocalStore and RedisStore have the same shape). */
interface RateLimitStore {
  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number): void;
  child(routeOptions: unknown): RateLimitStore;
}

/** Rows of windows that have ended are removed now and then, not on every request. */
const SWEEP_EVERY = 500;

/** The number of requests in `key`'s current window, this one included, and milliseconds until it ends. */
export async function countRequest(db: Kysely<Database>, key: string, windowMs: number, now = Date.now()): Promise<{ current: number; ttl: number }> {
  const row = await db
    .insertInto('rate_limits')
    .values({ key, hits: 1, resets_at: now + windowMs })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql<number>`case when rate_limits.resets_at <= ${now} then 1 else rate_limits.hits + 1 end`,
        resets_at: sql<number>`case when rate_limits.resets_at <= ${now} then ${now + windowMs} else rate_limits.resets_at end`,
      }),
    )
    .returning(['hits', 'resets_at'])
    .executeTakeFirstOrThrow();
  return { current: Number(row.hits), ttl: Math.max(0, Number(row.resets_at) - now) };
}

export async function forgetEndedWindows(db: Kysely<Database>, now = Date.now()): Promise<void> {
  await db.deleteFrom('rate_limits').where('resets_at', '<=', now).execute();
}

/** A store class for the plugin's `store` option, over this database. */
export function databaseRateLimitStore(db: Kysely<Database>): new () => RateLimitStore {
  let requests = 0;
  class DatabaseRateLimitStore implements RateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      requests += 1;
      const sweep = requests % SWEEP_EVERY === 0 ? forgetEndedWindows(db) : Promise.resolve();
      sweep
        .then(() => countRequest(db, key, timeWindow))
        .then(
          (result) => callback(null, result),
          (error: Error) => callback(error),
        );
    }

    child(): RateLimitStore {
      return this;
    }
  }
  return DatabaseRateLimitStore;
}
