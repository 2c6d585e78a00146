import type { FederationRuntime } from './load-remote-routes';
import { loadRemoteRoutes } from './load-remote-routes';
import type { RemoteDescriptor } from './remote-config';
import { createWidgetLoader } from './remote-widgets';

const forum: RemoteDescriptor = {
  id: 'mfe-forum',
  name: 'mfe_forum',
  title: 'The forum',
  paths: { prefixes: ['forums'], paths: ['/'], catchAll: true },
  current: { version: '2', entry: '/releases/mfe-forum/2/remoteEntry.js' },
  fallback: { version: '1', entry: '/releases/mfe-forum/1/remoteEntry.js' },
};
const CURRENT = '/releases/mfe-forum/2/remoteEntry.js';
const FALLBACK = '/releases/mfe-forum/1/remoteEntry.js';
const ThreadView = () => null;

/** A runtime whose entries answer as given (working or not), recording registrations and loads. */
function runtimeServing(working: Record<string, boolean>, registeredAt = '') {
  let entry = registeredAt;
  const registered: string[] = [];
  const loads: string[] = [];
  const runtime: FederationRuntime = {
    registerRemotes: ([remote]) => {
      entry = remote.entry;
      registered.push(entry);
    },
    loadRemote: async (id) => {
      loads.push(`${entry} ${id}`);
      if (!working[entry]) throw new Error(`Failed to load ${entry}`);
      const version = entry === CURRENT ? '2' : '1';
      return id.endsWith('/routes') ? { routes: [], version } : { widget: ThreadView, version };
    },
  };
  return { runtime, registered, loads };
}

const loaderFor = (runtime: FederationRuntime, entries = new Map<string, string>(), descriptors = [forum]) =>
  createWidgetLoader(async () => descriptors, runtime, entries, { attemptsPerVersion: 2 });

describe('the shell’s widget loader', () => {
  it('loads a widget from the remote’s current release', async () => {
    const { runtime, registered, loads } = runtimeServing({ [CURRENT]: true });
    const loaded = await loaderFor(runtime)('mfe-forum', 'ThreadView');
    expect(loaded).toEqual({ module: { widget: ThreadView, version: '2' }, version: '2', usedFallback: false });
    expect(registered).toEqual([CURRENT]);
    expect(loads).toEqual([`${CURRENT} mfe_forum/ThreadView`]);
  });

  it('retries the current release, then falls back to the last-known-good one', async () => {
    const { runtime, registered } = runtimeServing({ [FALLBACK]: true });
    const loaded = await loaderFor(runtime)('mfe-forum', 'ThreadView');
    expect(loaded).toMatchObject({ version: '1', usedFallback: true });
    expect(registered).toEqual([CURRENT, CURRENT, FALLBACK]);
  });

  it('loads once per page, and again on Retry (fresh) after a failure', async () => {
    const working: Record<string, boolean> = {};
    const { runtime, registered } = runtimeServing(working);
    const load = loaderFor(runtime);
    await expect(load('mfe-forum', 'ThreadView')).rejects.toThrow('mfe-forum could not be loaded: 2: Failed to load');
    expect(registered).toHaveLength(4);
    working[CURRENT] = true;
    const loaded = await load('mfe-forum', 'ThreadView', { fresh: true });
    expect(loaded.version).toBe('2');
    await load('mfe-forum', 'ThreadView');
    expect(registered).toHaveLength(5);
  });

  it('asks the container the forum’s routes already run from, instead of loading the remote a second time', async () => {
    const { runtime, registered, loads } = runtimeServing({ [CURRENT]: true });
    const entries = new Map<string, string>();
    await loadRemoteRoutes(forum, runtime, { loadedEntries: entries });
    await loaderFor(runtime, entries)('mfe-forum', 'ThreadView');
    expect(registered).toEqual([CURRENT]);
    expect(loads).toEqual([`${CURRENT} mfe_forum/routes`, `${CURRENT} mfe_forum/ThreadView`]);
  });

  it('lends a widget from the last-known-good release when that is what runs on the page', async () => {
    const { runtime, registered } = runtimeServing({ [CURRENT]: true, [FALLBACK]: true }, FALLBACK);
    const entries = new Map([['mfe_forum', FALLBACK]]);
    const loaded = await loaderFor(runtime, entries)('mfe-forum', 'ThreadView');
    expect(loaded).toMatchObject({ version: '1', usedFallback: true });
    expect(registered).toEqual([]);
  });

  it('goes straight to the last-known-good release when asked (the current one failed while rendering)', async () => {
    const { runtime, registered } = runtimeServing({ [CURRENT]: true, [FALLBACK]: true });
    const loaded = await loaderFor(runtime)('mfe-forum', 'ThreadView', { startAt: 'fallback' });
    expect(loaded.version).toBe('1');
    expect(registered).toEqual([FALLBACK]);
  });

  it('refuses a module that is not a widget, and a remote that is not published', async () => {
    const runtime: FederationRuntime = { registerRemotes: () => undefined, loadRemote: async () => ({ routes: [] }) };
    await expect(loaderFor(runtime)('mfe-forum', 'routes')).rejects.toThrow('its ./routes exposes no widget');
    await expect(loaderFor(runtime)('mfe-nowhere', 'ThreadView')).rejects.toThrow('mfe-nowhere/ThreadView could not be loaded: it is not published on this site');
  });
});
