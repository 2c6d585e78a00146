import { cacheControlFor } from './cache-headers';

describe('cacheControlFor', () => {
  it('keeps hashed assets for a year', () => {
    expect(cacheControlFor('main.23fc57f0b2.js')).toBe('public, max-age=31536000, immutable');
    // a file a remote fetches, hashed by its build (the map's outlines)
    expect(cacheControlFor('north-america.geo.16e475ce07.json.br')).toBe('public, max-age=31536000, immutable');
  });

  it.each(['remotes.json', 'mf-manifest.json', 'remoteEntry.js', 'index.html', 'sw.js'])('revalidates %s on every load', (name) => {
    expect(cacheControlFor(name)).toBe('no-cache');
  });

  it('caches a precompressed copy like the file it stands for', () => {
    expect(cacheControlFor('main.23fc57f0b2.js.br')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('remoteEntry.js.gz')).toBe('no-cache');
  });

  it('gives unhashed files a short cache', () => {
    expect(cacheControlFor('favicon.png')).toBe('public, max-age=3600');
  });
});
