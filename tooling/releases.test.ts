import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ReleaseError, Releases } from './releases';

const known = [
  { id: 'mfe-forum', name: 'mfe_forum' },
  { id: 'mfe-map', name: 'mfe_map' },
];

function releasesWith(builds: Record<string, string[]>): Releases {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  for (const [id, versions] of Object.entries(builds)) {
    for (const version of versions) {
      mkdirSync(path.join(dir, id, version), { recursive: true });
      writeFileSync(path.join(dir, id, version, 'remoteEntry.js'), '');
    }
  }
  return new Releases(dir, known);
}

describe('Releases', () => {
  it('publishes the newest build and keeps the previous one as last-known-good', () => {
    const releases = releasesWith({ 'mfe-forum': ['1.0.0-1', '1.0.0-2'] });
    releases.publish('mfe-forum', '1.0.0-1');
    const pointer = releases.publish('mfe-forum');
    expect(pointer).toMatchObject({ current: '1.0.0-2', fallback: '1.0.0-1', history: ['1.0.0-1', '1.0.0-2'] });
  });

  it('rolls one remote back to its fallback and leaves the others alone', () => {
    const releases = releasesWith({ 'mfe-forum': ['1', '2', '3'], 'mfe-map': ['9'] });
    releases.publish('mfe-map');
    ['1', '2', '3'].forEach((version) => releases.publish('mfe-forum', version));
    const mapBefore = releases.read().remotes['mfe-map'];

    expect(releases.rollback('mfe-forum')).toMatchObject({ current: '2', fallback: '1' });
    expect(releases.rollback('mfe-forum')).toMatchObject({ current: '1', fallback: null });
    expect(releases.read().remotes['mfe-map']).toEqual(mapBefore);
  });

  it('rolls to a named version', () => {
    const releases = releasesWith({ 'mfe-forum': ['1', '2', '3'] });
    ['1', '2', '3'].forEach((version) => releases.publish('mfe-forum', version));
    expect(releases.rollback('mfe-forum', '1')).toMatchObject({ current: '1', fallback: null });
  });

  it('refuses an unknown remote or version and changes nothing', () => {
    const releases = releasesWith({ 'mfe-forum': ['1', '2'] });
    releases.publish('mfe-forum', '1');
    releases.publish('mfe-forum', '2');
    const before = readFileSync(releases.manifestPath, 'utf8');

    expect(() => releases.rollback('mfe-nope')).toThrow(new ReleaseError('Unknown remote "mfe-nope". Known remotes: mfe-forum, mfe-map.'));
    expect(() => releases.rollback('mfe-forum', '7')).toThrow('mfe-forum has no version "7". Available: 1, 2.');
    expect(() => releases.publish('mfe-forum', '7')).toThrow(ReleaseError);
    expect(readFileSync(releases.manifestPath, 'utf8')).toBe(before);
  });

  it('says when there is nothing to roll back to', () => {
    const releases = releasesWith({ 'mfe-forum': ['1'] });
    releases.publish('mfe-forum');
    expect(() => releases.rollback('mfe-forum')).toThrow('mfe-forum has no last-known-good version to roll back to; name one with --to <version>.');
  });

  it('lists current, fallback and available versions for every known remote', () => {
    const releases = releasesWith({ 'mfe-forum': ['1', '2'] });
    releases.publish('mfe-forum', '1');
    releases.publish('mfe-forum', '2');
    expect(releases.status()).toEqual([
      { id: 'mfe-forum', current: '2', fallback: '1', available: ['1', '2'] },
      { id: 'mfe-map', current: null, fallback: null, available: [] },
    ]);
  });
});
