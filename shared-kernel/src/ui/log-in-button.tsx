import { Button } from '@chakra-ui/react';
import { useLocation, useNavigate } from '@trailhead/shared-kernel/router';

/**
 * Log in, where a page tells a visitor that what it offers needs an account: opens the shell's
 * login dialog over this page (spec §2 ?login=true), so the person comes back to it signed in.
 */
export function LogInButton() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Button size="sm" bg="brand.redDark" color="white" onClick={() => navigate(`${pathname}?login=true`)}>
      Log in
    </Button>
  );
}
