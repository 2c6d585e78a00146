import { Migrator, NO_MIGRATIONS, type Kysely } from 'kysely';
import { migrationProvider } from '../../migrations';
import type { Database } from './tables';

function migrator(db: Kysely<Database>): Migrator {
  return new Migrator({ db, provider: migrationProvider });
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const { error } = await migrator(db).migrateToLatest();
  if (error) throw error;
}

/** Runs every migration down, then up again: an empty database with the current schema. */
export async function resetDatabase(db: Kysely<Database>): Promise<void> {
  const { error } = await migrator(db).migrateTo(NO_MIGRATIONS);
  if (error) throw error;
  await migrateToLatest(db);
}
