import type { FastifyInstance } from 'fastify';
import { startServer, type StartServerOptions } from './server';
import { REPO_ROOT } from './config';
import { registerSite } from './site/site.plugin';

/** The embedded default: the API and the built site on one origin (ARCHITECTURE §6). */
export function startSite(options: Omit<StartServerOptions, 'registerSite'> = {}): Promise<FastifyInstance> {
  // The site's folders come from the configuration (SHELL_DIST_DIR, RELEASES_DIR), like every setting.
  return startServer({ ...options, registerSite: (app, site) => registerSite(app, { repoRoot: REPO_ROOT, releasesDir: site.releasesDir, shellDir: site.staticRoot }) });
}

/** Closes the server cleanly on Ctrl-C or a stop signal. */
export function closeOnSignals(app: FastifyInstance): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
}

if (require.main === module) {
  startSite()
    .then(closeOnSignals)
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
