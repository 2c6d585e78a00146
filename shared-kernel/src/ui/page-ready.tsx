import { useEffect } from 'react';
import { bus } from '@trailhead/shared-kernel/bus';
import { useLocation } from '@trailhead/shared-kernel/router';

/**
 * Rendered by a page once its first screen of content is on screen (not its spinner): the shell
 * then shows the live page in place of the server's drawing of that screen.
 */
export function PageReady() {
  const { pathname } = useLocation();
  useEffect(() => {
    bus.pageReady.next({ path: pathname });
  }, [pathname]);
  return null;
}
