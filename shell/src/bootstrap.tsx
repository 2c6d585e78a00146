import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { watchForChunkLoadErrors } from './app/chunk-reload';
import { takeOverFirstScreen } from './app/first-screen';
import { listenForInstallPrompt } from './pwa/install-prompt';
import { registerServiceWorker } from './pwa/service-worker';
import { fetchRemoteDescriptors } from './remotes/remote-config';
import { startLiveCounts } from './session/live-counts';
import { startSession } from './session/session-service';

// Before anything reads the API: a first screen drawn by the server hands over its answers.
const drawnByServer = takeOverFirstScreen();
// remotes.json and the session load in parallel with the first render: neither blocks the frame.
const remotes = fetchRemoteDescriptors();
void startSession();
startLiveCounts();
watchForChunkLoadErrors();
listenForInstallPrompt();
registerServiceWorker();

createRoot(document.getElementById('root')!).render(<App remotes={remotes} />);
if (!drawnByServer) document.documentElement.dataset.live = 'true';
// Most pages show dates: their code is fetched once the page is up, off the first paint's path.
whenIdle(() => void import('@trailhead/shared-kernel/dates'));

function whenIdle(work: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: 3000 });
  else setTimeout(work, 1000);
}
