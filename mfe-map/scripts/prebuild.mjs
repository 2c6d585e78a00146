// Run by tooling/build-app.mjs (and the dev server) before webpack: files this remote's build needs.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ATLAS_FILE, buildAtlas } from './build-atlas.mjs';

export async function prebuild() {
  mkdirSync(path.dirname(ATLAS_FILE), { recursive: true });
  writeFileSync(ATLAS_FILE, JSON.stringify(buildAtlas()));
}
