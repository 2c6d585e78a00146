import { Component, Suspense, useCallback, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { bus } from '@trailhead/shared-kernel/bus';
import { Box, Center, ErrorPanel, Spinner, Text, useHydrated } from '@trailhead/shared-kernel/ui';
import { loadRemoteWidget, type LoadedWidget } from './widget-loader';

/** Widgets that came in, by remote and module: one mounted after that shows at once. */
const readyWidgets = new Map<string, LoadedWidget>();

type WidgetState = { status: 'loading' } | { status: 'ready'; loaded: LoadedWidget } | { status: 'failed'; message: string };

export interface RemoteWidgetProps<P> {
  /** The remote that exposes it ('mfe-forum'). */
  remote: string;
  /** Its exposed module without './' ('ThreadView'). */
  module: string;
  /** What people call it, for the loading and error texts ('the discussion'). */
  title: string;
  /** The widget's props: its whole contract with the host, with the bus events it emits. */
  props: P;
}

/**
 * Another remote's widget, loaded at run time through the shell (never a build import). While it
 * loads, a loading state (also what the server draws: it loads no remote code for a widget); if it
 * cannot load or stops working even from the last-known-good release, an error panel with Retry in
 * its place only, never the page.
 */
export function RemoteWidget<P extends object>({ remote, module, title, props }: RemoteWidgetProps<P>) {
  const key = `${remote}/${module}`;
  const hydrated = useHydrated();
  const [attempt, setAttempt] = useState(0);
  const [fallback, setFallback] = useState(false);
  // What the load of this widget, stage and attempt came to; any other is stale (still loading).
  const loadKey = `${key}:${fallback ? 'fallback' : 'current'}:${attempt}`;
  const [result, setResult] = useState<{ loadKey: string; state: WidgetState } | null>(null);
  const cached = hydrated && !fallback && attempt === 0 ? readyWidgets.get(key) : undefined;
  const state: WidgetState = result?.loadKey === loadKey ? result.state : cached ? { status: 'ready', loaded: cached } : { status: 'loading' };
  const settled = state.status !== 'loading';

  useEffect(() => {
    if (settled) return;
    let active = true;
    loadRemoteWidget(remote, module, { startAt: fallback ? 'fallback' : 'current', fresh: attempt > 0 && !fallback }).then(
      (loaded) => {
        if (!loaded.usedFallback) readyWidgets.set(key, loaded);
        if (active) setResult({ loadKey, state: { status: 'ready', loaded } });
      },
      () => active && setResult({ loadKey, state: { status: 'failed', message: `${capitalise(title)} is not available right now.` } }),
    );
    return () => {
      active = false;
    };
  }, [settled, remote, module, key, fallback, attempt, loadKey, title]);

  const retry = useCallback(() => {
    readyWidgets.delete(key);
    setFallback(false);
    setAttempt((value) => value + 1);
  }, [key]);

  const shown = state.status === 'ready' ? state.loaded : null;
  const onRenderError = useCallback(
    (error: Error) => {
      const loaded = shown;
      bus.remoteError.next({ remote, version: loaded?.version ?? null, error: `${module}: ${error.message}` });
      readyWidgets.delete(key);
      if (loaded && !loaded.usedFallback) setFallback(true);
      else setResult({ loadKey, state: { status: 'failed', message: `${capitalise(title)} stopped working.` } });
    },
    [shown, remote, module, key, loadKey, title],
  );

  if (state.status === 'failed') {
    return (
      <Box data-widget={key} data-widget-state="failed">
        <ErrorPanel title={`${capitalise(title)} could not be loaded`} message={`${state.message} The rest of the page still works. Try again in a moment.`} onRetry={retry} />
      </Box>
    );
  }
  const loading = <WidgetLoading title={title} widget={key} />;
  if (state.status === 'loading') return loading;
  const { loaded } = state;
  const Widget = loaded.module.widget as ComponentType<P>;
  return (
    <Box data-widget={key} data-widget-state="ready" data-widget-version={loaded.version} data-widget-fallback={loaded.usedFallback ? 'true' : 'false'}>
      <WidgetErrorBoundary key={loadKey} onError={onRenderError}>
        <Suspense fallback={loading}>
          <Widget {...props} />
        </Suspense>
      </WidgetErrorBoundary>
    </Box>
  );
}

function WidgetLoading({ title, widget }: { title: string; widget: string }) {
  return (
    <Center py="10" role="status" aria-live="polite" data-widget={widget} data-widget-state="loading">
      <Spinner color="brand.red" mr="3" />
      <Text>{`Loading ${title}…`}</Text>
    </Center>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

class WidgetErrorBoundary extends Component<{ onError: (error: Error) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A widget failed while rendering', error, info.componentStack);
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
