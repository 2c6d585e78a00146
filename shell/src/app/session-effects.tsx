import { useEffect, useEffectEvent } from 'react';
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

  // Only a route change records a page view; the user is read as it is when the view is recorded.
  const recordPageView = useEffectEvent((path: string) => bus.analytics.next({ name: 'page:viewed', data: { path, user_id: user?.user_id ?? null, member_type: memberType(user) } }));
  useEffect(() => {
    checkLoginCookie();
    void refreshCounts();
    const timer = setTimeout(() => recordPageView(pathname), PAGE_VIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);

  return null;
}
