import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from '@trailhead/shared-kernel/router';
import { queryClient as pageQueryClient, QueryClientProvider, type QueryClient } from '@trailhead/shared-kernel/query';
import { ownerOfPath } from '@trailhead/shared-kernel/remotes';
import { NotFoundPage, TrailheadUiProvider } from '@trailhead/shared-kernel/ui';
import { AuthModals } from '../auth/auth-modals';
import { SnackbarHost } from '../frame/snackbar-host';
import { AreaLoading, RemoteArea } from '../remotes/remote-area';
import type { RemoteDescriptor } from '../remotes/remote-config';
import { RemoteRegistry, useRemoteDescriptors } from '../remotes/remote-registry';
import { InstallPrompt } from '../pwa/install-prompt-banner';
import { OverlayHost } from './overlay-host';
import { ScrollOnNavigate } from './scroll-on-navigate';
import { SessionEffects } from './session-effects';
import { SiteFrame } from './site-frame';
import { ProgressBar } from '../frame/progress-bar';

const HelpIndexPage = lazy(() => import('../pages/help-pages').then((m) => ({ default: m.HelpIndexPage })));
const HelpPage = lazy(() => import('../pages/help-pages').then((m) => ({ default: m.HelpPage })));
const CookieSettingsPage = lazy(() => import('../pages/cookie-settings').then((m) => ({ default: m.CookieSettingsPage })));
const DoNotSellPage = lazy(() => import('../pages/static-pages').then((m) => ({ default: m.DoNotSellPage })));
const AccountBlockedPage = lazy(() => import('../pages/static-pages').then((m) => ({ default: m.AccountBlockedPage })));
const NoAccessPage = lazy(() => import('../pages/static-pages').then((m) => ({ default: m.NoAccessPage })));

/**
 * Every path the shell does not own itself goes to the remote whose current release serves it
 * (remotes.json): a remote's new version can add a path without a new shell.
 */
function RemoteOutlet() {
  const { pathname } = useLocation();
  const descriptors = useRemoteDescriptors();
  if (descriptors === null) return <AreaLoading title="this page" />;
  const owner = ownerOfPath(pathname, descriptors);
  if (!owner) return <NotFoundPage />;
  return <RemoteArea key={owner.id} remoteId={owner.id} title={owner.title} />;
}

export interface AppProps {
  /** remotes.json: known at once when it came with a drawn page (or on the server), else on its way. */
  remotes: RemoteDescriptor[] | Promise<RemoteDescriptor[]>;
  /** The server draws with a router of its own (the request's URL) and a QueryClient per drawing. */
  Router?: ComponentType<{ children: ReactNode }>;
  queryClient?: QueryClient;
}

/** The whole site: the browser renders it, or takes it over from the server's drawing of the very same tree. */
export function App({ remotes, Router = BrowserRouter, queryClient = pageQueryClient }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <TrailheadUiProvider>
        <RemoteRegistry descriptors={remotes}>
          <Router>
            {/* Taking over a drawn page happens inside a boundary: in short slices that leave the main thread free for taps. */}
            <Suspense fallback={null}>
              <SessionEffects />
              <ScrollOnNavigate />
              <ProgressBar />
              <SiteFrame>
                <Routes>
                  <Route path="/help" element={<HelpIndexPage />} />
                  <Route path="/help/:page" element={<HelpPage />} />
                  <Route path="/cookieSettings" element={<CookieSettingsPage />} />
                  <Route path="/doNotSell" element={<DoNotSellPage />} />
                  <Route path="/accountBlocked" element={<AccountBlockedPage />} />
                  <Route path="/no-access" element={<NoAccessPage />} />
                  <Route path="*" element={<RemoteOutlet />} />
                </Routes>
              </SiteFrame>
              <OverlayHost />
              <AuthModals />
              <SnackbarHost />
              <InstallPrompt />
            </Suspense>
          </Router>
        </RemoteRegistry>
      </TrailheadUiProvider>
    </QueryClientProvider>
  );
}
