import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ownerOfPath } from '@trailhead/shared-kernel/remotes';
import { CacheProvider } from '@emotion/react';
import { App } from './app/app';
import { watchForChunkLoadErrors } from './app/chunk-reload';
import { readFirstScreen, whenDrawnPageLive, type DrawnPage } from './app/first-screen';
import { nextTask } from './app/next-task';
import { createStyleCache } from './app/style-cache';
import { listenForInstallPrompt } from './pwa/install-prompt';
import { registerServiceWorker } from './pwa/service-worker';
import { provideWidgetLoader } from '@trailhead/shared-kernel/widgets';
import { fetchRemoteDescriptors } from './remotes/remote-config';
import { preloadRemote } from './remotes/remote-area';
import { federationRuntime, loadedEntries } from './remotes/federation';
import { createWidgetLoader } from './remotes/remote-widgets';
import { startLiveCounts } from './session/live-counts';
import { startSession } from './session/session-service';

const root = document.getElementById('root')!;
// Every style element the app writes carries the page's style nonce (its Content-Security-Policy).
const styleCache = createStyleCache();
// Before anything reads the API: a page drawn by the server hands over its answers.
const drawn = readFirstScreen();
void startSession();
watchForChunkLoadErrors();
listenForInstallPrompt();
// remotes.json: it came with a drawn page, else it is fetched in parallel with the first render.
const remotes = drawn ? drawn.remotes : fetchRemoteDescriptors();
// Remotes show one another's widgets (the forum's thread view in a club) through this page's federation runtime.
provideWidgetLoader(createWidgetLoader(async () => remotes, federationRuntime, loadedEntries));

if (drawn) void takeOver(drawn);
else {
  // remotes.json and the session load in parallel with the first render: neither blocks the frame.
  // Not a transition: it would hold the first paint until every part had its code (more JS before
  // it); the answers' parts are drawn in slices by QueryView instead.
  createRoot(root).render(
    <CacheProvider value={styleCache}>
      <App remotes={remotes} />
    </CacheProvider>,
  );
  document.documentElement.dataset.live = 'true';
  startWhenIdle();
}

/**
 * The server drew this page: the app takes that drawing over (hydration) instead of drawing it
 * again. The page's remote is loaded first, so that the first render is the page as drawn. Hydrating
 * as a transition lets React work in slices of a few milliseconds and yield between them (a plain
 * hydration runs to the next Suspense boundary in one go): a tap is never kept waiting for long, and
 * a tap on a part not yet live makes React hydrate that part first.
 */
async function takeOver(page: DrawnPage) {
  const owner = ownerOfPath(location.pathname, page.remotes);
  await Promise.all([
    // A remote that fails here is tried again by its area, which shows the error panel if it must.
    owner ? preloadRemote(owner).catch(() => undefined) : undefined,
    // The drawing's dates were written by its clock; what reading them needs (for a clock not in UTC,
    // Intl's first use: ~50 ms on a phone) is done while the remote downloads, in a task of its own.
    nextTask()
      .then(() => import('@trailhead/shared-kernel/dates'))
      .then((dates) => dates.prepareClock()),
  ]);
  whenDrawnPageLive(page);
  startTransition(() => {
    hydrateRoot(
      root,
      <CacheProvider value={styleCache}>
        <App remotes={page.remotes} />
      </CacheProvider>,
      { onRecoverableError: (error) => console.error('The drawn page could not be taken over as it was', error) },
    );
  });
  startWhenIdle();
}

/** What the first screen does not need starts once the page is up: live counts, service worker, dates. */
function startWhenIdle() {
  whenIdle(() => {
    startLiveCounts();
    registerServiceWorker();
    void import('@trailhead/shared-kernel/dates');
  });
}

function whenIdle(work: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: 3000 });
  else setTimeout(work, 1000);
}
