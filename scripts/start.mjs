#!/usr/bin/env -S npx tsx
// npm start: build what is missing, migrate and seed the database on first start, serve everything
// (the shell, /remotes.json, releases/ and /api) on one origin, http://localhost:8080 by default.
import { ensureBuilt } from '../tooling/ensure-built.mjs';
import { startServer } from '../api/src/server.ts';

await ensureBuilt();
const port = Number(process.env.PORT ?? 8080);
await startServer({ port, host: process.env.HOST ?? '0.0.0.0' });
console.log(`Trailhead is running on http://localhost:${port}`);
