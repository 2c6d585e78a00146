import { lazy, Suspense, useRef } from 'react';
import { Link as RouterLink } from '@trailhead/shared-kernel/router';
import { useObservable } from '@trailhead/shared-kernel/bus';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { BellIcon, Box, Button, Center, CloseButton, EnvelopeIcon, HStack, MenuIcon, SearchIcon, Spinner, Stack, Text, UserIcon } from '@trailhead/shared-kernel/ui';
import { m, Motion } from '@trailhead/shared-kernel/motion';
import { Drawer, Portal, Tabs } from '@trailhead/shared-kernel/ui-overlays';
import { useAuthModals } from '../../auth/use-auth-modals';
import { drawerOpen$, logoutDialogOpen$ } from '../frame-state';
import { CountBadge, countName } from '../top-bar/count-badge';
import { MenuLink } from '../top-bar/main-menu';
import type { MessagingMenuKind } from '../top-bar/messaging-menu-panel';
import { SearchBox } from '../top-bar/search-box';
import { VehicleSwitcher } from '../top-bar/vehicle-switcher';
import { useFrameData } from '../use-frame-data';
import { drawerTab$, type DrawerTab } from './drawer-tab';

// The menus' host and the remote's widget come when the drawer shows their tab.
const MessagingMenuPanel = lazy(() => import('../top-bar/messaging-menu-panel'));

const close = () => drawerOpen$.next(false);

/** Spec §2 drawer for small screens: menu, search, alerts, conversations and user tabs (380 px). */
export function SiteDrawer() {
  const open = useObservable(drawerOpen$);
  const tab = useObservable(drawerTab$);
  const frame = useFrameData();
  const modals = useAuthModals();
  // A dialog opened from the drawer opens once the drawer has gone: opened at once, it would lose
  // focus to the menu button the leaving drawer hands it back to, and close with it.
  const afterClosing = useRef<(() => void) | null>(null);
  const closeThen = (open: () => void) => {
    afterClosing.current = open;
    close();
  };
  const openModal = (modal: 'login' | 'register') => closeThen(() => modals.open(modal));
  return (
    <Motion>
      <Drawer.Root
        open={open}
        onOpenChange={(details) => drawerOpen$.next(details.open)}
        onExitComplete={() => {
          const then = afterClosing.current;
          afterClosing.current = null;
          then?.();
        }}
        placement="start"
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content maxW="380px" data-testid="site-drawer" asChild _open={{ animationName: 'fade-in' }}>
              {/* Slides in with framer-motion (still, for reduced motion); Chakra's own animation takes it out. */}
              <m.div initial={{ x: '-100%' }} animate={{ x: open ? 0 : '-100%' }} transition={{ type: 'spring', stiffness: 380, damping: 38 }}>
                <Drawer.Header>
                  <Drawer.Title>Trailhead</Drawer.Title>
                  <Drawer.CloseTrigger asChild>
                    <CloseButton size="sm" aria-label="Close menu" />
                  </Drawer.CloseTrigger>
                </Drawer.Header>
                <Drawer.Body px="0">
                  <Tabs.Root value={tab} onValueChange={(details) => drawerTab$.next(details.value as DrawerTab)} variant="line" fitted lazyMount>
                    <Tabs.List>
                      <Tabs.Trigger value="menu" aria-label="Menu"><MenuIcon /></Tabs.Trigger>
                      <Tabs.Trigger value="search" aria-label="Search"><SearchIcon /></Tabs.Trigger>
                      <Tabs.Trigger value="alerts" aria-label={countName('Alerts', frame.counts.alerts, 'unviewed')} px="1">
                        <HStack gap="1">
                          <BellIcon />
                          <CountBadge count={frame.counts.alerts} testId="drawer-alerts-badge" />
                        </HStack>
                      </Tabs.Trigger>
                      <Tabs.Trigger value="conversations" aria-label={countName('Conversations', frame.counts.conversations, 'unread')} px="1">
                        <HStack gap="1">
                          <EnvelopeIcon />
                          <CountBadge count={frame.counts.conversations} testId="drawer-conversations-badge" />
                        </HStack>
                      </Tabs.Trigger>
                      <Tabs.Trigger value="user" aria-label="Your account"><UserIcon /></Tabs.Trigger>
                    </Tabs.List>
                    <Tabs.Content value="menu" px="4">
                      <Stack gap="1">
                        <Box hideFrom="lg" mb="2">
                          <VehicleSwitcher vehicles={frame.vehicles} selected={frame.selectedVehicle} testId="drawer-vehicle-switcher" width="full" />
                        </Box>
                        {frame.menu.flatMap((item) => [item, ...item.children]).map((item) => (
                          <Box key={item.navigation_id} onClick={close} pl={item.parent_navigation_id ? '4' : '0'}>
                            <MenuLink item={item} color="brand.black" />
                          </Box>
                        ))}
                      </Stack>
                    </Tabs.Content>
                    <Tabs.Content value="search" px="4">
                      <SearchBox onDone={close} withTitlesOnly dark={false} />
                    </Tabs.Content>
                    <Tabs.Content value="alerts" pt="0">
                      <DrawerMessagingTab kind="alerts" signedIn={frame.user !== null} onLogIn={() => openModal('login')} />
                    </Tabs.Content>
                    <Tabs.Content value="conversations" pt="0">
                      <DrawerMessagingTab kind="conversations" signedIn={frame.user !== null} onLogIn={() => openModal('login')} />
                    </Tabs.Content>
                    <Tabs.Content value="user" px="4">
                      {frame.user ? (
                        <Stack gap="2" fontWeight="semibold">
                          <DrawerLink to="/accountDetails" label="YOUR ACCOUNT" />
                          <DrawerLink to={toSitePath(frame.user.view_url)} label="MY PROFILE" />
                          <DrawerLink to="/subscriptions" label="MY SUBSCRIPTIONS" />
                          {frame.adminLinks?.admin_url && (
                            <a href={frame.adminLinks.admin_url} target="_blank" rel="noopener noreferrer">
                              <Text py="1">ADMIN</Text>
                            </a>
                          )}
                          <Button
                            variant="ghost"
                            justifyContent="flex-start"
                            px="0"
                            h="auto"
                            py="1"
                            fontWeight="inherit"
                            fontSize="inherit"
                            onClick={() => closeThen(() => logoutDialogOpen$.next(true))}
                          >
                            LOG OUT
                          </Button>
                        </Stack>
                      ) : (
                        <Stack gap="3">
                          <Button variant="outline" onClick={() => openModal('login')}>
                            LOG IN
                          </Button>
                          <Button bg="brand.redDark" color="white" onClick={() => openModal('register')}>
                            Create a Free Account
                          </Button>
                        </Stack>
                      )}
                    </Tabs.Content>
                  </Tabs.Root>
                </Drawer.Body>
              </m.div>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </Motion>
  );
}

/** The same menu as the top bar's pop-over, full width; a visitor is asked to log in. */
function DrawerMessagingTab({ kind, signedIn, onLogIn }: { kind: MessagingMenuKind; signedIn: boolean; onLogIn: () => void }) {
  if (!signedIn) {
    return (
      <Stack gap="3" px="4" pt="4">
        <Text>{kind === 'alerts' ? 'Log in to see your alerts.' : 'Log in to see your conversations.'}</Text>
        <Button variant="outline" onClick={onLogIn}>
          LOG IN
        </Button>
      </Stack>
    );
  }
  return (
    <Suspense
      fallback={
        <Center py="6" role="status" aria-label={`Loading your ${kind}`}>
          <Spinner size="sm" color="brand.red" />
        </Center>
      }
    >
      <Box data-testid={`drawer-${kind}-menu`}>
        <MessagingMenuPanel kind={kind} variant="drawer" onClose={close} />
      </Box>
    </Suspense>
  );
}

function DrawerLink({ to, label }: { to: string; label: string }) {
  return (
    <RouterLink to={to} onClick={close}>
      <Text py="1">{label}</Text>
    </RouterLink>
  );
}
