import { bus, useObservable } from '@trailhead/shared-kernel/bus';
import { useQuery, vehiclesQuery } from '@trailhead/shared-kernel/query';
import { Link as RouteLink } from '@trailhead/shared-kernel/router';
import { Box, Flex, Link, Text } from '@trailhead/shared-kernel/ui';

export interface TrailCrumb {
  label: string;
  href: string;
}

/** Home at the vehicle home URL (spec §2), as the shell's breadcrumbs link it. */
function useVehicleHomeUrl(): string {
  const vehicleTypeId = useObservable(bus.vehicleType$);
  const vehicles = useQuery(vehiclesQuery());
  const slug = vehicles.data?.vehicle_types.find((type) => type.vehicle_type_id === vehicleTypeId)?.slug_url;
  return slug ? `/${slug}` : '/';
}

/**
 * The breadcrumbs of the forum's own pages (a forum, a thread, posting a thread), where the shell
 * draws none: only this area knows the forums' titles. Home › Forums › … as spec §2 has them, the
 * last one the current page when `current` is given.
 */
export function SiteTrail({ crumbs, current, testId }: { crumbs: TrailCrumb[]; current?: string; testId?: string }) {
  const homeUrl = useVehicleHomeUrl();
  const links = [{ label: 'Home', href: homeUrl }, { label: 'Forums', href: '/forums' }, ...crumbs];
  return (
    <Box as="nav" aria-label="Breadcrumb" fontSize="sm" data-testid={testId}>
      <Flex as="ol" gap="2" wrap="wrap" listStyleType="none" p="0" m="0">
        {links.map((crumb) => (
          <Flex as="li" key={crumb.href} gap="2" align="center">
            <Link asChild color="brand.redDark">
              <RouteLink to={crumb.href}>{crumb.label}</RouteLink>
            </Link>
            {(current !== undefined || crumb !== links[links.length - 1]) && (
              <Text aria-hidden="true" color="gray.500">
                ›
              </Text>
            )}
          </Flex>
        ))}
        {current !== undefined && (
          <Flex as="li">
            <Text aria-current="page" fontWeight="semibold">
              {current}
            </Text>
          </Flex>
        )}
      </Flex>
    </Box>
  );
}
