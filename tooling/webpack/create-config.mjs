import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import TerserPlugin from 'terser-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { shellPwaPlugins } from './pwa.mjs';
import { PrecompressPlugin } from './precompress.mjs';
import { KernelContractPlugin } from './kernel-contract.mjs';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { siteVersion } from '../apps.mjs';
import { shared } from './shared.mjs';
import chakraStart from './chakra-start.cjs';
import earlierChunks from './earlier-chunks.cjs';

const require = createRequire(import.meta.url);
const reactRouterDist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');
const reactRouterProduction = {
  'react-router$': path.join(reactRouterDist, 'index.mjs'),
  'react-router/dom$': path.join(reactRouterDist, 'dom-export.mjs'),
};

// With provideExternalRuntime, federation adds its runtime plugin by the path require.resolve gives:
// the plugin's CommonJS build, which requires the CommonJS build of runtime-core, while the bundler
// runtime imports the ES build. The shell then carried two copies of the federation runtime (main.js
// ~214 KB). Naming the plugin's ES build keeps one.
const injectRuntimeCorePlugin = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
  paths: [path.dirname(require.resolve('@module-federation/enhanced'))],
});
const oneFederationRuntime = { [injectRuntimeCorePlugin]: injectRuntimeCorePlugin.replace(/\.cjs$/, '.js') };

const swcRule = {
  test: /\.(t|j)sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2020',
      },
    },
  },
};

/**
 * V8 compiles a function the first time it is called, on the main thread; while a page starts, most
 * functions of every chunk it loads are called. Each chunk asks V8 to compile all of it at once
 * instead, on a background thread as it downloads (explicit compile hints, Chrome 136+; other
 * engines read a comment). Added after minification, which would drop it, and before compression.
 */
function compileHints() {
  return new webpack.BannerPlugin({ banner: '//# allFunctionsCalledOnLoad', raw: true, test: /\.js$/, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING });
}

/**
 * One webpack configuration for the shell and every remote.
 * @param {{ app: { id: string, name: string, devPort: number }, appDir: string, outputPath: string,
 *   mode: 'production' | 'development', version: string, exposes?: Record<string, string>, isHost?: boolean,
 *   designSystemCss?: string }} options designSystemCss: the design system's global styles as text (build-app.mjs);
 *   without it (dev), the browser builds them.
 */
export function createConfig({ app, appDir, outputPath, mode, version, exposes, isHost = false, designSystemCss }) {
  const production = mode === 'production';
  return {
    name: app.id,
    mode,
    context: appDir,
    entry: { main: './src/index.ts' },
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: outputPath,
      // Remotes load their chunks relative to their own remoteEntry.js, wherever that is served.
      publicPath: isHost ? '/' : 'auto',
      // A function: the federation runtime asks for this name in a context that has no hash.
      filename: production ? (pathData) => (pathData.chunk?.hash ? '[name].[contenthash:10].js' : '[name].js') : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      // Files a remote fetches (new URL('./file', import.meta.url)) carry a hash like its chunks, so they are cached like them.
      assetModuleFilename: production ? '[name].[contenthash:10][ext]' : '[name][ext]',
      // Per version: two builds of one remote on a page (current, then fallback) never share chunk registries.
      uniqueName: `${app.name}_${version.replace(/[^a-zA-Z0-9_]/g, '_')}`,
      // A salt gives every chunk a new name though its code is the same: the e2e test of a deploy
      // under an open tab (e2e/tests/service-worker-update.spec.ts) builds with one.
      ...(process.env.BUILD_HASH_SALT ? { hashSalt: process.env.BUILD_HASH_SALT } : {}),
      // The host's folder keeps earlier builds' chunks for a while (earlier-chunks.cjs).
      clean: isHost && production ? { keep: (asset) => earlierChunks.isRecentEarlierChunk(outputPath, asset) } : true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // react-router's exports map sends every condition to its development build (its issues
      // #12532, #14102): name the production files by path (STACK-NOTES).
      alias: production ? { ...reactRouterProduction, ...(isHost ? oneFederationRuntime : {}) } : {},
    },
    module: { rules: [swcRule, ...chakraStart.rules] },
    optimization: {
      // Named chunks keep the shared libraries recognisable in the network panel and in tests.
      chunkIds: 'named',
      minimize: production,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
    },
    performance: { hints: false },
    plugins: [
      new webpack.DefinePlugin({
        __BUILD_VERSION__: JSON.stringify(version),
        __SITE_VERSION__: JSON.stringify(siteVersion),
        ...(designSystemCss === undefined ? {} : { __DESIGN_SYSTEM_CSS__: JSON.stringify(designSystemCss) }),
      }),
      new ModuleFederationPlugin({
        name: app.name,
        ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
        shared,
        shareStrategy: 'loaded-first',
        // In production the shell hands its federation runtime to the remotes, so each
        // remoteEntry.js does not carry its own ~28 KB copy. A remote run alone (dev) keeps its own.
        // Remotes are registered by their remoteEntry.js (remotes.json), never by a manifest: the
        // runtime leaves out its manifest snapshots and preloading, and its code for Node.
        ...(production
          ? { experiments: { ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }), optimization: { disableSnapshot: true, target: 'web' } } }
          : {}),
        manifest: !isHost,
        dts: false,
      }),
      new HtmlWebpackPlugin({
        // The shell's page is the site; a remote's own page (one template for all) is for running it alone.
        template: isHost ? path.join(appDir, 'public', 'index.html') : path.join(path.dirname(fileURLToPath(import.meta.url)), 'standalone-remote.html'),
        filename: 'index.html',
        scriptLoading: 'defer',
      }),
      ...(isHost && production ? shellPwaPlugins(appDir) : []),
      ...(production ? [compileHints(), new PrecompressPlugin(), new KernelContractPlugin({ isHost, appDir })] : []),
    ],
    devServer: {
      port: app.devPort,
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: false },
    },
    stats: 'errors-warnings',
  };
}
