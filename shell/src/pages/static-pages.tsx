import { Link as RouterLink } from '@trailhead/shared-kernel/router';
import { Box, Heading, Link, Stack, Text } from '@trailhead/shared-kernel/ui';
import { DO_NOT_SELL_URL } from '../frame/footer';

/** /accountBlocked: where a blocked account lands (spec §4). */
export function AccountBlockedPage() {
  return (
    <Stack gap="4" maxW="2xl" data-testid="account-blocked">
      <Heading as="h1" size="2xl">
        Your account is blocked
      </Heading>
      <Text>This account can no longer use Trailhead. If you think this is a mistake, contact us from the link at the bottom of the page.</Text>
    </Stack>
  );
}

/** /no-access: spec §6, the site is for US residents only. */
export function NoAccessPage() {
  return (
    <Stack gap="4" maxW="2xl">
      <Heading as="h1" size="2xl">
        Not available in your region
      </Heading>
      <Text>Trailhead is available to US residents only.</Text>
    </Stack>
  );
}

/** /doNotSell */
export function DoNotSellPage() {
  return (
    <Stack gap="4" maxW="2xl">
      <Heading as="h1" size="2xl">
        Do Not Sell
      </Heading>
      <Text>We do not sell your personal information. To make a request under your state's privacy law, use our privacy portal.</Text>
      <Box>
        <Link href={DO_NOT_SELL_URL} target="_blank" rel="noopener noreferrer" color="brand.redDark" fontWeight="semibold">
          Open the privacy portal
        </Link>
      </Box>
      <Link asChild color="brand.redDark">
        <RouterLink to="/help/privacy-policy">Read the Privacy Policy</RouterLink>
      </Link>
    </Stack>
  );
}
