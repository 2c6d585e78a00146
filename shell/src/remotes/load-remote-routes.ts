import type { RemoteRoutesModule } from '@trailhead/shared-kernel/types';
import type { RemoteDescriptor, RemoteTarget } from './remote-config';

/** The two federation runtime calls the loader needs; injected so the logic is testable. */
export interface FederationRuntime {
  registerRemotes: (remotes: { name: string; entry: string }[], options: { force: boolean }) => void;
  loadRemote: (id: string) => Promise<unknown>;
}

export interface LoadedRemote {
  module: RemoteRoutesModule;
  target: RemoteTarget;
  usedFallback: boolean;
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remoteId: string,
    readonly causes: string[],
  ) {
    super(`${remoteId} could not be loaded: ${causes.join('; ') || 'no version is published'}`);
    this.name = 'RemoteUnavailableError';
  }
}

function isRoutesModule(value: unknown): value is RemoteRoutesModule {
  return typeof value === 'object' && value !== null && Array.isArray((value as RemoteRoutesModule).routes);
}

export type LoadStage = 'current' | 'fallback';

export interface LoadOptions {
  startAt?: LoadStage;
  attemptsPerVersion?: number;
  onFailure?: (target: RemoteTarget, error: string) => void;
  /**
   * Remote name → the entry its container was loaded from on this page (shared by the routes and the
   * widgets of one remote): a load at that entry asks the container again instead of registering
   * the remote anew, which would drop the container in use and fetch a second copy of the remote.
   */
  loadedEntries?: Map<string, string>;
}

/**
 * Loads one exposed module of a remote: the current version (retried), then the last-known-good one.
 * Each attempt re-registers the remote with force so a failed entry is not served from cache.
 */
export async function loadRemoteModule<T>(
  remote: RemoteDescriptor,
  runtime: FederationRuntime,
  module: string,
  accept: (value: unknown) => string | null,
  options: LoadOptions = {},
): Promise<{ module: T; target: RemoteTarget; usedFallback: boolean }> {
  const { startAt = 'current', attemptsPerVersion = 2, onFailure, loadedEntries } = options;
  const candidates: { target: RemoteTarget; usedFallback: boolean }[] = [];
  if (startAt === 'current' && remote.current) candidates.push({ target: remote.current, usedFallback: false });
  if (remote.fallback && remote.fallback.entry !== remote.current?.entry) candidates.push({ target: remote.fallback, usedFallback: true });

  const causes: string[] = [];
  for (const { target, usedFallback } of candidates) {
    for (let attempt = 1; attempt <= attemptsPerVersion; attempt += 1) {
      try {
        if (loadedEntries?.get(remote.name) !== target.entry) {
          loadedEntries?.delete(remote.name);
          runtime.registerRemotes([{ name: remote.name, entry: target.entry }], { force: true });
        }
        const loaded = await runtime.loadRemote(`${remote.name}/${module}`);
        const problem = accept(loaded);
        if (problem) throw new Error(problem);
        loadedEntries?.set(remote.name, target.entry);
        return { module: loaded as T, target, usedFallback };
      } catch (error) {
        // The next attempt registers the remote again.
        if (loadedEntries?.get(remote.name) === target.entry) loadedEntries.delete(remote.name);
        const message = `${target.version}: ${error instanceof Error ? error.message : String(error)}`;
        causes.push(message);
        onFailure?.(target, message);
      }
    }
  }
  throw new RemoteUnavailableError(remote.id, causes);
}

/** Loads a remote's `./routes` (loadRemoteModule). */
export function loadRemoteRoutes(remote: RemoteDescriptor, runtime: FederationRuntime, options: LoadOptions = {}): Promise<LoadedRemote> {
  return loadRemoteModule<RemoteRoutesModule>(remote, runtime, 'routes', (value) => (isRoutesModule(value) ? null : 'its ./routes module exposes no routes'), options);
}
