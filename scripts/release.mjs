#!/usr/bin/env -S npx tsx
// npm run release -- status | publish <remote> [--version <v>] | rollback <remote> [--to <v>]
// Moves only releases/remotes.json pointers: no rebuild, no restart; the next page load picks them up.
import { releasesDir, remotes, shellDistDir } from '../tooling/apps.mjs';
import { ReleaseError, Releases } from '../tooling/releases.ts';

const USAGE = 'Usage: npm run release -- status | publish <remote> [--version <version>] | rollback <remote> [--to <version>]';

function option(args, name) {
  const index = args.indexOf(name);
  if (index === -1) return undefined;
  const value = args[index + 1];
  if (!value || value.startsWith('--')) throw new ReleaseError(`${name} needs a version.`);
  return value;
}

function printStatus(releases) {
  const rows = releases.status().map((row) => [row.id, row.current ?? '—', row.fallback ?? '—', row.available.join(', ') || '—']);
  const header = ['remote', 'current', 'fallback', 'available'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ');
  console.log(line(header));
  rows.forEach((row) => console.log(line(row)));
}

const [command, remoteId, ...rest] = process.argv.slice(2);
const releases = new Releases(releasesDir(), remotes, shellDistDir());
try {
  if (command === 'status') printStatus(releases);
  else if (command === 'publish' && remoteId) {
    const pointer = releases.publish(remoteId, option(rest, '--version'));
    console.log(`${remoteId}: current ${pointer.current}, fallback ${pointer.fallback ?? '—'}`);
    for (const warning of releases.warnings) console.warn(`release: warning: ${warning}`);
  } else if (command === 'rollback' && remoteId) {
    const pointer = releases.rollback(remoteId, option(rest, '--to'));
    console.log(`${remoteId} rolled back: current ${pointer.current}, fallback ${pointer.fallback ?? '—'}. Reload the page to use it.`);
    for (const warning of releases.warnings) console.warn(`release: warning: ${warning}`);
  } else {
    console.error(USAGE);
    process.exit(2);
  }
} catch (error) {
  if (!(error instanceof ReleaseError)) throw error;
  console.error(`release: ${error.message}`);
  process.exit(1);
}
