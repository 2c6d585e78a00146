#!/usr/bin/env -S npx tsx
// npm start: build what is missing, migrate and seed the database on first start, serve everything
// (the shell, /remotes.json, releases/ and /api) on one origin, http://localhost:8080 by default.
import { ensureBuilt } from '../tooling/ensure-built.mjs';
import { closeOnSignals, startSite } from '../api/src/main.ts';

// The pages the server draws use React's production build (the development one is several times slower).
process.env.NODE_ENV ??= 'production';
await ensureBuilt();
const port = Number(process.env.PORT ?? 8080);
const app = await startSite({ port, host: process.env.HOST ?? '0.0.0.0' });
closeOnSignals(app);
console.log(`Trailhead is running on http://localhost:${port}`);
