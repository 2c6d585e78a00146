import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..', '..');

/** Where the built site lives; the same defaults and variables as tooling/apps.mjs. */
export function sitePaths(env: NodeJS.ProcessEnv = process.env) {
  return {
    repoRoot,
    releasesDir: path.resolve(env.RELEASES_DIR ?? path.join(repoRoot, 'releases')),
    shellDir: path.resolve(env.SHELL_DIST_DIR ?? path.join(repoRoot, 'shell', 'dist')),
  };
}
