import type { ComponentType } from 'react';

/**
 * What a remote exposes as a widget (`./ThreadView`): the component and the build it came from.
 * A widget's contract is its props and the bus events it emits (ARCHITECTURE §2), never a build import.
 */
export interface RemoteWidgetModule<P = Record<string, unknown>> {
  widget: ComponentType<P>;
  version: string;
}

export interface LoadedWidget<P = Record<string, unknown>> {
  module: RemoteWidgetModule<P>;
  /** The release it came from ('1.0.0-20261125…'). */
  version: string;
  /** True when the current release failed and the last-known-good one serves it. */
  usedFallback: boolean;
}

export interface WidgetLoadOptions {
  /** 'fallback': the current release's widget failed while rendering; go straight to the last-known-good one. */
  startAt?: 'current' | 'fallback';
  /** Forget an earlier failure and try again (the error panel's Retry). */
  fresh?: boolean;
}

/** Loads `module` ('ThreadView') of `remoteId` ('mfe-forum'); the shell provides it (it owns the federation runtime and remotes.json). */
export type WidgetLoader = (remoteId: string, module: string, options?: WidgetLoadOptions) => Promise<LoadedWidget>;

export class WidgetUnavailableError extends Error {
  constructor(
    readonly remoteId: string,
    readonly module: string,
    reason: string,
  ) {
    super(`${remoteId}/${module} could not be loaded: ${reason}`);
    this.name = 'WidgetUnavailableError';
  }
}

// Federation shares this module as a singleton; the global is a second guard (as the bus's) so a
// remote built against another shared-kernel version still finds the shell's loader.
const GLOBAL_KEY = '__TRAILHEAD_WIDGET_LOADER__';
type LoaderHolder = typeof globalThis & { [GLOBAL_KEY]?: WidgetLoader | null };

/** The shell calls this once at start-up; null removes it (tests). */
export function provideWidgetLoader(loader: WidgetLoader | null): void {
  (globalThis as LoaderHolder)[GLOBAL_KEY] = loader;
}

export function isWidgetModule(value: unknown): value is RemoteWidgetModule {
  const candidate = value as RemoteWidgetModule | null;
  return typeof candidate === 'object' && candidate !== null && typeof candidate.widget === 'function';
}

/**
 * A widget of another remote, through the shell's loader (with its retries and last-known-good
 * fallback). Rejects with WidgetUnavailableError when there is no loader (a remote run alone, the
 * server) or nothing could be loaded.
 */
export async function loadRemoteWidget<P = Record<string, unknown>>(remoteId: string, module: string, options?: WidgetLoadOptions): Promise<LoadedWidget<P>> {
  const loader = (globalThis as LoaderHolder)[GLOBAL_KEY];
  if (!loader) throw new WidgetUnavailableError(remoteId, module, 'no widget loader on this page');
  const loaded = await loader(remoteId, module, options);
  if (!isWidgetModule(loaded.module)) throw new WidgetUnavailableError(remoteId, module, 'it exposes no widget');
  return loaded as unknown as LoadedWidget<P>;
}
