import { lazy } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from '@trailhead/shared-kernel/router';
import { queryClient, QueryClientProvider } from '@trailhead/shared-kernel/query';
import { ownerOfPath } from '@trailhead/shared-kernel/remotes';
import { NotFoundPage, TrailheadUiProvider } from '@trailhead/shared-kernel/ui';
import { AuthModals } from '../auth/auth-modals';
import { SnackbarHost } from '../frame/snackbar-host';
import { AreaLoading, RemoteArea } from '../remotes/remote-area';
import type { RemoteDescriptor } from '../remotes/remote-config';
import { RemoteRegistry, useRemoteDescriptors } from '../remotes/remote-registry';
import { InstallPrompt } from '../pwa/install-prompt-banner';
import { OverlayHost } from './overlay-host';
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

export function App({ remotes }: { remotes: Promise<RemoteDescriptor[]> }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TrailheadUiProvider>
        <RemoteRegistry descriptors={remotes}>
          <BrowserRouter>
            <SessionEffects />
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
          </BrowserRouter>
        </RemoteRegistry>
      </TrailheadUiProvider>
    </QueryClientProvider>
  );
}
