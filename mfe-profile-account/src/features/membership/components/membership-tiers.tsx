import { bus, isLoggedIn, useObservable } from '@trailhead/shared-kernel/bus';
import type { MembershipTier, SubscriptionOptionsResponse } from '@trailhead/shared-kernel/types';
import { Badge, Box, Heading, Link, RouterLink, SimpleGrid, Stack, Text, TEXT_LINK } from '@trailhead/shared-kernel/ui';
import { tierStoreHref } from '../api/membership-api';

/** A store link: the gear store opens in a new tab (spec §1). */
export function StoreCallToAction({ href, children, testId }: { href: string; children: string; testId?: string }) {
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener"
      display="inline-block"
      // The brand red is too light under white text (axe color-contrast): a darker red of the same hue.
      bg="red.700"
      color="white"
      fontWeight="semibold"
      px="4"
      py="2"
      borderRadius="md"
      _hover={{ textDecoration: 'none', opacity: 0.9 }}
      data-testid={testId}
    >
      {children}
      <Text as="span" srOnly>
        {' '}
        (opens the store in a new tab)
      </Text>
    </Link>
  );
}

/** The four tiers side by side (stacked on a phone): what each gives and how to get it. No prices (spec §9). */
export function MembershipTiers({ options }: { options: SubscriptionOptionsResponse }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4" data-testid="membership-tiers">
      {options.tiers.map((tier) => (
        <TierCard key={tier.code} tier={tier} />
      ))}
    </SimpleGrid>
  );
}

function TierCard({ tier }: { tier: MembershipTier }) {
  const signedIn = isLoggedIn(useObservable(bus.session$));
  const headingId = `tier-${tier.code}`;
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="lg" p="4" display="flex" flexDirection="column" gap="3" data-testid={headingId}>
      <Stack gap="1">
        <Heading as="h3" size="md" id={headingId}>
          {tier.title}
        </Heading>
        {tier.paid && <Badge alignSelf="flex-start" colorPalette="green">{tier.length_days ? `${tier.length_days} days, free` : 'Every benefit'}</Badge>}
      </Stack>
      <Text>{tier.summary}</Text>
      <Box mt="auto">
        {tier.store_path ? (
          <StoreCallToAction href={tierStoreHref(tier)}>{`Get ${tier.title}`}</StoreCallToAction>
        ) : tier.code === 'trial_membership' ? (
          <Text fontSize="sm" color="gray.700">
            Free members accept it on{' '}
            <RouterLink to="/subscriptions" {...TEXT_LINK}>
              My subscriptions
            </RouterLink>
            .
          </Text>
        ) : signedIn ? (
          <Text fontSize="sm" color="gray.700">
            You have an account: this is yours already.
          </Text>
        ) : (
          <RouterLink to="?register=true" {...TEXT_LINK}>
            Create a Free Account
          </RouterLink>
        )}
      </Box>
    </Box>
  );
}
