import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

const STATEMENT_CACHE_SIZE = 500;
/**
 * How long a statement waits for a lock another connection holds (a backup, the seed CLI, a second
 * process on the file). better-sqlite3 waits synchronously, so this is also how long one request
 * can stall every other request of the process: kept short, and past it the request gets a 503
 * with Retry-After (http/error-handler.ts) rather than the whole site freezing with it.
 */
export const BUSY_TIMEOUT_MS = 250;

/** better-sqlite3 binds no JS booleans: store them as 0/1. */
function bindable(parameters: ReadonlyArray<unknown>): unknown[] {
  let out: unknown[] | null = null;
  for (let i = 0; i < parameters.length; i++) {
    const value = parameters[i];
    if (typeof value === 'boolean') {
      out ??= parameters.slice();
      out[i] = value ? 1 : 0;
    }
  }
  return out ?? (parameters as unknown[]);
}

type Row = Record<string, unknown>;

/**
 * Rows as plain objects built by a function made for the statement's columns: better-sqlite3
 * builds objects one property at a time, which for a 20-row, 25-column page costs twice as much
 * as reading raw arrays and shaping them here.
 */
function rowShaper(columns: string[]): ((values: unknown[]) => Row) | null {
  if (columns.includes('__proto__')) return null;
  const fields = columns.map((name, index) => `${JSON.stringify(name)}: values[${index}]`).join(', ');
  return new Function('values', `return { ${fields} };`) as (values: unknown[]) => Row;
}

function wrapStatement(stmt: BetterSqlite3.Statement): SqliteStatement {
  const run = (parameters: ReadonlyArray<unknown>) => stmt.run(bindable(parameters));
  const shape = stmt.reader ? rowShaper(stmt.columns().map((column) => column.name)) : null;
  if (!shape) {
    return {
      reader: stmt.reader,
      all: (parameters) => stmt.all(bindable(parameters)),
      run,
      iterate: (parameters) => stmt.iterate(bindable(parameters)) as IterableIterator<unknown>,
    };
  }
  const rawStmt = stmt.raw(true);
  return {
    reader: true,
    all: (parameters) => (rawStmt.all(bindable(parameters)) as unknown[][]).map(shape),
    run,
    iterate: function* (parameters) {
      for (const values of rawStmt.iterate(bindable(parameters)) as IterableIterator<unknown[]>) yield shape(values);
    },
  };
}

/**
 * Opens the SQLite file (WAL, foreign keys on) and hands Kysely a database whose prepare() reuses
 * compiled statements: Kysely prepares on every query, and preparing costs more than running a
 * small indexed SELECT.
 */
export function openSqlite(file: string): SqliteDatabase {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const raw = new BetterSqlite3(file);
  raw.pragma('journal_mode = WAL');
  raw.pragma('foreign_keys = ON');
  raw.pragma('synchronous = NORMAL');
  raw.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  raw.pragma('cache_size = -32000');
  raw.pragma('temp_store = MEMORY');

  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => {
      cache.clear();
      raw.close();
    },
    prepare: (sql) => {
      let stmt = cache.get(sql);
      if (!stmt) {
        stmt = wrapStatement(raw.prepare(sql));
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
        cache.set(sql, stmt);
      }
      return stmt;
    },
  };
}
