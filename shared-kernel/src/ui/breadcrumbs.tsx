import { Box, Flex, Link, Text, type BoxProps } from '@chakra-ui/react';
import { Link as RouterLinkBase } from '@trailhead/shared-kernel/router';

export interface Crumb {
  label: string;
  href: string;
}

/**
 * Spec §2 breadcrumbs, one look wherever they are drawn (the shell's bar, the forum's own pages):
 * each of `links` leads up, separated by ›; `current`, when given, is the page itself (not a link).
 */
export function Breadcrumbs({ links, current, testId, ...box }: { links: Crumb[]; current?: string; testId?: string } & BoxProps) {
  const last = links.length - 1;
  return (
    <Box as="nav" aria-label="Breadcrumb" fontSize="sm" data-testid={testId} {...box}>
      <Flex as="ol" gap="2" wrap="wrap" listStyleType="none" p="0" m="0">
        {links.map((crumb, index) => (
          <Flex as="li" key={crumb.href} gap="2" align="center">
            <Link asChild color="brand.redDark">
              <RouterLinkBase to={crumb.href}>{crumb.label}</RouterLinkBase>
            </Link>
            {(current !== undefined || index < last) && (
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
