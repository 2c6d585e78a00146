import { Suspense, type ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '@trailhead/shared-kernel/constants';
import { useLocation } from '@trailhead/shared-kernel/router';
import { AdSlot, Box, Center, Container, pageKeyFor, Spinner } from '@trailhead/shared-kernel/ui';
import { AccountBanner } from '../frame/account-banner';
import { AdminBar } from '../frame/admin-bar';
import { BreadcrumbsBar } from '../frame/breadcrumbs-bar';
import { Footer } from '../frame/footer';
import { TopBar } from '../frame/top-bar/top-bar';
import { PageErrorBoundary } from './error-boundary';

/**
 * The frame of every page (spec §2): top bar, banners, breadcrumbs, the page between its ad slots,
 * and the footer. The browser app and the server's first screen draw the same frame.
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
        Skip to content
      </a>
      <AdminBar />
      <TopBar />
      <AccountBanner />
      <Container as="main" id={MAIN_CONTENT_ID} maxW="6xl" flex="1" minH="calc(100vh - 64px)" py="6" px={{ base: '3', md: '6' }}>
        <BreadcrumbsBar />
        <RoutedPage>{children}</RoutedPage>
      </Container>
      <Footer />
    </Box>
  );
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
