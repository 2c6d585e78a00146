#!/usr/bin/env node
// Production build of the shell and the remotes, one after another (the machine has 2 cores).
// Usage: npm run build [-- <app>...]   e.g. npm run build -- mfe-forum
// Each remote lands in releases/<remote>/<version>/; publish it with `npm run release -- publish <remote>`.
import path from 'node:path';
import { findRemote, remotes, repoRoot, shell } from '../tooling/apps.mjs';
import { buildApp } from '../tooling/build-app.mjs';

const requested = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const apps = requested.length ? requested.map((id) => (id === 'shell' ? shell : findRemote(id))) : [shell, ...remotes];
const unknown = requested.filter((id, index) => !apps[index]);
if (unknown.length) {
  console.error(`Unknown app: ${unknown.join(', ')}. Known: shell, ${remotes.map((r) => r.id).join(', ')}`);
  process.exit(2);
}

for (const app of apps) {
  const started = Date.now();
  const { version, outputPath } = await buildApp(app);
  console.log(`built ${app.id} ${version} in ${((Date.now() - started) / 1000).toFixed(1)} s → ${path.relative(repoRoot, outputPath)}`);
}
