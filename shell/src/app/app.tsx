import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from '@trailhead/shared-kernel/router';
import { AdSlot, Box, Center, Container, pageKeyFor, Spinner, TrailheadUiProvider } from '@trailhead/shared-kernel/ui';
import { AuthModals } from '../auth/auth-modals';
import { AccountBanner } from '../frame/account-banner';
import { AdminBar } from '../frame/admin-bar';
import { BreadcrumbsBar } from '../frame/breadcrumbs-bar';
import { Footer } from '../frame/footer';
import { SnackbarHost } from '../frame/snackbar-host';
import { TopBar } from '../frame/top-bar/top-bar';
import { remoteForPath } from '../remotes/areas';
import { RemoteArea } from '../remotes/remote-area';
import type { RemoteDescriptor } from '../remotes/remote-config';
import { RemoteRegistry } from '../remotes/remote-registry';
import { InstallPrompt } from '../pwa/install-prompt-banner';
import { OverlayHost } from './overlay-host';
import { PageErrorBoundary } from './error-boundary';
import { SessionEffects } from './session-effects';
import { ProgressBar } from '../frame/progress-bar';

const HelpIndexPage = lazy(() => import('../pages/help-pages').then((m) => ({ default: m.HelpIndexPage })));
const HelpPage = lazy(() => import('../pages/help-pages').then((m) => ({ default: m.HelpPage })));
const CookieSettingsPage = lazy(() => import('../pages/cookie-settings').then((m) => ({ default: m.CookieSettingsPage })));
const DoNotSellPage = lazy(() => import('../pages/static-pages').then((m) => ({ default: m.DoNotSellPage })));
const AccountBlockedPage = lazy(() => import('../pages/static-pages').then((m) => ({ default: m.AccountBlockedPage })));
const NoAccessPage = lazy(() => import('../pages/static-pages').then((m) => ({ default: m.NoAccessPage })));

const REMOTE_TITLES: Record<string, string> = {
  'mfe-forum': 'The forum',
  'mfe-events-clubs': 'Events and clubs',
  'mfe-profile-account': 'Members',
  'mfe-messaging-alerts': 'Conversations and alerts',
  'mfe-map': 'The member map',
};

/** Every path the shell does not own itself belongs to the remote that owns its first segment. */
function RemoteOutlet() {
  const { pathname } = useLocation();
  const remoteId = remoteForPath(pathname);
  return <RemoteArea key={remoteId} remoteId={remoteId} title={REMOTE_TITLES[remoteId] ?? remoteId} />;
}

/** A page of the site: its own error page if it throws, a spinner while its code loads. */
function RoutedPage({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const pageKey = pageKeyFor(pathname);
  return (
    <PageErrorBoundary resetKey={pathname}>
      <AdSlot position="below_breadcrumbs" pageKey={pageKey} />
      <Suspense fallback={pageFallback}>{children}</Suspense>
      <AdSlot position="content_below" pageKey={pageKey} />
    </PageErrorBoundary>
  );
}

const pageFallback = (
  <Center py="10">
    <Spinner color="brand.red" aria-label="Loading" />
  </Center>
);

export function App({ remotes }: { remotes: Promise<RemoteDescriptor[]> }) {
  return (
    <TrailheadUiProvider>
      <RemoteRegistry descriptors={remotes}>
        <BrowserRouter>
          <SessionEffects />
          <ProgressBar />
          <Box minH="100vh" display="flex" flexDirection="column">
            <a href="#main" className="skip-link">
              Skip to content
            </a>
            <AdminBar />
            <TopBar />
            <AccountBanner />
            <Container as="main" id="main" maxW="6xl" flex="1" minH="calc(100vh - 64px)" py="6" px={{ base: '3', md: '6' }}>
              <BreadcrumbsBar />
              <RoutedPage>
                <Routes>
                  <Route path="/help" element={<HelpIndexPage />} />
                  <Route path="/help/:page" element={<HelpPage />} />
                  <Route path="/cookieSettings" element={<CookieSettingsPage />} />
                  <Route path="/doNotSell" element={<DoNotSellPage />} />
                  <Route path="/accountBlocked" element={<AccountBlockedPage />} />
                  <Route path="/no-access" element={<NoAccessPage />} />
                  <Route path="*" element={<RemoteOutlet />} />
                </Routes>
              </RoutedPage>
            </Container>
            <Footer />
          </Box>
          <OverlayHost />
          <AuthModals />
          <SnackbarHost />
          <InstallPrompt />
        </BrowserRouter>
      </RemoteRegistry>
    </TrailheadUiProvider>
  );
}
