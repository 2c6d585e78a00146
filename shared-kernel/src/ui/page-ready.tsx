import { useEffect } from 'react';
import { bus } from '@trailhead/shared-kernel/bus';
import { useLocation } from '@trailhead/shared-kernel/router';

/**
 * Rendered beside a page, inside the same Suspense boundary: its effect runs once the page is on
 * screen and live (rendered by the browser, or taken over from the server's drawing), not while
 * its code or its spinner is there.
 */
export function PageReady() {
  const { pathname } = useLocation();
  useEffect(() => {
    bus.pageReady.next({ path: pathname });
  }, [pathname]);
  return null;
}
