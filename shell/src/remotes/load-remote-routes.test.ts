import { loadRemoteRoutes, RemoteUnavailableError, type FederationRuntime } from './load-remote-routes';
import type { RemoteDescriptor } from './remote-config';

const remote: RemoteDescriptor = {
  id: 'mfe-forum',
  name: 'mfe_forum',
  title: 'The forum',
  paths: { prefixes: ['forums'], paths: ['/'], catchAll: true },
  current: { version: '2', entry: '/releases/mfe-forum/2/remoteEntry.js' },
  fallback: { version: '1', entry: '/releases/mfe-forum/1/remoteEntry.js' },
};
const routesModule = (version: string) => ({ routes: [{ path: '/forums' }], version });

/** A runtime whose loads succeed only for the entries given, recording what was registered. */
function runtimeServing(working: Record<string, string>): FederationRuntime & { registered: string[] } {
  let entry = '';
  const registered: string[] = [];
  return {
    registered,
    registerRemotes: ([remoteInfo], options) => {
      expect(options).toEqual({ force: true });
      entry = remoteInfo.entry;
      registered.push(entry);
    },
    loadRemote: async (id) => {
      expect(id).toBe('mfe_forum/routes');
      if (working[entry]) return routesModule(working[entry]);
      throw new Error(`Failed to load ${entry}`);
    },
  };
}

describe('loadRemoteRoutes', () => {
  it('loads the current version when it works', async () => {
    const runtime = runtimeServing({ '/releases/mfe-forum/2/remoteEntry.js': '2' });
    const loaded = await loadRemoteRoutes(remote, runtime);
    expect(loaded).toMatchObject({ usedFallback: false, module: { version: '2' } });
    expect(runtime.registered).toEqual(['/releases/mfe-forum/2/remoteEntry.js']);
  });

  it('retries the current version, then falls back to the last-known-good one', async () => {
    const failures: string[] = [];
    const runtime = runtimeServing({ '/releases/mfe-forum/1/remoteEntry.js': '1' });
    const loaded = await loadRemoteRoutes(remote, runtime, { onFailure: (target) => failures.push(target.version) });
    expect(loaded).toMatchObject({ usedFallback: true, module: { version: '1' } });
    expect(failures).toEqual(['2', '2']);
    expect(runtime.registered).toEqual([
      '/releases/mfe-forum/2/remoteEntry.js',
      '/releases/mfe-forum/2/remoteEntry.js',
      '/releases/mfe-forum/1/remoteEntry.js',
    ]);
  });

  it('gives up with every cause when the fallback fails too', async () => {
    const runtime = runtimeServing({});
    const error = await loadRemoteRoutes(remote, runtime, { attemptsPerVersion: 1 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RemoteUnavailableError);
    expect((error as RemoteUnavailableError).causes).toEqual([
      '2: Failed to load /releases/mfe-forum/2/remoteEntry.js',
      '1: Failed to load /releases/mfe-forum/1/remoteEntry.js',
    ]);
  });

  it('refuses a module that exposes no routes', async () => {
    const runtime: FederationRuntime = { registerRemotes: () => undefined, loadRemote: async () => ({ nothing: true }) };
    await expect(loadRemoteRoutes({ ...remote, fallback: null }, runtime, { attemptsPerVersion: 1 })).rejects.toThrow('exposes no routes');
  });

  it('starts at the fallback after the current version failed while rendering', async () => {
    const runtime = runtimeServing({ '/releases/mfe-forum/1/remoteEntry.js': '1', '/releases/mfe-forum/2/remoteEntry.js': '2' });
    const loaded = await loadRemoteRoutes(remote, runtime, { startAt: 'fallback' });
    expect(loaded.module.version).toBe('1');
    expect(runtime.registered).toEqual(['/releases/mfe-forum/1/remoteEntry.js']);
  });
});
