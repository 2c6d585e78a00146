import { parseRemotesJson } from '@trailhead/shared-kernel/remotes';
import { fetchRemoteDescriptors } from './remote-config';

describe('parseRemotesJson', () => {
  it('turns release pointers into entry URLs under /releases/, with the title and paths the release declares', () => {
    const paths = { prefixes: ['forums'], paths: ['/'], catchAll: true };
    const [forum] = parseRemotesJson({ remotes: { 'mfe-forum': { name: 'mfe_forum', title: 'The forum', paths, current: '1.0.0-2', fallback: '1.0.0-1' } } });
    expect(forum).toEqual({
      id: 'mfe-forum',
      name: 'mfe_forum',
      title: 'The forum',
      paths,
      current: { version: '1.0.0-2', entry: '/releases/mfe-forum/1.0.0-2/remoteEntry.js' },
      fallback: { version: '1.0.0-1', entry: '/releases/mfe-forum/1.0.0-1/remoteEntry.js' },
    });
  });

  it('takes absolute entries as they are (the dev servers) and has no fallback without one', () => {
    const [map] = parseRemotesJson({ remotes: { 'mfe-map': { entry: 'http://localhost:3005/remoteEntry.js', paths: { prefixes: ['map'] } } } });
    expect(map).toMatchObject({ id: 'mfe-map', name: 'mfe_map', current: { version: 'dev', entry: 'http://localhost:3005/remoteEntry.js' }, fallback: null });
    expect(map.paths.prefixes).toEqual(['map']);
  });

  it('survives a broken manifest: a broken record serves nothing', () => {
    expect(parseRemotesJson(null)).toEqual([]);
    expect(parseRemotesJson({ remotes: 'nope' })).toEqual([]);
    const [broken] = parseRemotesJson({ remotes: { 'mfe-forum': { current: 42, paths: { prefixes: 'forums' } } } });
    expect(broken.current).toBeNull();
    expect(broken.paths).toEqual({ prefixes: [], paths: [], catchAll: false });
  });
});

describe('fetchRemoteDescriptors', () => {
  it('asks for /remotes.json without the HTTP cache', async () => {
    const fetchImpl = jest.fn().mockResolvedValue({ ok: true, json: async () => ({ remotes: {} }) });
    await fetchRemoteDescriptors(fetchImpl as unknown as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
  });

  it('gives no remotes, rather than a broken shell, when remotes.json cannot be read', async () => {
    await expect(fetchRemoteDescriptors((() => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch)).resolves.toEqual([]);
    await expect(fetchRemoteDescriptors((async () => ({ ok: false })) as unknown as typeof fetch)).resolves.toEqual([]);
  });
});
