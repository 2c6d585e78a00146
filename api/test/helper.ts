// build(): a fresh, migrated database (SQLite file in a temp dir, or a PostgreSQL schema of its
// own when DATABASE_URL is set) and the app on top of it, for app.inject tests.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { solveChallenge as solveAltcha } from 'altcha-lib';
import { deriveKey as deriveAltchaKey } from 'altcha-lib/algorithms/sha';
import { LOGIN_STATE_COOKIE, SESSION_COOKIE, type CaptchaChallenge } from '@trailhead/shared-kernel/types';
import { buildApp, type BuildAppOptions } from '../src/app';
import { isPostgresUrl } from '../src/config';
import { createDatabase, type AppDatabase, type Database } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import type { Mailer } from '../src/mail/mailer';
import { latestMessageTo, OutboxMailer, readOutbox, type OutboxMessage } from '../src/mail/outbox-mailer';
import { captchaFor, type CaptchaVerifier } from '../src/modules/captcha/captcha';
import type { SiteSettings } from '../src/config';

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  dialect: AppDatabase['dialect'];
  /** This app's outbox folder (a temp dir of its own). */
  outboxDir: string;
  /** The newest e-mail to an address, once every mail handed over has been written. */
  lastMailTo(address: string): Promise<OutboxMessage | undefined>;
  /** Every e-mail written so far, oldest first. */
  allMail(): Promise<OutboxMessage[]>;
  /** Replies that lost or bent data on their way through their response schema (see response-check.ts). */
  responseProblems: string[];
  /** Closes the app; fails if a reply lost data to its response schema. */
  close(): Promise<void>;
}

/** Log-in throttling is off (well, very high) unless a test asks for limits: most files log in a lot. */
export const RELAXED_LOGIN_LIMITS: SiteSettings['loginLimits'] = { maxFailuresPerLogin: 10_000, maxFailuresPerIp: 10_000, windowSeconds: 600 };

/** Rate limits are a thousand times the site's unless a test asks for them: tests write a lot, fast, from one address. */
export const RELAXED_RATE_LIMIT_FACTOR = 1000;

export interface BuildOptions {
  /** Fills the freshly migrated database before the app starts. */
  seed?: (db: Kysely<Database>) => Promise<void>;
  registerSite?: BuildAppOptions['registerSite'];
  settings?: Partial<SiteSettings>;
  /** Default: an outbox in a temp dir of this app's own. */
  mailer?: Mailer;
  captcha?: CaptchaVerifier;
  onRoute?: BuildAppOptions['onRoute'];
  /** Default here: on first use (see lazy-serializers.ts). */
  compileSerializers?: BuildAppOptions['compileSerializers'];
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

/**
 * Kysely's migrator reads the tables of every schema of the database: a schema another jest worker
 * drops meanwhile fails that read ("schema test_… does not exist"). Migrating and dropping take
 * turns across workers under this advisory lock.
 */
const SCHEMA_TURNS_LOCK = 73_400_001;

async function inSchemaTurn<T>(url: string, run: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SCHEMA_TURNS_LOCK]);
    return await run();
  } finally {
    await client.end(); // the session's lock goes with it
  }
}

async function freshDatabase(): Promise<{ database: AppDatabase; url?: string; schema?: string; dispose(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (isPostgresUrl(url)) {
    const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await withAdminClient(url, async (client) => {
      await client.query(`create schema "${schema}"`);
    });
    const database = createDatabase({ databaseUrl: url, pgSchema: schema, poolSize: 4 });
    return {
      database,
      url,
      schema,
      dispose: () =>
        inSchemaTurn(url, () =>
          withAdminClient(url, async (client) => {
            await client.query(`drop schema "${schema}" cascade`);
          }),
        ),
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trailhead-api-test-'));
  const database = createDatabase({ sqliteFile: path.join(dir, 'test.sqlite') });
  return { database, dispose: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export async function build(options: BuildOptions = {}): Promise<TestApp> {
  const { database, url, schema, dispose } = await freshDatabase();
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trailhead-outbox-'));
  const responseProblems: string[] = [];
  try {
    if (url && schema) await inSchemaTurn(url, () => migrateToLatest(database.db, schema));
    else await migrateToLatest(database.db, schema);
    if (options.seed) await options.seed(database.db);
    const app = await buildApp({
      database,
      registerSite: options.registerSite,
      // Tests do not depend on the machine's environment: the defaults, then what the test asks for.
      env: {},
      settings: { loginLimits: RELAXED_LOGIN_LIMITS, rateLimitFactor: RELAXED_RATE_LIMIT_FACTOR, databaseUrl: url ?? null, ...options.settings },
      mailer: options.mailer ?? new OutboxMailer(outboxDir),
      captcha: options.captcha ?? captchaFor(database.db, { captchaSecret: null, recaptchaSecret: null }),
      onRoute: options.onRoute,
      // Most files call a few routes: compiling the rest's serializers would be most of their start.
      compileSerializers: options.compileSerializers ?? 'on-first-use',
      // Every reply of every test is compared with what its handler returned.
      checkResponses: (problem) => responseProblems.push(problem),
    });
    await app.ready();
    return {
      app,
      db: database.db,
      dialect: database.dialect,
      outboxDir,
      lastMailTo: async (address) => {
        await app.mail.settled();
        return latestMessageTo(outboxDir, address);
      },
      allMail: async () => {
        await app.mail.settled();
        return readOutbox(outboxDir);
      },
      responseProblems,
      close: async () => {
        await app.close();
        await database.destroy();
        await dispose();
        fs.rmSync(outboxDir, { recursive: true, force: true });
        if (responseProblems.length > 0) {
          throw new Error(`Replies lost data to their response schemas:\n${[...new Set(responseProblems)].join('\n')}`);
        }
      },
    };
  } catch (error) {
    await database.destroy();
    await dispose();
    fs.rmSync(outboxDir, { recursive: true, force: true });
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

/** Solves a proof-of-work challenge the way the altcha widget's workers do; returns the widget's payload. */
export async function solveChallenge(challenge: CaptchaChallenge): Promise<string> {
  const solution = await solveAltcha({ challenge, deriveKey: deriveAltchaKey });
  if (!solution) throw new Error('the captcha challenge has no solution');
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
}

/** Asks the API for a proof-of-work challenge and solves it the way the browser does. */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  return solveChallenge(json<CaptchaChallenge>(await app.inject({ method: 'GET', url: '/api/captcha/challenge' })));
}

/** POST a JSON body as a visitor, or as the member whose cookie is given. */
export function post(app: FastifyInstance, url: string, payload: unknown, cookie?: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload: payload as object, ...(cookie ? { headers: { cookie } } : {}) });
}

/** Rows in a table: for checking that a refused request wrote nothing. */
export async function countRows(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
