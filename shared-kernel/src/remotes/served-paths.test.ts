import { ownerOfPath, parseServedPaths, pathConflicts, servedPathsProblem, type PathOwner } from './served-paths';

const SITE: PathOwner[] = [
  { id: 'mfe-forum', paths: { prefixes: ['forums', 'news', 'threads'], paths: ['/'], catchAll: true } },
  { id: 'mfe-events-clubs', paths: { prefixes: ['events', 'clubs'] } },
  { id: 'mfe-profile-account', paths: { prefixes: ['members'], paths: ['/activate'] } },
  { id: 'mfe-map', paths: { prefixes: ['map'] } },
];

describe('ownerOfPath', () => {
  it.each([
    ['/events', 'mfe-events-clubs'],
    ['/clubs/rock-crawlers/about', 'mfe-events-clubs'],
    ['/members/member.3/', 'mfe-profile-account'],
    ['/activate', 'mfe-profile-account'],
    ['/activate/', 'mfe-profile-account'],
    ['/map', 'mfe-map'],
    ['/', 'mfe-forum'],
    ['/forums/trail-talk-n.2/', 'mfe-forum'],
    ['/anything/else', 'mfe-forum'],
    ['/activate/more', 'mfe-forum'],
  ])('%s belongs to %s', (path, remote) => {
    expect(ownerOfPath(path, SITE)?.id).toBe(remote);
  });

  it('is case-sensitive, as the routes are', () => {
    expect(ownerOfPath('/Events', SITE)?.id).toBe('mfe-forum');
  });

  it('finds nobody when no remote claims the path and none catches all', () => {
    expect(ownerOfPath('/trail-reports', SITE.slice(1))).toBeNull();
  });
});

describe('pathConflicts', () => {
  it('accepts the site as it is', () => {
    expect(pathConflicts(SITE)).toEqual([]);
  });

  it('names a prefix two remotes claim', () => {
    expect(pathConflicts([...SITE, { id: 'mfe-trips', paths: { prefixes: ['trips', 'events'] } }])).toEqual(['/events is claimed by both mfe-events-clubs and mfe-trips']);
  });

  it('names a single path claimed twice, or lying under another remote\'s prefix', () => {
    expect(pathConflicts([...SITE, { id: 'mfe-trips', paths: { prefixes: [], paths: ['/activate', '/map/trips'] } }])).toEqual([
      '/activate is claimed by both mfe-profile-account and mfe-trips',
      '/map/trips of mfe-trips lies under /map, which mfe-map serves',
    ]);
  });

  it('allows one catch-all only', () => {
    expect(pathConflicts([...SITE, { id: 'mfe-trips', paths: { prefixes: [], catchAll: true } }])).toEqual(['both mfe-forum and mfe-trips claim every unclaimed path (catchAll)']);
  });
});

describe('declarations', () => {
  it('reads a declaration and refuses what is not one', () => {
    expect(parseServedPaths({ prefixes: ['map'] })).toEqual({ prefixes: ['map'], paths: [], catchAll: false });
    expect(parseServedPaths({ prefixes: 'map' })).toBeNull();
    expect(parseServedPaths(null)).toBeNull();
  });

  it('says what is wrong with a hand-written declaration', () => {
    expect(servedPathsProblem({ prefixes: ['/events/'] })).toContain('not one path segment');
    expect(servedPathsProblem({ prefixes: [], paths: ['activate'] })).toContain('not an absolute path');
    expect(servedPathsProblem({ prefixes: ['events'], paths: ['/', '/activate'] })).toBeNull();
  });
});
