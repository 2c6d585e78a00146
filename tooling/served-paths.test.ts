import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ownerOfPath, servedPathsProblem, type ServedPaths } from '@trailhead/shared-kernel/remotes';
import type { RemoteRoutesModule } from '@trailhead/shared-kernel/types';

const repoRoot = path.resolve(__dirname, '..');
const remoteIds = readdirSync(repoRoot).filter((name) => name.startsWith('mfe-'));

/** A concrete URL a route path answers: /events/:vehicleSlug → /events/x. */
const exampleOf = (routePath: string) => routePath.replace(/:[^/]+/g, 'x').replace(/\*$/, 'x/y');

describe.each(remoteIds)('%s', (id) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { servedPaths } = require(path.join(repoRoot, id, 'src', 'served-paths.ts')) as { servedPaths: ServedPaths };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { routes } = require(path.join(repoRoot, id, 'src', 'routes.tsx')) as RemoteRoutesModule;

  it('declares its paths in a form the release tooling accepts', () => {
    expect(servedPathsProblem(servedPaths)).toBeNull();
  });

  it('is sent every page its routes answer (no route is out of reach)', () => {
    const unreachable = routes.map((route) => exampleOf(route.path ?? '/')).filter((url) => ownerOfPath(url, [{ id, paths: servedPaths }])?.id !== id);
    expect(unreachable).toEqual([]);
  });
});
