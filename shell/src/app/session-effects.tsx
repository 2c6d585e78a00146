import { useEffect } from 'react';
import { useLocation, useNavigate } from '@trailhead/shared-kernel/router';
import { bus, useObservable } from '@trailhead/shared-kernel/bus';
import { useFrameData } from '../frame/use-frame-data';
import { checkLoginCookie, refreshCounts } from '../session/session-service';
import { memberType, redirectAfterStatus } from '../session/session-rules';

const PAGE_VIEW_DELAY_MS = 250;

/** Spec §4, on every status change and route change: redirects, guards, counts, page views. */
export function SessionEffects() {
  const { status, user } = useObservable(bus.session$);
  const { homeUrl } = useFrameData();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!status) return;
    const target = redirectAfterStatus(status.permission, pathname, homeUrl);
    if (target && target !== pathname) navigate(target, { replace: true });
  }, [status, pathname, homeUrl, navigate]);

  useEffect(() => {
    checkLoginCookie();
    void refreshCounts();
    const timer = setTimeout(() => bus.analytics.next({ name: 'page:viewed', data: { path: pathname, user_id: user?.user_id ?? null, member_type: memberType(user) } }), PAGE_VIEW_DELAY_MS);
    return () => clearTimeout(timer);
    // Only a route change records a page view; the user is read as it is then.
  }, [pathname]);

  return null;
}
