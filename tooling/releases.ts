import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseServedPaths, pathConflicts, type ServedPaths } from '@trailhead/shared-kernel/remotes';

/** Beside remoteEntry.js in every release: the paths that version serves (written by the build). */
export const ROUTES_FILE = 'routes.json';
/** Beside the shell's index.html: each shared-kernel entry's runtime exports (webpack/kernel-contract.mjs). */
export const KERNEL_EXPORTS_FILE = 'kernel-exports.json';
/** Beside a remote's remoteEntry.js: the runtime names its own code imports from each shared-kernel entry. */
export const KERNEL_IMPORTS_FILE = 'kernel-imports.json';

type KernelNames = Record<string, string[] | null>;

/** A remote build's side of the kernel contract (KERNEL_IMPORTS_FILE). */
export interface RemoteKernel {
  /** The runtime names its own code imports from each kernel entry. */
  imports: KernelNames;
  /** What its own copies of kernel entries export: the copy lent to the others when the shell has none. */
  provides: KernelNames;
}

/** Where a copy of the kernel's entries comes from at run time: the shell, or a live remote. */
export interface KernelProvider {
  name: string;
  provides: KernelNames;
}

/** A kernel copy lacking what a remote imports from it. */
export interface KernelGap {
  consumer: string;
  provider: string;
  entry: string;
  names: string[];
}

/**
 * What a remote imports from kernel entries that a copy it may be given lacks. The browser gives
 * every remote one copy of each entry (ARCHITECTURE §2): the shell's when the shell has it,
 * otherwise that of whichever remote loaded first. A copy whose exports could not be listed is not
 * held against it.
 */
export function kernelGaps(consumer: { name: string; imports: KernelNames }, shell: KernelNames, remotes: KernelProvider[]): KernelGap[] {
  const gaps: KernelGap[] = [];
  for (const [entry, names] of Object.entries(consumer.imports)) {
    const candidates = entry in shell ? [{ name: 'the shell', provides: shell }] : remotes.filter((remote) => remote.name !== consumer.name && entry in remote.provides);
    for (const provider of candidates) {
      const provided = provider.provides[entry];
      if (!Array.isArray(provided)) continue;
      const lacking = (names ?? []).filter((name) => !provided.includes(name));
      if (lacking.length) gaps.push({ consumer: consumer.name, provider: provider.name, entry, names: lacking });
    }
  }
  return gaps;
}

const readJson = <T>(file: string): T | null => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null);

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
  /**
   * @param shellDir the deployed shell's build: a remote that needs kernel exports it lacks does not
   *   go live. Without it (or a shell built before it listed them), nothing is checked.
   */
  constructor(
    readonly dir: string,
    readonly known: KnownRemote[],
    readonly shellDir?: string,
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
    this.requireKernel(manifest, remote.id, version);
    const others = Object.entries(manifest.remotes)
      .filter(([id, pointer]) => id !== remote.id && pointer.current && pointer.paths)
      .map(([id, pointer]) => ({ id, paths: pointer.paths! }));
    const conflicts = pathConflicts([...others, { id: remote.id, paths }]);
    if (conflicts.length) throw new ReleaseError(`${remote.id} ${version} cannot go live: ${conflicts.join('; ')}. Nothing was changed.`);
    const pointer: RemotePointer = { name: remote.name, title: remote.title, paths, ...next };
    this.write({ remotes: { ...manifest.remotes, [remote.id]: pointer } });
    return pointer;
  }

  /** What the last publish or rollback went live with but should be looked at (printed by npm run release). */
  warnings: string[] = [];

  /**
   * Refuses a version that would be given the deployed shell's copy of a kernel entry lacking what
   * it imports. Where the shell has no copy, the remotes lend each other theirs (the first to load
   * wins): gaps between the incoming version and the live remotes are warnings, since two remotes
   * built with a newer kernel can only go live one after the other.
   */
  private requireKernel(manifest: RemotesManifest, id: string, version: string): void {
    this.warnings = [];
    const remoteKernel = (remoteId: string, at: string) => readJson<RemoteKernel>(path.join(this.dir, remoteId, at, KERNEL_IMPORTS_FILE));
    const incoming = remoteKernel(id, version);
    const shellExports = this.shellDir ? readJson<KernelNames>(path.join(this.shellDir, KERNEL_EXPORTS_FILE)) : null;
    if (!incoming || !shellExports) return;
    const live = Object.entries(manifest.remotes)
      .filter(([other, pointer]) => other !== id && pointer.current)
      .flatMap(([other, pointer]) => {
        const kernel = remoteKernel(other, pointer.current!);
        return kernel ? [{ name: other, ...kernel }] : [];
      });
    const remotes = [{ name: id, ...incoming }, ...live];
    // What the incoming version would be given, and what it would lend the others; not what was wrong before it.
    const gaps = remotes.flatMap((remote) => kernelGaps(remote, shellExports, remotes)).filter((gap) => gap.consumer === id || gap.provider === id);
    const sentence = (gap: KernelGap) => `${gap.consumer} imports ${gap.names.join(', ')} from ${gap.entry}, which ${gap.provider}'s copy lacks`;
    const fromShell = gaps.filter((gap) => gap.provider === 'the shell');
    if (fromShell.length) {
      throw new ReleaseError(`${id} ${version} cannot go live: ${fromShell.map(sentence).join('; ')}. Build and deploy the shell first (npm run build -- shell). Nothing was changed.`);
    }
    this.warnings = gaps.map((gap) => `${sentence(gap)}: publish the other remotes built with the same kernel too.`);
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
