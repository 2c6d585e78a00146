import { formatFullDate } from '@trailhead/shared-kernel/dates';
import type { CurrentMembership } from '@trailhead/shared-kernel/types';
import { Alert, Badge, Box, Button, Flex, Heading, QueryView, RouterLink, Stack, Text, TEXT_LINK } from '@trailhead/shared-kernel/ui';
import { AccountLayout } from '../../account';
import { useAcceptTrial, useMembership } from '../api/membership-api';
import { MembershipBenefitsList } from './membership-benefits-list';
import { PointsProgramme } from './points-programme';

export { TRIAL_STARTED } from '../api/membership-api';

/** /subscriptions: the member's membership now (since, until, what it gives, the partner code), the trial offer, the points programme. */
export function SubscriptionsPage() {
  return <AccountLayout title="My subscriptions">{() => <Subscriptions />}</AccountLayout>;
}

function Subscriptions() {
  const membership = useMembership();
  return (
    <QueryView query={membership} what="your membership">
      {({ current }) => (
        <Stack gap="6">
          <CurrentMembershipCard current={current} />
          {!current.paid && (current.trial_eligible ? <TrialOffer days={current.trial_days} /> : <JoinInvitation />)}
          <Text>
            <RouterLink to="/subscriptions-old" {...TEXT_LINK} data-testid="past-subscriptions-link">
              Past subscriptions
            </RouterLink>
          </Text>
          <PointsProgramme />
        </Stack>
      )}
    </QueryView>
  );
}

function CurrentMembershipCard({ current }: { current: CurrentMembership }) {
  return (
    <Box as="section" aria-labelledby="current-membership" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '6' }} data-testid="current-membership" data-code={current.code}>
      <Flex gap="3" align="center" wrap="wrap">
        <Heading as="h2" size="lg" id="current-membership">
          {current.title}
        </Heading>
        <Badge colorPalette={current.paid ? 'green' : 'gray'}>{current.paid ? 'Paid member' : 'Free account'}</Badge>
      </Flex>
      <Stack gap="1" mt="2" color="gray.700">
        {current.since !== null && <Text data-testid="membership-since">Since {formatFullDate(current.since)}</Text>}
        {current.paid && <Text data-testid="membership-until">{current.until !== null ? `Until ${formatFullDate(current.until)}` : 'No end date'}</Text>}
      </Stack>
      {current.paid ? (
        <Stack gap="4" mt="4">
          <Heading as="h3" size="md">
            What it gives you
          </Heading>
          <MembershipBenefitsList benefits={current.benefits} testId="membership-benefits" />
          {current.partner_discount_code && (
            <Box bg="gray.50" borderRadius="md" p="4">
              <Text fontWeight="semibold">Your partner discount code</Text>
              <Text fontFamily="mono" fontSize="xl" letterSpacing="wider" data-testid="partner-code">
                {current.partner_discount_code}
              </Text>
            </Box>
          )}
        </Stack>
      ) : (
        <Text mt="4">
          A free account has the forum, events, clubs and conversations. Paid members also get {''}
          <RouterLink to="/benefits" {...TEXT_LINK}>
            member pricing, the member map, priority events, hosting and a partner discount code
          </RouterLink>
          .
        </Text>
      )}
    </Box>
  );
}

function TrialOffer({ days }: { days: number }) {
  const accept = useAcceptTrial();
  const failure = accept.error?.message ?? null;
  const start = () => accept.mutate();
  return (
    <Box as="section" aria-labelledby="trial-offer" borderWidth="2px" borderColor="brand.red" borderRadius="lg" p={{ base: '4', md: '6' }} data-testid="trial-offer">
      <Heading as="h2" size="lg" id="trial-offer">
        Try the membership free for {days} days
      </Heading>
      <Text mt="2">Every benefit of a paid membership starts at once: member pricing, the member map, priority events, hosting and the partner discount code. At the end you are back on the free account; nothing is charged.</Text>
      {failure && (
        <Alert.Root status="error" mt="3" role="alert">
          <Alert.Indicator />
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Root>
      )}
      <Button mt="4" colorPalette="red" onClick={start} loading={accept.isPending} disabled={accept.isPending} loadingText="Starting your trial…" data-testid="accept-trial">
        Accept the {days}-day trial
      </Button>
    </Box>
  );
}

function JoinInvitation() {
  return (
    <Text data-testid="join-invitation">
      <RouterLink to="/join-us" {...TEXT_LINK}>
        Become a member
      </RouterLink>{' '}
      to get the benefits again.
    </Text>
  );
}
