import { setFlagsFromString } from 'node:v8';
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

/**
 * Under load V8's allocation-site pretenuring misjudges a request's objects: while 25 requests wait
 * their turn in one process, what each allocated survives a scavenge or two, so V8 starts making
 * those objects in the old generation, where they die. That generation then grew by 2-3 MB a second
 * and was marked and compacted every 3-5 s (90 MB of live heap: 10-30 ms pauses plus ~50 ms of
 * marking steps), which was most of the alerts' p99 at 50 connections. Without it the old
 * generation stays flat under the same load (STACK-NOTES, Node). Set once, before the app is built.
 */
function keepShortLivedObjectsYoung(): void {
  setFlagsFromString('--no-allocation-site-pretenuring');
}

/** Reads the configuration, migrates (and on first start seeds) the database, builds the app, and listens. */
export async function startServer(options: StartServerOptions = {}): Promise<FastifyInstance> {
  keepShortLivedObjectsYoung();
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
