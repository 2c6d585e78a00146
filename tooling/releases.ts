import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** One remote's pointers in releases/remotes.json (ARCHITECTURE §3). */
export interface RemotePointer {
  name: string;
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

  private requireAvailable(id: string, version: string): void {
    const available = this.available(id);
    if (!available.includes(version)) {
      throw new ReleaseError(`${id} has no version "${version}". Available: ${available.join(', ') || 'none (run npm run build first)'}.`);
    }
  }

  private pointer(manifest: RemotesManifest, remote: KnownRemote): RemotePointer {
    return manifest.remotes[remote.id] ?? { name: remote.name, current: null, fallback: null, history: [] };
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
    if (pointer.current === target) return pointer;
    const next: RemotePointer = {
      name: remote.name,
      current: target,
      fallback: pointer.current ?? pointer.fallback,
      history: [...pointer.history.filter((entry) => entry !== target), target],
    };
    this.write({ remotes: { ...manifest.remotes, [id]: next } });
    return next;
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
    const next: RemotePointer = { ...pointer, current: target, fallback: before.at(-1) ?? null };
    this.write({ remotes: { ...manifest.remotes, [id]: next } });
    return next;
  }
}
