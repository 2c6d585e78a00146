import { formatFullDate } from '@trailhead/shared-kernel/dates';
import { Box, QueryView, RouterLink, Stack, Text, TEXT_LINK } from '@trailhead/shared-kernel/ui';
import { AccountLayout } from '../../account';
import { useMembership } from '../api/membership-api';

export const NO_PAST_SUBSCRIPTIONS = 'You have no past subscriptions.';

/** /subscriptions-old: the memberships that ended, newest first. */
export function PastSubscriptionsPage() {
  return <AccountLayout title="Past subscriptions">{() => <PastSubscriptions />}</AccountLayout>;
}

function PastSubscriptions() {
  const membership = useMembership();
  return (
    <Stack gap="4">
      <QueryView query={membership} what="your past subscriptions">
        {({ past }) =>
          past.length === 0 ? (
            <Text data-testid="past-subscriptions-empty">{NO_PAST_SUBSCRIPTIONS}</Text>
          ) : (
            <Stack as="ul" listStyleType="none" m="0" p="0" gap="3" data-testid="past-subscriptions">
              {past.map((period) => (
                <Box as="li" key={period.period_id} borderWidth="1px" borderRadius="md" p="4">
                  <Text fontWeight="semibold">{period.title}</Text>
                  <Text color="gray.700">
                    {formatFullDate(period.started_at)} – {formatFullDate(period.ended_at)}
                  </Text>
                </Box>
              ))}
            </Stack>
          )
        }
      </QueryView>
      <Text>
        <RouterLink to="/subscriptions" {...TEXT_LINK}>
          Back to My subscriptions
        </RouterLink>
      </Text>
    </Stack>
  );
}
