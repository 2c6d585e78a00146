import { Link as RouterLink } from '@trailhead/shared-kernel/router';
import { Box, Flex, HStack, IconButton, MenuIcon, SearchIcon } from '@trailhead/shared-kernel/ui';
import { drawerTab$ } from '../drawer/drawer-tab';
import { drawerOpen$ } from '../frame-state';
import { useFrameData } from '../use-frame-data';
import { lazy, Suspense, useState } from 'react';
import { AccountButtons, AccountMenuTrigger } from './account-buttons';
import { CountIcons } from './count-icons';
import { Logo } from './logo';
import { MainMenu } from './main-menu';

const AccountMenu = lazy(() => import('./account-menu'));
import { SearchBox } from './search-box';
import { VehicleSwitcher } from './vehicle-switcher';

/** The hamburger opens the drawer on its menu tab (the bell and the envelope open it on theirs). */
function openDrawer() {
  drawerTab$.next('menu');
  drawerOpen$.next(true);
}

/** Spec §2 top bar: large screens get everything inline; small ones a hamburger that opens the drawer. */
export function TopBar() {
  const frame = useFrameData();
  const [menuRequested, setMenuRequested] = useState(false);
  return (
    <Box as="header" bg="brand.black" color="white" px={{ base: '3', lg: '6' }} position="sticky" top="0" zIndex="sticky">
      <Flex align="center" gap="2" minH={{ base: '55px', lg: '64px' }}>
        <IconButton aria-label="Open menu" variant="ghost" color="white" hideFrom="lg" onClick={openDrawer} _hover={{ bg: 'whiteAlpha.200' }}>
          <MenuIcon />
        </IconButton>
        <Logo homeUrl={frame.homeUrl} />
        <Box hideBelow="lg" flex="1" minW="0">
          <MainMenu items={frame.menu} />
        </Box>
        <Box flex="1" hideFrom="lg" />
        <HStack gap="2">
          <Box hideBelow="lg">
            <VehicleSwitcher vehicles={frame.vehicles} selected={frame.selectedVehicle} />
          </Box>
          <Box hideBelow="2xl">
            <SearchBox />
          </Box>
          <IconButton asChild aria-label="Search" variant="ghost" color="white" hideFrom="2xl" hideBelow="md" _hover={{ bg: 'whiteAlpha.200' }}>
            <RouterLink to="/search">
              <SearchIcon />
            </RouterLink>
          </IconButton>
          {frame.user && <CountIcons counts={frame.counts} />}
          <Box hideBelow="lg">
            {frame.user ? (
              // A click before the menu's code has arrived is remembered, and the menu opens when it does.
              <Suspense fallback={<AccountMenuTrigger user={frame.user} onClick={() => setMenuRequested(true)} />}>
                <AccountMenu user={frame.user} adminLinks={frame.adminLinks} defaultOpen={menuRequested} />
              </Suspense>
            ) : (
              <AccountButtons />
            )}
          </Box>
        </HStack>
      </Flex>
    </Box>
  );
}
