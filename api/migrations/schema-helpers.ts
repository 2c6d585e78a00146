// Helpers shared by the migrations only (migrations never import app code).
import { SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

export function isSqlite(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/** Generated integer primary key: AUTOINCREMENT on SQLite, an identity column on PostgreSQL. */
export function identity(db: Kysely<any>) {
  const sqlite = isSqlite(db);
  return (col: ColumnDefinitionBuilder) =>
    sqlite ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity();
}
