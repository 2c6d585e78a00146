import { parseServedPaths, type ServedPaths } from './served-paths';

/** One remote as the shell needs it: where its current and last-known-good builds are. */
export interface RemoteTarget {
  version: string;
  entry: string;
}

export interface RemoteDescriptor {
  id: string;
  /** The federation container name. */
  name: string;
  /** What people call the area ('The member map'), in its loading and error texts. */
  title: string;
  /** The paths the current version serves; none when remotes.json does not say. */
  paths: ServedPaths;
  current: RemoteTarget | null;
  fallback: RemoteTarget | null;
}

/** A remote's record in remotes.json (written by `npm run release`). */
interface RemoteRecord {
  name?: unknown;
  title?: unknown;
  paths?: unknown;
  current?: unknown;
  fallback?: unknown;
  /** Absolute entry URLs override the release layout (the dev servers use this). */
  entry?: unknown;
  fallbackEntry?: unknown;
}

const NO_PATHS: ServedPaths = { prefixes: [], paths: [], catchAll: false };
const isVersion = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

function target(id: string, version: unknown, entry: unknown, base: string): RemoteTarget | null {
  if (typeof entry === 'string' && entry) return { version: isVersion(version) ? version : 'dev', entry };
  if (!isVersion(version)) return null;
  return { version, entry: `${base}${encodeURIComponent(id)}/${encodeURIComponent(version)}/remoteEntry.js` };
}

/** Reads remotes.json leniently: a broken record costs only that remote, never the shell. */
export function parseRemotesJson(json: unknown, base = '/releases/'): RemoteDescriptor[] {
  const remotes = (json as { remotes?: Record<string, RemoteRecord> } | null)?.remotes;
  if (!remotes || typeof remotes !== 'object') return [];
  return Object.entries(remotes).map(([id, record]) => ({
    id,
    name: typeof record?.name === 'string' ? record.name : id.replace(/-/g, '_'),
    title: typeof record?.title === 'string' && record.title ? record.title : id,
    paths: parseServedPaths(record?.paths) ?? NO_PATHS,
    current: target(id, record?.current, record?.entry, base),
    fallback: target(id, record?.fallback, record?.fallbackEntry, base),
  }));
}
