import { lazy, Suspense, useState } from 'react';
import { BehaviorSubject, useObservable } from '@trailhead/shared-kernel/bus';
import { drawerOpen$, logoutDialogOpen$ } from '../frame/frame-state';
import { cookieModalOpen$ } from '../pages/cookie-settings-state';

const SiteDrawer = lazy(() => import('../frame/drawer/site-drawer').then((m) => ({ default: m.SiteDrawer })));
const LogoutDialog = lazy(() => import('../frame/logout-dialog').then((m) => ({ default: m.LogoutDialog })));
const CookieSettingsModal = lazy(() => import('../pages/cookie-settings').then((m) => ({ default: m.CookieSettingsModal })));

/** True from the first time the subject opens: the overlay's code is fetched then, and kept for its closing animation. */
function useOpenedOnce(open$: BehaviorSubject<boolean>): boolean {
  const open = useObservable(open$);
  const [opened, setOpened] = useState(open);
  // Remembered while rendering (not in an effect): the overlay is mounted in the same render it opens.
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** The frame's overlays, each loaded when first opened so the first render does not wait for them. */
export function OverlayHost() {
  const drawer = useOpenedOnce(drawerOpen$);
  const logout = useOpenedOnce(logoutDialogOpen$);
  const cookies = useOpenedOnce(cookieModalOpen$);
  return (
    <Suspense fallback={null}>
      {drawer && <SiteDrawer />}
      {logout && <LogoutDialog />}
      {cookies && <CookieSettingsModal />}
    </Suspense>
  );
}
