import { useNavigate } from '@trailhead/shared-kernel/router';
import { useObservable } from '@trailhead/shared-kernel/bus';
import { useMutation } from '@trailhead/shared-kernel/query';
import { Button } from '@trailhead/shared-kernel/ui';
import { Dialog, DialogFrame } from '@trailhead/shared-kernel/ui-overlays';
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
  const close = () => logoutDialogOpen$.next(false);
  return (
    <DialogFrame title="Do you really want to log out?" role="alertdialog" open={open} onClose={close} busy={logout.isPending} placement="center" maxW="290px">
      <Dialog.Footer>
        <Button variant="outline" onClick={close} disabled={logout.isPending}>
          No
        </Button>
        <Button bg="brand.redDark" color="white" loading={logout.isPending} onClick={() => logout.mutate()}>
          Yes
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
