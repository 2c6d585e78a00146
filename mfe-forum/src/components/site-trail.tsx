import { useVehicleHomeUrl } from '@trailhead/shared-kernel/query';
import { Breadcrumbs, type Crumb } from '@trailhead/shared-kernel/ui';

/**
 * The breadcrumbs of the forum's own pages (a forum, a thread, posting a thread), where the shell
 * draws none: only this area knows the forums' titles. Home › Forums › … as spec §2 has them, the
 * last one the current page when `current` is given.
 */
export function SiteTrail({ crumbs, current, testId }: { crumbs: Crumb[]; current?: string; testId?: string }) {
  const links = [{ label: 'Home', href: useVehicleHomeUrl() }, { label: 'Forums', href: '/forums' }, ...crumbs];
  return <Breadcrumbs links={links} current={current} testId={testId} />;
}
