import { bus } from '@trailhead/shared-kernel/bus';
import { isWidgetModule, WidgetUnavailableError, type LoadedWidget, type RemoteWidgetModule, type WidgetLoader } from '@trailhead/shared-kernel/widgets';
import { loadRemoteModule, type FederationRuntime, type LoadStage } from './load-remote-routes';
import type { RemoteDescriptor } from './remote-config';

/**
 * The widget loader the shell gives the remotes (shared-kernel/widgets provideWidgetLoader): a
 * remote's exposed widget with the same retries and last-known-good fallback as its routes. One load
 * per widget and stage for the page's lifetime; a fresh load (Retry) forgets it. A remote whose
 * container already runs on this page from its last-known-good release lends its widgets from there.
 */
export function createWidgetLoader(
  descriptors: () => Promise<RemoteDescriptor[]>,
  runtime: FederationRuntime,
  loadedEntries: Map<string, string>,
  options: { attemptsPerVersion?: number } = {},
): WidgetLoader {
  const loads = new Map<string, Promise<LoadedWidget>>();
  return async (remoteId, module, { startAt = 'current', fresh = false } = {}) => {
    const remote = (await descriptors()).find((candidate) => candidate.id === remoteId);
    if (!remote) throw new WidgetUnavailableError(remoteId, module, 'it is not published on this site');
    const onFallback = remote.fallback !== null && loadedEntries.get(remote.name) === remote.fallback.entry;
    const stage: LoadStage = onFallback ? 'fallback' : startAt;
    const key = `${remoteId}/${module}:${stage}`;
    if (fresh) loads.delete(key);
    let pending = loads.get(key);
    if (!pending) {
      pending = loadRemoteModule<RemoteWidgetModule>(remote, runtime, module, (value) => (isWidgetModule(value) ? null : `its ./${module} exposes no widget`), {
        startAt: stage,
        loadedEntries,
        attemptsPerVersion: options.attemptsPerVersion,
        onFailure: (target, error) => bus.remoteError.next({ remote: remote.id, version: target.version, error: `${module}: ${error}` }),
      }).then(({ module: loaded, target, usedFallback }) => ({ module: loaded, version: target.version, usedFallback }) as LoadedWidget);
      const settled = pending;
      settled.catch(() => loads.get(key) === settled && loads.delete(key));
      loads.set(key, pending);
    }
    return pending;
  };
}
