import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ServedPaths } from '@trailhead/shared-kernel/remotes';
import { KERNEL_EXPORTS_FILE, KERNEL_IMPORTS_FILE, ReleaseError, Releases } from './releases';

const known = [
  { id: 'mfe-forum', name: 'mfe_forum', title: 'The forum' },
  { id: 'mfe-map', name: 'mfe_map', title: 'The member map' },
];

const PATHS: Record<string, ServedPaths> = {
  'mfe-forum': { prefixes: ['forums'], paths: ['/'], catchAll: true },
  'mfe-map': { prefixes: ['map'] },
};

/** A build of a remote on disk, as `npm run build` leaves it: its entry and the paths it serves. */
function addBuild(dir: string, id: string, version: string, paths: ServedPaths = PATHS[id]) {
  mkdirSync(path.join(dir, id, version), { recursive: true });
  writeFileSync(path.join(dir, id, version, 'remoteEntry.js'), '');
  writeFileSync(path.join(dir, id, version, 'routes.json'), JSON.stringify({ paths }));
}

function releasesWith(builds: Record<string, string[]>): Releases {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  for (const [id, versions] of Object.entries(builds)) for (const version of versions) addBuild(dir, id, version);
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

describe('route ownership at publish time', () => {
  it('copies the paths and the title of the version it makes current into remotes.json', () => {
    const releases = releasesWith({ 'mfe-map': ['1'] });
    releases.publish('mfe-map');
    expect(releases.read().remotes['mfe-map']).toMatchObject({ title: 'The member map', paths: { prefixes: ['map'], paths: [], catchAll: false } });
  });

  it('lets a new version add a top-level path, and a rollback takes it away again', () => {
    const releases = releasesWith({ 'mfe-forum': ['1'], 'mfe-map': ['1'] });
    addBuild(releases.dir, 'mfe-map', '2', { prefixes: ['map', 'trail-reports'] });
    releases.publish('mfe-forum');
    releases.publish('mfe-map', '1');
    releases.publish('mfe-map', '2');
    expect(releases.read().remotes['mfe-map'].paths?.prefixes).toEqual(['map', 'trail-reports']);
    releases.rollback('mfe-map');
    expect(releases.read().remotes['mfe-map'].paths?.prefixes).toEqual(['map']);
  });

  it('refuses a version that claims a path another remote serves, with a clear message, and changes nothing', () => {
    const releases = releasesWith({ 'mfe-forum': ['1'], 'mfe-map': ['1'] });
    addBuild(releases.dir, 'mfe-map', '2', { prefixes: ['map', 'forums'] });
    releases.publish('mfe-forum');
    releases.publish('mfe-map', '1');
    const before = readFileSync(releases.manifestPath, 'utf8');
    expect(() => releases.publish('mfe-map', '2')).toThrow(
      new ReleaseError('mfe-map 2 cannot go live: /forums is claimed by both mfe-forum and mfe-map. Nothing was changed.'),
    );
    expect(readFileSync(releases.manifestPath, 'utf8')).toBe(before);
  });

  it('refuses to roll back onto a path that another remote took since', () => {
    const releases = releasesWith({ 'mfe-forum': ['1'], 'mfe-map': [] });
    addBuild(releases.dir, 'mfe-map', '1', { prefixes: ['map', 'trips'] });
    addBuild(releases.dir, 'mfe-map', '2', { prefixes: ['map'] });
    addBuild(releases.dir, 'mfe-forum', '2', { prefixes: ['forums', 'trips'], catchAll: true });
    releases.publish('mfe-forum', '1');
    releases.publish('mfe-map', '1');
    releases.publish('mfe-map', '2');
    releases.publish('mfe-forum', '2');
    expect(() => releases.rollback('mfe-map')).toThrow('mfe-map 1 cannot go live: /trips is claimed by both mfe-forum and mfe-map.');
    expect(releases.read().remotes['mfe-map'].current).toBe('2');
  });

  it('refuses a build that does not say which paths it serves', () => {
    const releases = releasesWith({ 'mfe-map': ['1'] });
    rmSync(path.join(releases.dir, 'mfe-map', '1', 'routes.json'));
    expect(() => releases.publish('mfe-map')).toThrow('mfe-map 1 does not say which paths it serves (routes.json): build it again with npm run build -- mfe-map.');
    expect(releases.read().remotes).toEqual({});
  });
});

describe('the kernel a remote is given', () => {
  const SHELL_EXPORTS = { '@trailhead/shared-kernel/ui': ['Button'], '@trailhead/shared-kernel/maps': null };

  function withShell(shellExports: object | null) {
    const releases = releasesWith({ 'mfe-forum': ['1', '2'], 'mfe-map': ['1'] });
    const shellDir = mkdtempSync(path.join(os.tmpdir(), 'shell-'));
    if (shellExports) writeFileSync(path.join(shellDir, KERNEL_EXPORTS_FILE), JSON.stringify(shellExports));
    return new Releases(releases.dir, known, shellDir);
  }
  const kernel = (releases: Releases, id: string, version: string, imports: object, provides: object = {}) =>
    writeFileSync(path.join(releases.dir, id, version, KERNEL_IMPORTS_FILE), JSON.stringify({ imports, provides }));

  it("refuses a remote that imports what the shell's copy of an entry lacks, naming it, and changes nothing", () => {
    const releases = withShell(SHELL_EXPORTS);
    kernel(releases, 'mfe-forum', '1', { '@trailhead/shared-kernel/ui': ['Button'] });
    kernel(releases, 'mfe-forum', '2', { '@trailhead/shared-kernel/ui': ['Button', 'Rating', 'Stars'] });
    releases.publish('mfe-forum', '1');
    const before = readFileSync(releases.manifestPath, 'utf8');
    expect(() => releases.publish('mfe-forum', '2')).toThrow(
      new ReleaseError(
        "mfe-forum 2 cannot go live: mfe-forum imports Rating, Stars from @trailhead/shared-kernel/ui, which the shell's copy lacks. Build and deploy the shell first (npm run build -- shell). Nothing was changed.",
      ),
    );
    expect(readFileSync(releases.manifestPath, 'utf8')).toBe(before);
  });

  it('checks a rollback too', () => {
    const releases = withShell(SHELL_EXPORTS);
    kernel(releases, 'mfe-forum', '1', { '@trailhead/shared-kernel/ui': ['OldButton'] });
    releases.publish('mfe-forum', '2');
    expect(() => releases.rollback('mfe-forum', '1')).toThrow(/mfe-forum 1 cannot go live: mfe-forum imports OldButton from @trailhead\/shared-kernel\/ui/);
  });

  it('goes live, with a warning, where a live remote lends a copy lacking what it imports, or it would lend one lacking what they import', () => {
    const releases = withShell(SHELL_EXPORTS);
    const editor = '@trailhead/shared-kernel/editor';
    kernel(releases, 'mfe-map', '1', { [editor]: ['ReplyBox'] }, { [editor]: ['ReplyBox'] });
    releases.publish('mfe-map', '1');
    kernel(releases, 'mfe-forum', '2', { [editor]: ['ReplyBox', 'useEditAttachments'] }, { [editor]: ['useEditAttachments'] });
    expect(releases.publish('mfe-forum', '2')).toMatchObject({ current: '2' });
    expect(releases.warnings).toEqual([
      `mfe-forum imports useEditAttachments from ${editor}, which mfe-map's copy lacks: publish the other remotes built with the same kernel too.`,
      `mfe-map imports ReplyBox from ${editor}, which mfe-forum's copy lacks: publish the other remotes built with the same kernel too.`,
    ]);
  });

  it("lets through what the shell has, an entry whose exports the shell's build could not list, and checks nothing without the lists", () => {
    const releases = withShell(SHELL_EXPORTS);
    kernel(releases, 'mfe-forum', '2', { '@trailhead/shared-kernel/ui': ['Button'], '@trailhead/shared-kernel/maps': ['geocodeAddress'] });
    expect(releases.publish('mfe-forum', '2')).toMatchObject({ current: '2' });
    expect(releases.warnings).toEqual([]);
    const oldShell = withShell(null);
    kernel(oldShell, 'mfe-forum', '2', { '@trailhead/shared-kernel/ui': ['Anything'] });
    expect(oldShell.publish('mfe-forum', '2')).toMatchObject({ current: '2' });
    const oldRemote = withShell(SHELL_EXPORTS);
    expect(oldRemote.publish('mfe-forum', '1')).toMatchObject({ current: '1' });
  });
});
