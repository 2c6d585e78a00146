import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { databaseOptionsFromEnv, dataDirFromEnv } from './config';
import { createDatabase, type DatabaseOptions } from './db/database';
import { prepareDatabase } from './seed';

export { buildApp, API_PREFIX, type BuildAppOptions } from './app';
export { createDatabase, type AppDatabase, type DatabaseOptions } from './db/database';
export { databaseOptionsFromEnv, REPO_ROOT, APP_VERSION } from './config';
export { prepareDatabase } from './seed';

export interface SiteOptions {
  /** The built shell (index.html and its assets). */
  staticRoot?: string;
  /** releases/: the remotes' versioned builds and remotes.json. */
  releasesDir?: string;
}

export interface StartServerOptions extends SiteOptions {
  port?: number;
  host?: string;
  /** Defaults to the environment: DATABASE_URL (postgres://…) or SQLite under DATA_DIR. */
  database?: DatabaseOptions;
  /**
   * SITE HOOK (for the lead): serve the site next to the API; receives staticRoot and releasesDir.
   * See BuildAppOptions.registerSite for the 404 contract.
   */
  registerSite?: (app: FastifyInstance, site: SiteOptions) => Promise<void>;
}

/** Builds the app, migrates (and on first start seeds) the database, and listens. */
export async function startServer(options: StartServerOptions = {}): Promise<FastifyInstance> {
  const database = createDatabase(options.database ?? databaseOptionsFromEnv());
  try {
    const { seeded } = await prepareDatabase(database.db, dataDirFromEnv());
    if (seeded) console.log('Empty database: migrated and seeded the demo community.');
  } catch (error) {
    await database.destroy();
    throw error;
  }
  const { registerSite, staticRoot, releasesDir } = options;
  const app = await buildApp({
    database,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    logRequests: process.env.LOG_REQUESTS === '1',
    trustProxy: process.env.TRUST_PROXY === '1',
    registerSite: registerSite ? (instance) => registerSite(instance, { staticRoot, releasesDir }) : undefined,
  });
  app.addHook('onClose', async () => database.destroy());
  await app.listen({ port: options.port ?? Number(process.env.PORT ?? 8080), host: options.host ?? process.env.HOST ?? '0.0.0.0' });
  return app;
}

if (require.main === module) {
  startServer()
    .then((app) => {
      for (const signal of ['SIGINT', 'SIGTERM'] as const) {
        process.once(signal, () => {
          app.log.info(`${signal}: closing`);
          void app.close().then(() => process.exit(0));
        });
      }
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
