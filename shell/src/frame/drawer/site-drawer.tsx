import { Link as RouterLink } from '@trailhead/shared-kernel/router';
import { useObservable } from '@trailhead/shared-kernel/bus';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { BellIcon, Box, Button, CloseButton, EnvelopeIcon, MenuIcon, SearchIcon, Stack, Text, UserIcon } from '@trailhead/shared-kernel/ui';
import { m, Motion } from '@trailhead/shared-kernel/motion';
import { Drawer, Portal, Tabs } from '@trailhead/shared-kernel/ui-overlays';
import { useAuthModals } from '../../auth/use-auth-modals';
import { drawerOpen$, logoutDialogOpen$ } from '../frame-state';
import { MenuLink } from '../top-bar/main-menu';
import { SearchBox } from '../top-bar/search-box';
import { VehicleSwitcher } from '../top-bar/vehicle-switcher';
import { useFrameData } from '../use-frame-data';

const close = () => drawerOpen$.next(false);

/** Spec §2 drawer for small screens: menu, search, alerts, conversations and user tabs (380 px). */
export function SiteDrawer() {
  const open = useObservable(drawerOpen$);
  const frame = useFrameData();
  const modals = useAuthModals();
  const openModal = (modal: 'login' | 'register') => {
    close();
    modals.open(modal);
  };
  return (
    <Motion>
      <Drawer.Root open={open} onOpenChange={(details) => drawerOpen$.next(details.open)} placement="start">
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
                  <Tabs.Root defaultValue="menu" variant="line" fitted>
                    <Tabs.List>
                      <Tabs.Trigger value="menu" aria-label="Menu"><MenuIcon /></Tabs.Trigger>
                      <Tabs.Trigger value="search" aria-label="Search"><SearchIcon /></Tabs.Trigger>
                      <Tabs.Trigger value="alerts" aria-label="Alerts"><BellIcon /></Tabs.Trigger>
                      <Tabs.Trigger value="conversations" aria-label="Conversations"><EnvelopeIcon /></Tabs.Trigger>
                      <Tabs.Trigger value="user" aria-label="Your account"><UserIcon /></Tabs.Trigger>
                    </Tabs.List>
                    <Tabs.Content value="menu" px="4">
                      <Stack gap="1">
                        <Box hideFrom="lg" mb="2">
                          <VehicleSwitcher vehicles={frame.vehicles} selected={frame.selectedVehicle} testId="drawer-vehicle-switcher" />
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
                    <Tabs.Content value="alerts" px="4">
                      <DrawerLink to="/alerts" label={`Alerts${frame.counts.alerts ? ` (${frame.counts.alerts} new)` : ''}`} />
                    </Tabs.Content>
                    <Tabs.Content value="conversations" px="4">
                      <DrawerLink to="/conversations" label={`Conversations${frame.counts.conversations ? ` (${frame.counts.conversations} unread)` : ''}`} />
                    </Tabs.Content>
                    <Tabs.Content value="user" px="4">
                      {frame.user ? (
                        <Stack gap="2" fontWeight="semibold">
                          <DrawerLink to="/accountDetails" label="YOUR ACCOUNT" />
                          <DrawerLink to={toSitePath(frame.user.view_url)} label="MY PROFILE" />
                          <DrawerLink to="/subscriptions" label="MY SUBSCRIPTIONS" />
                          {frame.user.is_staff && !frame.user.is_content_moderator && frame.adminLinks?.admin_url && (
                            <a href={frame.adminLinks.admin_url} target="_blank" rel="noopener noreferrer">
                              ADMIN
                            </a>
                          )}
                          <Button
                            variant="ghost"
                            justifyContent="flex-start"
                            px="0"
                            onClick={() => {
                              close();
                              logoutDialogOpen$.next(true);
                            }}
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

function DrawerLink({ to, label }: { to: string; label: string }) {
  return (
    <RouterLink to={to} onClick={close}>
      <Text py="1">{label}</Text>
    </RouterLink>
  );
}
