import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import { servedPathsProblem } from '@trailhead/shared-kernel/remotes';
import { releasesDir, repoRoot, shellDistDir, siteVersion } from './apps.mjs';
import { buildServerEntry } from './build-server.ts';
import { ROUTES_FILE } from './releases.ts';
import { createConfig } from './webpack/create-config.mjs';

/** A release version: the package version plus the UTC build time, so every build is a new version. */
export function newVersion(appDir, now = new Date()) {
  const { version } = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `${version}-${stamp}`;
}

/**
 * @param appDir where the app's source is: its folder in the repository, unless a test builds
 *   another source as a version of that app (e2e builds a remote version that serves a new path).
 */
export function appConfig(app, { mode = 'production', version, outputPath, appDir = path.join(repoRoot, app.id), designSystemCss } = {}) {
  const isHost = app.id === 'shell';
  const resolvedVersion = version ?? newVersion(appDir);
  return createConfig({
    app,
    appDir,
    mode,
    version: resolvedVersion,
    isHost,
    exposes: isHost ? undefined : exposedModules(app),
    outputPath: outputPath ?? (isHost ? shellDistDir() : path.join(releasesDir(), app.id, resolvedVersion)),
    designSystemCss,
  });
}

/** A remote's exposed modules: its routes, and the widgets it lends other parts (apps.mjs). */
export function exposedModules(app) {
  const widgets = app.widgets ?? {};
  if ('./routes' in widgets) throw new Error(`${app.id}: './routes' is its route table, not a widget`);
  return { './routes': './src/routes.tsx', ...widgets };
}

/**
 * Builds one app for production (and its server entry, if any) and resolves with where it landed.
 * A remote's release also says which paths it serves (routes.json, from its src/served-paths.ts).
 */
export async function buildApp(app, { appDir = path.join(repoRoot, app.id), version } = {}) {
  const isRemote = app.id !== 'shell';
  // Read before building: a bad declaration stops the build, not the release.
  const servedPaths = isRemote ? await readServedPaths(app, appDir) : null;
  await runPrebuild(appDir);
  const config = appConfig(app, { appDir, version, designSystemCss: await readDesignSystemCss() });
  const builtVersion = JSON.parse(config.plugins.find((plugin) => plugin instanceof webpack.DefinePlugin).definitions.__BUILD_VERSION__);
  const outputPath = await runWebpack(config);
  await buildServerEntry({ appDir, outputPath, version: builtVersion, siteVersion });
  if (servedPaths) writeFileSync(path.join(outputPath, ROUTES_FILE), `${JSON.stringify({ paths: servedPaths }, null, 2)}\n`);
  return { version: builtVersion, outputPath };
}

/**
 * The design system's global styles as text, from the very code the site's server draws with
 * (shared-kernel/src/ui/theme.ts): a browser is given them instead of building them at start.
 */
export async function readDesignSystemCss() {
  const { designSystemCss } = await import(pathToFileURL(path.join(repoRoot, 'shared-kernel', 'src', 'ui', 'theme.ts')).href);
  return designSystemCss();
}

/** Files an app's build needs that it generates first (mfe-map: the keyless map's outlines): its scripts/prebuild.mjs, when it has one. */
export async function runPrebuild(appDir) {
  const script = path.join(appDir, 'scripts', 'prebuild.mjs');
  if (existsSync(script)) await (await import(pathToFileURL(script).href)).prebuild();
}

/** A remote's src/served-paths.ts, checked. */
export async function readServedPaths(app, appDir = path.join(repoRoot, app.id)) {
  const file = path.join(appDir, 'src', 'served-paths.ts');
  const { servedPaths } = await import(pathToFileURL(file).href);
  const problem = servedPaths ? servedPathsProblem(servedPaths) : `${file} exports no servedPaths`;
  if (problem) throw new Error(`${app.id}: ${problem} (${file})`);
  return servedPaths;
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
