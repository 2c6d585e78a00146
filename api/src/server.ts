import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { databaseOptionsOf, readConfig, type SiteSettings } from './config';
import { createDatabase, type DatabaseOptions } from './db/database';
import { prepareDatabase } from './seed';
import { fileStorageFor } from './storage/file-storage';

export { buildApp, API_PREFIX, type BuildAppOptions } from './app';
export { createDatabase, type AppDatabase, type DatabaseOptions } from './db/database';
export { databaseOptionsOf, readConfig, REPO_ROOT, APP_VERSION } from './config';
export { prepareDatabase } from './seed';

export interface SiteOptions {
  /** The built shell (index.html and its assets). */
  staticRoot?: string;
  /** releases/: the remotes' versioned builds and remotes.json. */
  releasesDir?: string;
}

export interface StartServerOptions extends SiteOptions {
  /** Default: PORT. */
  port?: number;
  /** Default: HOST. */
  host?: string;
  /** Defaults to the configuration: DATABASE_URL (postgres://…) or SQLite under DATA_DIR. */
  database?: DatabaseOptions;
  /**
   * SITE HOOK (for the lead): serve the site next to the API; receives staticRoot and releasesDir
   * (default: the configuration's SHELL_DIST_DIR and RELEASES_DIR) and the configuration.
   * See BuildAppOptions.registerSite for the 404 contract.
   */
  registerSite?: (app: FastifyInstance, site: Required<SiteOptions>, settings: SiteSettings) => Promise<void>;
}

/** Reads the configuration, migrates (and on first start seeds) the database, builds the app, and listens. */
export async function startServer(options: StartServerOptions = {}): Promise<FastifyInstance> {
  const settings = await readConfig(process.env);
  const database = createDatabase(options.database ?? databaseOptionsOf(settings));
  // The demo photos go where uploads go (S3_BUCKET's store, else DATA_DIR).
  const attachments = fileStorageFor(settings, 'attachments');
  const locationMedia = fileStorageFor(settings, 'location-media');
  try {
    const { seeded } = await prepareDatabase(database.db, settings.dataDir, { shopUrl: settings.shopUrl, attachments, locationMedia });
    if (seeded) console.log('Empty database: migrated and seeded the demo community.');
  } catch (error) {
    await database.destroy();
    throw error;
  } finally {
    await attachments.close();
    await locationMedia.close();
  }
  const { registerSite } = options;
  const site = { staticRoot: options.staticRoot ?? settings.shellDistDir, releasesDir: options.releasesDir ?? settings.releasesDir };
  const app = await buildApp({
    database,
    settings,
    logger: { level: settings.logLevel },
    registerSite: registerSite ? (instance) => registerSite(instance, site, settings) : undefined,
  });
  app.addHook('onClose', async () => database.destroy());
  await app.listen({ port: options.port ?? settings.port, host: options.host ?? settings.host });
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
