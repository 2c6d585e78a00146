/** Files that must be revalidated on every load: they name the current versions of everything else. */
const ALWAYS_REVALIDATE = new Set(['remotes.json', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'index.html', 'sw.js', 'sw-push.js']);
/** Build output names carry a 10-character content hash before the extension. */
const HASHED = /\.[0-9a-f]{10}\.(js|json|css|woff2?|png|svg|jpe?g|webp)$/;

export function cacheControlFor(servedName: string): string {
  // A precompressed copy (main.1a2b3c4d5e.js.br) is cached like the file it stands for.
  const fileName = servedName.replace(/\.(br|gz)$/, '');
  if (ALWAYS_REVALIDATE.has(fileName)) return 'no-cache';
  if (HASHED.test(fileName)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}
