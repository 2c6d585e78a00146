import { Component, useCallback, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from '@trailhead/shared-kernel/router';
import { bus, trackLoading } from '@trailhead/shared-kernel/bus';
import { Box, Center, ErrorPanel, NotFoundPage } from '@trailhead/shared-kernel/ui';
import { federationRuntime, loadedEntries } from './federation';
import { loadRemoteRoutes, type LoadedRemote, type LoadStage } from './load-remote-routes';
import type { RemoteDescriptor } from './remote-config';
import { useRemoteDescriptors } from './remote-registry';
import { DelayedLoadingText } from './delayed-loading-text';

/** One load per remote and stage for the page's lifetime; Retry drops it. */
const loads = new Map<string, Promise<LoadedRemote>>();
/** The loads that have come in, by the same key: an area mounted after that shows its page at once. */
const loadedRemotes = new Map<string, LoadedRemote>();

function load(remote: RemoteDescriptor, stage: LoadStage): Promise<LoadedRemote> {
  const key = `${remote.id}:${stage}`;
  let pending = loads.get(key);
  if (!pending) {
    pending = loadRemoteRoutes(remote, federationRuntime, {
      startAt: stage,
      loadedEntries,
      onFailure: (target, error) => bus.remoteError.next({ remote: remote.id, version: target.version, error }),
    });
    pending.then(
      (result) => loadedRemotes.set(key, result),
      () => loads.delete(key),
    );
    loads.set(key, pending);
  }
  return pending;
}

/**
 * Loads a remote's routes ahead of its area: before the browser takes over a page the server drew,
 * so that the area's first render is the page itself, as drawn.
 */
export function preloadRemote(remote: RemoteDescriptor): Promise<LoadedRemote> {
  return load(remote, 'current');
}

/** On the server: the remote's routes are its server bundle's, in place before the drawing. */
export function provideLoadedRemote(remote: RemoteDescriptor, module: LoadedRemote['module']): void {
  if (!remote.current) return;
  loadedRemotes.set(`${remote.id}:current`, { module, target: remote.current, usedFallback: false });
}

type AreaState = { status: 'loading' } | { status: 'ready'; loaded: LoadedRemote } | { status: 'failed'; message: string };

/** Mounts one remote's routes; falls back to its last-known-good build, else shows an error panel. */
export function RemoteArea({ remoteId, title }: { remoteId: string; title: string }) {
  const descriptors = useRemoteDescriptors();
  const remote = descriptors?.find((candidate) => candidate.id === remoteId);
  const [stage, setStage] = useState<LoadStage>('current');
  const [attempt, setAttempt] = useState(0);
  // What the load of this stage and attempt came to; any other load's result is stale (still loading).
  const loadKey = `${stage}:${attempt}`;
  const [result, setResult] = useState<{ loadKey: string; state: AreaState } | null>(() => {
    const ready = remote && loadedRemotes.get(`${remote.id}:current`);
    return ready ? { loadKey: 'current:0', state: { status: 'ready', loaded: ready } } : null;
  });
  const state: AreaState =
    descriptors === null
      ? { status: 'loading' }
      : !remote
        ? { status: 'failed', message: `${title} is not published on this site.` }
        : result?.loadKey === loadKey
          ? result.state
          : { status: 'loading' };

  const settled = result?.loadKey === loadKey;
  useEffect(() => {
    if (!remote || settled) return;
    let active = true;
    const done = trackLoading(bus);
    const settle = (next: AreaState) => active && setResult({ loadKey, state: next });
    load(remote, stage)
      .then(
        (ready) => settle({ status: 'ready', loaded: ready }),
        () => settle({ status: 'failed', message: `${title} is not available right now.` }),
      )
      .finally(done);
    return () => {
      active = false;
      done();
    };
  }, [remote, stage, loadKey, title, settled]);

  const retry = useCallback(() => {
    if (remote) {
      for (const key of [`${remote.id}:current`, `${remote.id}:fallback`]) {
        loads.delete(key);
        loadedRemotes.delete(key);
      }
    }
    setStage('current');
    setAttempt((value) => value + 1);
  }, [remote]);

  const onRenderError = useCallback(
    (error: Error) => {
      const current = result?.loadKey === loadKey ? result.state : null;
      const loaded = current?.status === 'ready' ? current.loaded : null;
      bus.remoteError.next({ remote: remoteId, version: loaded?.target.version ?? null, error: error.message });
      if (loaded && !loaded.usedFallback && remote?.fallback) setStage('fallback');
      else setResult({ loadKey, state: { status: 'failed', message: `${title} stopped working.` } });
    },
    [result, remote, remoteId, title, loadKey],
  );

  if (state.status === 'failed') {
    return (
      <Box py="8" data-remote={remoteId} data-remote-state="failed">
        <ErrorPanel title={`${title} could not be loaded`} message={`${state.message} The rest of the site still works. Try again in a moment.`} onRetry={retry} />
      </Box>
    );
  }
  if (state.status === 'loading') return <AreaLoading title={title} remoteId={remoteId} />;
  const { loaded } = state;
  return (
    <Box
      data-remote={remoteId}
      data-remote-state="ready"
      data-remote-version={loaded.module.version}
      data-remote-fallback={loaded.usedFallback ? 'true' : 'false'}
    >
      <RenderErrorBoundary key={`${loaded.target.entry}:${attempt}`} onError={onRenderError}>
        <RemoteRoutes routes={loaded.module.routes} />
      </RenderErrorBoundary>
    </Box>
  );
}

/** An area on its way (remotes.json, the remote's code): its loading text shows only if it takes a while. */
export function AreaLoading({ title, remoteId }: { title: string; remoteId?: string }) {
  return (
    <Center py="12" role="status" aria-label={`Loading ${title.toLowerCase()}`} data-remote={remoteId} data-remote-state="loading">
      <DelayedLoadingText text={`Loading ${title.toLowerCase()}…`} />
    </Center>
  );
}

function RemoteRoutes({ routes }: { routes: RouteObject[] }) {
  const element = useRoutes(routes);
  return element ?? <NotFoundPage />;
}

class RenderErrorBoundary extends Component<{ onError: (error: Error) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A remote failed while rendering', error, info.componentStack);
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
