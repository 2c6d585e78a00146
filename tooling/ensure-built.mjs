import { existsSync } from 'node:fs';
import path from 'node:path';
import { releasesDir, remotes, shell, shellDistDir } from './apps.mjs';
import { buildApp } from './build-app.mjs';
import { Releases } from './releases.ts';

/**
 * Builds what a fresh checkout lacks and publishes a first version of each remote that has none,
 * so `npm start` serves the whole site. Existing builds and pointers are left as they are.
 */
export async function ensureBuilt({ log = console.log } = {}) {
  if (!existsSync(path.join(shellDistDir(), 'index.html'))) {
    log('Building the shell (first start)…');
    await buildApp(shell);
  }
  const releases = new Releases(releasesDir(), remotes, shellDistDir());
  for (const remote of remotes) {
    const pointer = releases.read().remotes[remote.id];
    const currentExists = pointer?.current && releases.available(remote.id).includes(pointer.current);
    // Releases from before remotes declared their paths serve nothing: the newest build replaces them.
    const declared = pointer?.paths && releases.declaresPaths(remote.id, pointer.current);
    if (currentExists && declared) continue;
    if (!releases.available(remote.id).some((version) => releases.declaresPaths(remote.id, version))) {
      log(`Building ${remote.id} (first start)…`);
      await buildApp(remote);
    }
    const published = releases.publish(remote.id);
    log(`Published ${remote.id} ${published.current}`);
  }
}
