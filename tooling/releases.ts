import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseServedPaths, pathConflicts, type ServedPaths } from '@trailhead/shared-kernel/remotes';

/** Beside remoteEntry.js in every release: the paths that version serves (written by the build). */
export const ROUTES_FILE = 'routes.json';

/** One remote's pointers in releases/remotes.json (ARCHITECTURE §3). */
export interface RemotePointer {
  name: string;
  /** What people call the area, for the shell's loading and error texts. */
  title: string;
  /** The paths the current version serves: the shell and the site's server route by them. */
  paths: ServedPaths | null;
  current: string | null;
  /** The last-known-good version the shell falls back to. */
  fallback: string | null;
  /** Versions in the order they were published, oldest first. */
  history: string[];
}

export interface RemotesManifest {
  remotes: Record<string, RemotePointer>;
}

export class ReleaseError extends Error {}

export interface KnownRemote {
  id: string;
  name: string;
  title: string;
}

export class Releases {
  constructor(
    readonly dir: string,
    readonly known: KnownRemote[],
  ) {}

  get manifestPath(): string {
    return path.join(this.dir, 'remotes.json');
  }

  read(): RemotesManifest {
    if (!existsSync(this.manifestPath)) return { remotes: {} };
    const parsed = JSON.parse(readFileSync(this.manifestPath, 'utf8')) as Partial<RemotesManifest>;
    return { remotes: parsed.remotes ?? {} };
  }

  /** Written to a temporary file and renamed, so a reader never sees half a manifest. */
  private write(manifest: RemotesManifest): void {
    const temporary = `${this.manifestPath}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(manifest, null, 2)}\n`);
    renameSync(temporary, this.manifestPath);
  }

  private remote(id: string): KnownRemote {
    const remote = this.known.find((candidate) => candidate.id === id);
    if (!remote) throw new ReleaseError(`Unknown remote "${id}". Known remotes: ${this.known.map((r) => r.id).join(', ')}.`);
    return remote;
  }

  /** Versions built into releases/<remote>/ that have a remote entry, oldest first. */
  available(id: string): string[] {
    const remoteDir = path.join(this.dir, id);
    if (!existsSync(remoteDir)) return [];
    return readdirSync(remoteDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(remoteDir, entry.name, 'remoteEntry.js')))
      .map((entry) => entry.name)
      .sort();
  }

  /** Whether a built version says which paths it serves (every build since remotes declared them does). */
  declaresPaths(id: string, version: string | null): boolean {
    return !!version && existsSync(path.join(this.dir, id, version, ROUTES_FILE));
  }

  private requireAvailable(id: string, version: string): void {
    const available = this.available(id);
    if (!available.includes(version)) {
      throw new ReleaseError(`${id} has no version "${version}". Available: ${available.join(', ') || 'none (run npm run build first)'}.`);
    }
  }

  private pointer(manifest: RemotesManifest, remote: KnownRemote): RemotePointer {
    return manifest.remotes[remote.id] ?? { name: remote.name, title: remote.title, paths: null, current: null, fallback: null, history: [] };
  }

  /** The paths a built version declares; a version built before remotes declared them cannot go live. */
  private servedPaths(id: string, version: string): ServedPaths {
    const file = path.join(this.dir, id, version, ROUTES_FILE);
    const paths = existsSync(file) ? parseServedPaths((JSON.parse(readFileSync(file, 'utf8')) as { paths?: unknown }).paths) : null;
    if (!paths) throw new ReleaseError(`${id} ${version} does not say which paths it serves (${ROUTES_FILE}): build it again with npm run build -- ${id}.`);
    return paths;
  }

  /**
   * Makes `version` the current one of a remote with `next` as its new pointer, unless its paths
   * collide with what the other remotes serve now: then nothing changes.
   */
  private goLive(manifest: RemotesManifest, remote: KnownRemote, version: string, next: Omit<RemotePointer, 'name' | 'title' | 'paths'>): RemotePointer {
    const paths = this.servedPaths(remote.id, version);
    const others = Object.entries(manifest.remotes)
      .filter(([id, pointer]) => id !== remote.id && pointer.current && pointer.paths)
      .map(([id, pointer]) => ({ id, paths: pointer.paths! }));
    const conflicts = pathConflicts([...others, { id: remote.id, paths }]);
    if (conflicts.length) throw new ReleaseError(`${remote.id} ${version} cannot go live: ${conflicts.join('; ')}. Nothing was changed.`);
    const pointer: RemotePointer = { name: remote.name, title: remote.title, paths, ...next };
    this.write({ remotes: { ...manifest.remotes, [remote.id]: pointer } });
    return pointer;
  }

  status(): { id: string; current: string | null; fallback: string | null; available: string[] }[] {
    const manifest = this.read();
    return this.known.map((remote) => {
      const pointer = this.pointer(manifest, remote);
      return { id: remote.id, current: pointer.current, fallback: pointer.fallback, available: this.available(remote.id) };
    });
  }

  /** Makes a built version current (by default the newest build); the previous current becomes the fallback. */
  publish(id: string, version?: string): RemotePointer {
    const remote = this.remote(id);
    const target = version ?? this.available(id).at(-1);
    if (!target) throw new ReleaseError(`${id} has no built version to publish: run npm run build -- ${id}.`);
    this.requireAvailable(id, target);
    const manifest = this.read();
    const pointer = this.pointer(manifest, remote);
    if (pointer.current === target && pointer.paths) return pointer;
    return this.goLive(manifest, remote, target, {
      current: target,
      fallback: pointer.current === target ? pointer.fallback : (pointer.current ?? pointer.fallback),
      history: [...pointer.history.filter((entry) => entry !== target), target],
    });
  }

  /**
   * Points the remote back at its last-known-good version (or `to`), touching nothing else.
   * The new fallback is the version published before the new current one.
   */
  rollback(id: string, to?: string): RemotePointer {
    const remote = this.remote(id);
    const manifest = this.read();
    const pointer = this.pointer(manifest, remote);
    const target = to ?? pointer.fallback;
    if (!target) throw new ReleaseError(`${id} has no last-known-good version to roll back to; name one with --to <version>.`);
    this.requireAvailable(id, target);
    if (target === pointer.current) throw new ReleaseError(`${id} is already at ${target}.`);
    const available = new Set(this.available(id));
    const before = pointer.history.slice(0, Math.max(0, pointer.history.indexOf(target))).filter((entry) => available.has(entry));
    return this.goLive(manifest, remote, target, { current: target, fallback: before.at(-1) ?? null, history: pointer.history });
  }
}
