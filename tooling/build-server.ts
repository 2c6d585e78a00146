import { existsSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

export const SERVER_ENTRY = path.join('src', 'server.tsx');
export const SERVER_BUNDLE = path.join('server', 'first-screen.cjs');

/**
 * Bundles an app's server entry (src/server.tsx) for Node beside its browser build, so the site's
 * server can draw that app's first screen from the very version it serves. Our own code and
 * shared-kernel are bundled; every npm package stays a require() of the one installed copy, which
 * is how the shell's and the remote's bundles share React, Chakra and the router in one process.
 * Resolves with the bundle's path, or null when the app has no server entry.
 */
export async function buildServerEntry({ appDir, outputPath, version, siteVersion }: { appDir: string; outputPath: string; version: string; siteVersion: string }): Promise<string | null> {
  const entry = path.join(appDir, SERVER_ENTRY);
  if (!existsSync(entry)) return null;
  const outfile = path.join(outputPath, SERVER_BUNDLE);
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    minify: false,
    legalComments: 'none',
    logLevel: 'warning',
    define: { __BUILD_VERSION__: JSON.stringify(version), __SITE_VERSION__: JSON.stringify(siteVersion), 'process.env.NODE_ENV': '"production"' },
    plugins: [externalPackages],
  });
  return outfile;
}

/** Every bare import but our own workspace packages is left to Node's require. */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@trailhead/') ? undefined : { path: args.path, external: true }));
  },
};
