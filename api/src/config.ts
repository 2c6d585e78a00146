import fs from 'node:fs';
import path from 'node:path';
import type { DatabaseOptions } from './db/database';

/** The monorepo root: the parent of api/. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** The site's version, shown in the footer and by GET /health. */
export const APP_VERSION: string = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')).version;

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//i.test(url);
}

/** Where the server keeps its files: $DATA_DIR, else data/ at the repository root. */
export function dataDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(REPO_ROOT, 'data');
}

/** PostgreSQL when DATABASE_URL is a postgres:// URL, else SQLite at $DATA_DIR/trailhead.sqlite. */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseOptions {
  if (isPostgresUrl(env.DATABASE_URL)) return { databaseUrl: env.DATABASE_URL };
  return { sqliteFile: path.join(dataDirFromEnv(env), 'trailhead.sqlite') };
}
