import { Link as RouterLink, useLocation } from '@trailhead/shared-kernel/router';
import { Box, Flex, Link, Text } from '@trailhead/shared-kernel/ui';
import { breadcrumbsFor } from './breadcrumbs';
import { useFrameData } from './use-frame-data';

/** Spec §2 breadcrumbs; the last crumb is the current page. */
export function BreadcrumbsBar() {
  const { pathname } = useLocation();
  const { homeUrl } = useFrameData();
  const crumbs = breadcrumbsFor(pathname, homeUrl);
  if (crumbs.length < 2) return null;
  return (
    <Box as="nav" aria-label="Breadcrumb" fontSize="sm" mb="4">
      <Flex as="ol" gap="2" wrap="wrap" listStyleType="none" p="0" m="0">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <Flex as="li" key={crumb.href} gap="2" align="center">
              {last ? (
                <Text aria-current="page" fontWeight="semibold">{crumb.label}</Text>
              ) : (
                <>
                  <Link asChild color="brand.redDark">
                    <RouterLink to={crumb.href}>{crumb.label}</RouterLink>
                  </Link>
                  <Text aria-hidden="true" color="gray.500">›</Text>
                </>
              )}
            </Flex>
          );
        })}
      </Flex>
    </Box>
  );
}
