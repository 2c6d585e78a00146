import { useLocation } from '@trailhead/shared-kernel/router';
import { Breadcrumbs } from '@trailhead/shared-kernel/ui';
import { breadcrumbsFor } from './breadcrumbs';
import { useFrameData } from './use-frame-data';

/** Spec §2 breadcrumbs of the pages whose area draws none; the last crumb is the current page. */
export function BreadcrumbsBar() {
  const { pathname } = useLocation();
  const { homeUrl } = useFrameData();
  const crumbs = breadcrumbsFor(pathname, homeUrl);
  if (crumbs.length < 2) return null;
  return <Breadcrumbs links={crumbs.slice(0, -1)} current={crumbs[crumbs.length - 1].label} mb="4" />;
}
