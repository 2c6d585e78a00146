import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/tables';

/**
 * Multi-row INSERTs in batches that stay under both dialects' bind-parameter limits
 * (SQLite 32,766, PostgreSQL 65,535). Run it inside a transaction for speed.
 */
export async function insertInBatches<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).length;
  const batchSize = Math.max(1, Math.floor(30_000 / Math.max(1, columns)));
  for (let start = 0; start < rows.length; start += batchSize) {
    // Kysely's generic insert types do not follow a table name held in a type parameter.
    await db
      .insertInto(table)
      .values(rows.slice(start, start + batchSize) as never)
      .execute();
  }
}
