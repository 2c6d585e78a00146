#!/usr/bin/env -S npx tsx
// npm run dev: the API in watch mode, and a webpack dev server with reload for the shell and for
// each remote on its own port. The shell's dev server answers /remotes.json with the remotes'
// dev-server URLs and forwards /api to the API.
import { spawn } from 'node:child_process';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { remotes, repoRoot, shell } from '../tooling/apps.mjs';
import { appConfig, readServedPaths, runPrebuild } from '../tooling/build-app.mjs';

const apiPort = Number(process.env.API_PORT ?? 8080);
const api = spawn(process.execPath, ['--import', 'tsx', '--watch', 'api/src/main.ts'], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { ...process.env, PORT: String(apiPort) },
});

// Read again on every request: a path added to a remote's src/served-paths.ts is served after a reload.
const devRemotesJson = async () => ({
  remotes: Object.fromEntries(
    await Promise.all(
      remotes.map(async (remote) => [
        remote.id,
        { name: remote.name, title: remote.title, paths: await readServedPaths(remote), entry: `http://localhost:${remote.devPort}/remoteEntry.js` },
      ]),
    ),
  ),
});

async function serve(app, extra = {}) {
  await runPrebuild(`${repoRoot}/${app.id}`);
  const config = appConfig(app, { mode: 'development', version: `${app.id}-dev`, outputPath: `${repoRoot}/${app.id}/dist-dev` });
  const server = new WebpackDevServer({ ...config.devServer, ...extra }, webpack(config));
  await server.start();
  console.log(`${app.id} dev server on http://localhost:${app.devPort}`);
}

for (const remote of remotes) await serve(remote);
await serve(shell, {
  proxy: [{ context: ['/api'], target: `http://127.0.0.1:${apiPort}` }],
  setupMiddlewares: (middlewares) => {
    middlewares.unshift({ name: 'dev-remotes-json', path: '/remotes.json', middleware: (_request, response) => void devRemotesJson().then((json) => response.json(json)) });
    return middlewares;
  },
});

console.log(`\nTrailhead (dev) → open http://localhost:${shell.devPort}  (API on http://localhost:${apiPort}/api)`);
const stop = () => {
  api.kill();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
