import { Migrator, NO_MIGRATIONS, type Kysely } from 'kysely';
import { migrationProvider } from '../../migrations';
import type { Database } from './tables';

/**
 * schema: PostgreSQL only, when the database works in a schema of its own (tests do). Kysely
 * looks for its bookkeeping tables in every schema unless told which one is ours.
 */
function migrator(db: Kysely<Database>, schema?: string): Migrator {
  return new Migrator({ db, provider: migrationProvider, ...(schema ? { migrationTableSchema: schema } : {}) });
}

export async function migrateToLatest(db: Kysely<Database>, schema?: string): Promise<void> {
  const { error } = await migrator(db, schema).migrateToLatest();
  if (error) throw error;
}

/** Runs every migration down, then up again: an empty database with the current schema. */
export async function resetDatabase(db: Kysely<Database>, schema?: string): Promise<void> {
  const { error } = await migrator(db, schema).migrateTo(NO_MIGRATIONS);
  if (error) throw error;
  await migrateToLatest(db, schema);
}
