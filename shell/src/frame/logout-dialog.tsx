import { useNavigate } from '@trailhead/shared-kernel/router';
import { useObservable } from '@trailhead/shared-kernel/bus';
import { useMutation } from '@trailhead/shared-kernel/query';
import { Button } from '@trailhead/shared-kernel/ui';
import { Dialog, Portal } from '@trailhead/shared-kernel/ui-overlays';
import { logOut } from '../session/session-service';
import { logoutDialogOpen$ } from './frame-state';
import { useFrameData } from './use-frame-data';

/** Spec §2: 'Do you really want to log out?' with No and Yes (max width 290). */
export function LogoutDialog() {
  const open = useObservable(logoutDialogOpen$);
  const { homeUrl } = useFrameData();
  const navigate = useNavigate();
  const logout = useMutation({
    mutationFn: logOut,
    onSettled: () => {
      logoutDialogOpen$.next(false);
      navigate(homeUrl);
    },
  });
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(details) => logoutDialogOpen$.next(details.open)} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="290px">
            <Dialog.Body pt="6">
              <Dialog.Title fontSize="md" fontWeight="semibold">
                Do you really want to log out?
              </Dialog.Title>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => logoutDialogOpen$.next(false)}>
                No
              </Button>
              <Button bg="brand.redDark" color="white" loading={logout.isPending} onClick={() => logout.mutate()}>
                Yes
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
