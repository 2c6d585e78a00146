/**
 * The paths a remote serves (ARCHITECTURE §1). Each remote declares them in its own source
 * (`src/served-paths.ts`); the build writes them into the release (`routes.json`), the release
 * tooling copies the current version's into remotes.json, and the shell and the site's server
 * route by them at run time. A remote's new version can so add a top-level path with no shell build.
 */
export interface ServedPaths {
  /** First path segments served with everything under them: 'events' serves /events and /events/12. */
  prefixes: string[];
  /** Single paths, served alone: '/activate' serves /activate but not /activate/x. */
  paths?: string[];
  /** Serves every path no remote claims (documents and the 404 page). At most one remote does. */
  catchAll?: boolean;
}

/** A remote and the paths its current version serves. */
export interface PathOwner {
  id: string;
  paths: ServedPaths;
}

const SEGMENT = /^[A-Za-z0-9._~-]+$/;

const firstSegment = (pathname: string) => pathname.split('/').filter(Boolean)[0] ?? '';
/** '/activate/' and '/activate' are one page. */
const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** Reads a declaration from a release or remotes.json; null when it is not one (the remote then serves nothing). */
export function parseServedPaths(value: unknown): ServedPaths | null {
  if (!value || typeof value !== 'object') return null;
  const { prefixes, paths, catchAll } = value as Record<string, unknown>;
  const strings = (list: unknown) => Array.isArray(list) && list.every((item) => typeof item === 'string');
  if (!strings(prefixes) || (paths !== undefined && !strings(paths)) || (catchAll !== undefined && typeof catchAll !== 'boolean')) return null;
  return { prefixes: prefixes as string[], paths: (paths as string[] | undefined) ?? [], catchAll: catchAll === true };
}

/** What is wrong with a declaration as written by a remote's author, or null. */
export function servedPathsProblem(paths: ServedPaths): string | null {
  const badPrefix = paths.prefixes.find((prefix) => !SEGMENT.test(prefix));
  if (badPrefix !== undefined) return `the prefix "${badPrefix}" is not one path segment (write 'events', not '/events/')`;
  const badPath = (paths.paths ?? []).find((path) => !path.startsWith('/') || (path !== '/' && path.split('/').slice(1).some((segment) => !SEGMENT.test(segment))));
  if (badPath !== undefined) return `the path "${badPath}" is not an absolute path such as '/activate'`;
  return null;
}

/** Which remote serves a page: a single path first, then a prefix, then the catch-all; null when none does. */
export function ownerOfPath<T extends PathOwner>(pathname: string, owners: readonly T[]): T | null {
  const path = normalise(pathname);
  const segment = firstSegment(path);
  return (
    owners.find((owner) => owner.paths.paths?.includes(path)) ??
    (segment ? owners.find((owner) => owner.paths.prefixes.includes(segment)) : undefined) ??
    owners.find((owner) => owner.paths.catchAll) ??
    null
  );
}

/** Each place where two remotes claim the same path, as a sentence; empty when the claims agree. */
export function pathConflicts(owners: readonly PathOwner[]): string[] {
  const conflicts: string[] = [];
  owners.forEach((owner, index) => {
    for (const other of owners.slice(index + 1)) {
      for (const prefix of owner.paths.prefixes) {
        if (other.paths.prefixes.includes(prefix)) conflicts.push(`/${prefix} is claimed by both ${owner.id} and ${other.id}`);
      }
      for (const path of owner.paths.paths ?? []) {
        if (other.paths.paths?.includes(path)) conflicts.push(`${path} is claimed by both ${owner.id} and ${other.id}`);
      }
      for (const [single, prefixed] of [
        [owner, other],
        [other, owner],
      ]) {
        for (const path of single.paths.paths ?? []) {
          const segment = firstSegment(path);
          if (prefixed.paths.prefixes.includes(segment)) conflicts.push(`${path} of ${single.id} lies under /${segment}, which ${prefixed.id} serves`);
        }
      }
      if (owner.paths.catchAll && other.paths.catchAll) conflicts.push(`both ${owner.id} and ${other.id} claim every unclaimed path (catchAll)`);
    }
  });
  return conflicts;
}
