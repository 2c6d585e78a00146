import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { releasesDir, repoRoot, shellDistDir } from './apps.mjs';
import { buildServerEntry } from './build-server.ts';
import { createConfig } from './webpack/create-config.mjs';

/** A release version: the package version plus the UTC build time, so every build is a new version. */
export function newVersion(appDir, now = new Date()) {
  const { version } = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `${version}-${stamp}`;
}

export function appConfig(app, { mode = 'production', version, outputPath } = {}) {
  const appDir = path.join(repoRoot, app.id);
  const isHost = app.id === 'shell';
  const resolvedVersion = version ?? newVersion(appDir);
  return createConfig({
    app,
    appDir,
    mode,
    version: resolvedVersion,
    isHost,
    exposes: isHost ? undefined : { './routes': './src/routes.tsx' },
    outputPath: outputPath ?? (isHost ? shellDistDir() : path.join(releasesDir(), app.id, resolvedVersion)),
  });
}

/** Builds one app for production (and its server entry, if any) and resolves with where it landed. */
export async function buildApp(app) {
  const config = appConfig(app);
  const version = JSON.parse(config.plugins.find((plugin) => plugin instanceof webpack.DefinePlugin).definitions.__BUILD_VERSION__);
  const outputPath = await runWebpack(config);
  await buildServerEntry({ appDir: path.join(repoRoot, app.id), outputPath, version });
  return { version, outputPath };
}

function runWebpack(config) {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true, colors: false })));
      if (stats.hasWarnings()) console.warn(stats.toString({ all: false, warnings: true, colors: false }));
      resolve(config.output.path);
    });
  });
}
