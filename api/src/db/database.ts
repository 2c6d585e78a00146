import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely';
import pg from 'pg';
import type { Database } from './tables';
import { openSqlite } from './sqlite-connection';

export type { Database } from './tables';
export type DialectName = 'sqlite' | 'postgres';

// int8 (count(*), bigint timestamps) arrives as a string by default.
pg.types.setTypeParser(20, Number);

export interface DatabaseOptions {
  /** postgres:// or postgresql:// URL: use PostgreSQL. */
  databaseUrl?: string;
  /** SQLite file, used when no databaseUrl is given. */
  sqliteFile?: string;
  /** PostgreSQL only: schema to work in (tests give each file its own). */
  pgSchema?: string;
  /** PostgreSQL only: pool size. */
  poolSize?: number;
}

export interface AppDatabase {
  db: Kysely<Database>;
  dialect: DialectName;
  destroy(): Promise<void>;
}

/**
 * Transactions take the write lock when they begin (BEGIN IMMEDIATE). Kysely's BEGIN defers it to
 * the first write, and when another process (npm run start:cluster on one SQLite file) wrote in
 * between, that write fails at once with SQLITE_BUSY instead of waiting for its turn.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.settings);
  }
}

export function createDatabase(options: DatabaseOptions): AppDatabase {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', destroy: () => db.destroy() };
  }
  if (!options.sqliteFile) throw new Error('createDatabase: give databaseUrl or sqliteFile');
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: openSqlite(options.sqliteFile) }) });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}
