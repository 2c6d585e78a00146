// build(): a fresh, migrated database (SQLite file in a temp dir, or a PostgreSQL schema of its
// own when DATABASE_URL is set) and the app on top of it, for app.inject tests.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { LOGIN_STATE_COOKIE, SESSION_COOKIE } from '@trailhead/shared-kernel/types';
import { buildApp, type BuildAppOptions } from '../src/app';
import { isPostgresUrl } from '../src/config';
import { createDatabase, type AppDatabase, type Database } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  dialect: AppDatabase['dialect'];
  close(): Promise<void>;
}

export interface BuildOptions {
  /** Fills the freshly migrated database before the app starts. */
  seed?: (db: Kysely<Database>) => Promise<void>;
  registerSite?: BuildAppOptions['registerSite'];
}

async function withAdminClient(url: string, run: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

async function freshDatabase(): Promise<{ database: AppDatabase; schema?: string; dispose(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (isPostgresUrl(url)) {
    const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await withAdminClient(url, async (client) => {
      await client.query(`create schema "${schema}"`);
    });
    const database = createDatabase({ databaseUrl: url, pgSchema: schema, poolSize: 4 });
    return {
      database,
      schema,
      dispose: () =>
        withAdminClient(url, async (client) => {
          await client.query(`drop schema "${schema}" cascade`);
        }),
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trailhead-api-test-'));
  const database = createDatabase({ sqliteFile: path.join(dir, 'test.sqlite') });
  return { database, dispose: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export async function build(options: BuildOptions = {}): Promise<TestApp> {
  const { database, schema, dispose } = await freshDatabase();
  try {
    await migrateToLatest(database.db, schema);
    if (options.seed) await options.seed(database.db);
    const app = await buildApp({ database, registerSite: options.registerSite });
    await app.ready();
    return {
      app,
      db: database.db,
      dialect: database.dialect,
      close: async () => {
        await app.close();
        await database.destroy();
        await dispose();
      },
    };
  } catch (error) {
    await database.destroy();
    await dispose();
    throw error;
  }
}

/** Parsed JSON of an inject() response (untyped by default: tests inspect bodies freely). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function json<T = any>(response: LightMyRequestResponse): T {
  return JSON.parse(response.body) as T;
}

/**
 * The error a promise rejects with. Use it rather than `rejects.toThrow()` for database errors:
 * better-sqlite3's native addon is loaded once per jest worker, so its errors can come from another
 * test file's realm, where `instanceof Error` (and so toThrow) does not recognise them.
 */
export async function rejectionOf(promise: Promise<unknown>): Promise<{ message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { message: string };
  }
  throw new Error('expected the promise to reject, but it resolved');
}

/** Logs in through the API and returns the Cookie header the browser would send next. */
export async function loginAs(app: FastifyInstance, login: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { login, password } });
  if (response.statusCode !== 200) throw new Error(`login as ${login} failed: ${response.statusCode} ${response.body}`);
  const cookies = response.cookies.filter((c) => c.name === SESSION_COOKIE || c.name === LOGIN_STATE_COOKIE);
  return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** GET as a visitor, or as the member whose cookie is given. */
export function get(app: FastifyInstance, url: string, cookie?: string): Promise<LightMyRequestResponse> {
  const options: InjectOptions = { method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) };
  return app.inject(options);
}
