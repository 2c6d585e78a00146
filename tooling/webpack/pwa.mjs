import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import WorkboxPlugin from 'workbox-webpack-plugin';

/** Copies the shell's public files (manifest, icons, offline page) next to its build. */
class CopyPublicFilesPlugin {
  constructor(publicDir) {
    this.publicDir = publicDir;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyPublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CopyPublicFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const walk = (dir) =>
          readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
        for (const file of walk(this.publicDir)) {
          const name = path.relative(this.publicDir, file);
          if (name === 'index.html') continue;
          compilation.emitAsset(name, new compiler.webpack.sources.RawSource(readFileSync(file)));
        }
      });
    });
  }
}

/**
 * Spec §9 PWA: /sw.js with scope /. The shell's own files are precached; pages are fetched from the
 * network and, without one, the offline page answers. API calls and remotes are never cached here:
 * remotes.json decides which remote versions run. Web push's handlers live in public/sw-push.js.
 * A conversation message sent while offline waits in the 'conversation-messages' queue and is sent
 * again when the connection returns; its idempotency key makes the API write it once.
 */
export function shellPwaPlugins(appDir) {
  return [
    new CopyPublicFilesPlugin(path.join(appDir, 'public')),
    new WorkboxPlugin.GenerateSW({
      swDest: 'sw.js',
      clientsClaim: true,
      skipWaiting: true,
      cleanupOutdatedCaches: true,
      include: [/\.js$/, /offline\.(?:html|css)$/, /manifest\.webmanifest$/, /\.svg$/],
      exclude: [/^sw\.js$/, /^sw-push\.js$/],
      navigateFallback: undefined,
      importScripts: ['/sw-push.js'],
      runtimeCaching: [
        {
          // Runs in the service worker (workbox copies the function into sw.js): `self` is its scope.
          // eslint-disable-next-line no-undef
          urlPattern: ({ url }) => url.origin === self.location.origin && url.pathname === '/api/conversation-messages',
          method: 'POST',
          handler: 'NetworkOnly',
          options: { backgroundSync: { name: 'conversation-messages', options: { maxRetentionTime: 24 * 60 } } },
        },
        {
          urlPattern: ({ request }) => request.mode === 'navigate',
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: '/offline.html' } },
        },
      ],
    }),
  ];
}
