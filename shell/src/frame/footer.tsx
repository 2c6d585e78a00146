import { Link as RouterLink } from '@trailhead/shared-kernel/router';
import { apiQueryOptions, useQuery } from '@trailhead/shared-kernel/query';
import type { SocialNetworksResponse } from '@trailhead/shared-kernel/types';
import { Box, Button, Flex, Link, Text } from '@trailhead/shared-kernel/ui';
import { openCookieSettings } from '../pages/cookie-settings-state';
import { contactModalOpen$ } from './frame-state';

/** Spec §2: the external privacy portal behind the Do not sell link. */
export const DO_NOT_SELL_URL = 'https://privacy.trailhead.example/do-not-sell';

const footerLink = { color: 'white', fontSize: 'sm', textDecoration: 'underline', textUnderlineOffset: '3px' } as const;

export function Footer() {
  const data = useQuery(apiQueryOptions<SocialNetworksResponse>('/social-networks')).data ?? null;
  return (
    <Box as="footer" bg="brand.black" color="white" px={{ base: '3', lg: '6' }} py="6" mt="8">
      <Flex as="nav" aria-label="Footer" gap="4" wrap="wrap" align="center">
        <Link asChild {...footerLink}>
          <RouterLink to="/help/privacy-policy">Privacy Policy</RouterLink>
        </Link>
        <Link asChild {...footerLink}>
          <RouterLink to="/help/terms">Terms of Use</RouterLink>
        </Link>
        <Link asChild {...footerLink}>
          <RouterLink to="/help">Help</RouterLink>
        </Link>
        <Link href={DO_NOT_SELL_URL} target="_blank" rel="noopener noreferrer" {...footerLink}>
          Do Not Sell My Personal Information
        </Link>
        <Button variant="plain" p="0" h="auto" onClick={openCookieSettings} {...footerLink}>
          Cookie Settings
        </Button>
        <Button variant="plain" p="0" h="auto" onClick={() => contactModalOpen$.next(true)} {...footerLink}>
          Contact us
        </Button>
        {data && (
          <>
            <Link href={`mailto:${data.support.email}`} {...footerLink}>
              Email Us
            </Link>
            <Link href={`tel:${data.support.phone.replace(/[^+\d]/g, '')}`} {...footerLink}>
              Call us {data.support.phone}
            </Link>
          </>
        )}
      </Flex>
      <Flex mt="4" gap="4" wrap="wrap" align="center" justify="space-between">
        <Flex gap="3" wrap="wrap" aria-label="Follow us">
          {data?.networks
            .filter((network) => network.show_in_footer)
            .map((network) => (
              <Link key={network.name} href={network.url} target="_blank" rel="noopener noreferrer" {...footerLink} aria-label={`Trailhead on ${network.title}`}>
                {network.title}
              </Link>
            ))}
        </Flex>
        <Text fontSize="sm" data-testid="app-version">
          Version {__SITE_VERSION__}
        </Text>
      </Flex>
    </Box>
  );
}
