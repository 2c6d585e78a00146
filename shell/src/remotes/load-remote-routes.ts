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

/**
 * Loads a remote's `./routes`: the current version (retried), then the last-known-good one.
 * Each attempt re-registers the remote with force so a failed entry is not served from cache.
 */
export async function loadRemoteRoutes(
  remote: RemoteDescriptor,
  runtime: FederationRuntime,
  options: { startAt?: LoadStage; attemptsPerVersion?: number; onFailure?: (target: RemoteTarget, error: string) => void } = {},
): Promise<LoadedRemote> {
  const { startAt = 'current', attemptsPerVersion = 2, onFailure } = options;
  const candidates: { target: RemoteTarget; usedFallback: boolean }[] = [];
  if (startAt === 'current' && remote.current) candidates.push({ target: remote.current, usedFallback: false });
  if (remote.fallback && remote.fallback.entry !== remote.current?.entry) candidates.push({ target: remote.fallback, usedFallback: true });

  const causes: string[] = [];
  for (const { target, usedFallback } of candidates) {
    for (let attempt = 1; attempt <= attemptsPerVersion; attempt += 1) {
      try {
        runtime.registerRemotes([{ name: remote.name, entry: target.entry }], { force: true });
        const module = await runtime.loadRemote(`${remote.name}/routes`);
        if (!isRoutesModule(module)) throw new Error('its ./routes module exposes no routes');
        return { module, target, usedFallback };
      } catch (error) {
        const message = `${target.version}: ${error instanceof Error ? error.message : String(error)}`;
        causes.push(message);
        onFailure?.(target, message);
      }
    }
  }
  throw new RemoteUnavailableError(remote.id, causes);
}
