import { Link as RouterLink } from '@trailhead/shared-kernel/router';
import type { AdminLinksResponse, UserProfile } from '@trailhead/shared-kernel/types';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { AccountMenuTrigger } from './account-buttons';
import { Menu, Portal } from '@trailhead/shared-kernel/ui-overlays';
import { logoutDialogOpen$ } from '../frame-state';
import { useInstallPrompt } from '../../pwa/install-prompt';

/** Spec §2 account menu of a logged-in member (loaded after the first render: menus are overlays). */
export default function AccountMenu({ user, adminLinks, defaultOpen = false }: { user: UserProfile; adminLinks: AdminLinksResponse | null; defaultOpen?: boolean }) {
  const install = useInstallPrompt();
  return (
    <Menu.Root defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <AccountMenuTrigger user={user} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="205px">
            <Menu.Item value="account" asChild>
              <RouterLink to="/accountDetails">Account Details</RouterLink>
            </Menu.Item>
            <Menu.Item value="profile" asChild>
              <RouterLink to={toSitePath(user.view_url)}>My Profile</RouterLink>
            </Menu.Item>
            <Menu.Item value="subscriptions" asChild>
              <RouterLink to="/subscriptions">My Subscriptions</RouterLink>
            </Menu.Item>
            {adminLinks?.vtb_admin_url && (
              <Menu.Item value="vtb-admin" asChild>
                <a href={adminLinks.vtb_admin_url} target="_blank" rel="noopener noreferrer">
                  VTB Admin
                </a>
              </Menu.Item>
            )}
            {install.available && (
              <Menu.Item value="install" onClick={install.prompt}>
                Install app
              </Menu.Item>
            )}
            <Menu.Separator />
            <Menu.Item value="logout" onClick={() => logoutDialogOpen$.next(true)}>
              Log out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
