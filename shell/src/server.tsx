// The shell's server entry, bundled for Node into dist/server/first-screen.cjs: the site's server
// draws a visitor's page (the whole app: the frame and the remote's page) before any code arrives,
// and the browser then takes that very drawing over by hydration (bootstrap.tsx).
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { bus } from '@trailhead/shared-kernel/bus';
import { DRAWING_CLOCK_GLOBAL, type DrawingClock } from '@trailhead/shared-kernel/constants';
import { apiAnswers, createQueryClient, pendingApiUrls, seedApiQueries, serverRenderCache } from '@trailhead/shared-kernel/query';
import { StaticRouter } from '@trailhead/shared-kernel/server';
import type { FirstScreenInput, FirstScreenResult } from '@trailhead/shared-kernel/types';
import type { ReactNode } from 'react';
import { App } from './app/app';
import { createDrawingStyles } from './app/drawing-styles';
import { provideLoadedRemote } from './remotes/remote-area';
import { ANONYMOUS } from './session/session-service';

export { drawingLocation } from '@trailhead/shared-kernel/server';

/** React's mark of a part that was not drawn, left to the browser. */
const PART_LEFT_TO_BROWSER = '<!--$!-->';

/**
 * Draws the page from the data given, synchronously, so that no other request's session,
 * vehicle type or clock can get into this process's bus while it draws.
 */
export function drawFirstScreen({ location, vehicleTypeId, remotes, remote, data, clock }: FirstScreenInput): FirstScreenResult {
  const descriptor = remotes.find((candidate) => candidate.id === remote.id);
  if (!descriptor) throw new Error(`${remote.id} is not in remotes.json`);
  // A client of its own for every drawing: no answer of one request can show up in another.
  const client = createQueryClient(serverRenderCache());
  seedApiQueries(client, data);
  bus.session$.next({ status: ANONYMOUS, user: null });
  bus.vehicleType$.next(vehicleTypeId);
  (globalThis as { [DRAWING_CLOCK_GLOBAL]?: DrawingClock })[DRAWING_CLOCK_GLOBAL] = clock;
  provideLoadedRemote(descriptor, remote.module);
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={location}>{children}</StaticRouter>;
  const styles = createDrawingStyles();
  const html = renderToString(
    <CacheProvider value={styles.cache}>
      <App remotes={remotes} Router={Router} queryClient={client} />
    </CacheProvider>,
  );
  const keys = pendingApiUrls(client);
  if (keys.length) return { status: 'needs-data', keys };
  if (html.includes(PART_LEFT_TO_BROWSER)) return { status: 'code-pending' };
  return { status: 'drawn', html, head: styles.head(), data: apiAnswers(client) };
}
