import type { ReactNode } from 'react';
import { useLocation } from '@trailhead/shared-kernel/router';
import type { UserProfile } from '@trailhead/shared-kernel/types';
import { Box, Heading, RouterLink, Stack } from '@trailhead/shared-kernel/ui';
import { SignedInOnly } from '../../follows';

/** The pages of "your account", in the order the side menu lists them. */
export const ACCOUNT_PAGES: Array<{ path: string; label: string }> = [
  { path: '/accountDetails', label: 'Account details' },
  { path: '/preferences', label: 'Preferences' },
  { path: '/privacySettings', label: 'Privacy' },
  { path: '/signature', label: 'Signature' },
  { path: '/subscriptions', label: 'My subscriptions' },
  { path: '/changePassword', label: 'Password' },
  { path: '/accountSecurity', label: 'Sign-in and security' },
  { path: '/accountData', label: 'Your data' },
];

/** A page of the member's own account: the side menu (a row of links on a phone), the page's heading, and the page for the signed-in member. */
export function AccountLayout({ title, children }: { title: string; children: (user: UserProfile) => ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Stack direction={{ base: 'column', lg: 'row' }} gap={{ base: '4', lg: '8' }} align="flex-start">
      <Box as="nav" aria-label="Your account" flexShrink={0} w={{ base: 'full', lg: '56' }} data-testid="account-nav">
        <Stack as="ul" listStyleType="none" direction={{ base: 'row', lg: 'column' }} wrap="wrap" gap="1" m="0" p="0">
          {ACCOUNT_PAGES.map((page) => {
            const current = pathname === page.path;
            return (
              <Box as="li" key={page.path}>
                <RouterLink
                  to={page.path}
                  aria-current={current ? 'page' : undefined}
                  display="block"
                  px="3"
                  py="2"
                  borderRadius="md"
                  fontWeight={current ? 'semibold' : 'normal'}
                  bg={current ? 'gray.100' : undefined}
                  color="gray.800"
                >
                  {page.label}
                </RouterLink>
              </Box>
            );
          })}
        </Stack>
      </Box>
      <Stack gap="4" flex="1" minW="0" w="full">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <SignedInOnly>{children}</SignedInOnly>
      </Stack>
    </Stack>
  );
}
