import { Heading, QueryView, Stack, Text } from '@trailhead/shared-kernel/ui';
import { tierStoreHref, useSubscriptionOptions } from '../api/membership-api';
import { MembershipBenefitsList } from './membership-benefits-list';
import { MembershipTiers, StoreCallToAction } from './membership-tiers';

/** /join-us (public): the invitation to become a paid member, with the tiers and the store. */
export function JoinUsPage() {
  const options = useSubscriptionOptions();
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Join us
      </Heading>
      <QueryView query={options} what="the memberships">
        {(data) => {
          const premium = data.tiers.find((tier) => tier.code === 'premium_membership');
          return (
            <Stack gap="6">
              <Text fontSize="lg">
                Become a member of the community that lives for the trail. Choose Premium or Digital: both give every benefit below. New to paid membership? Free members can try it for {data.trial_days} days first.
              </Text>
              {premium && <MembershipBenefitsList benefits={premium.benefits} testId="join-benefits" />}
              {premium && (
                <StoreCallToAction href={tierStoreHref(premium)} testId="join-store-link">
                  Join with Premium Membership
                </StoreCallToAction>
              )}
              <Stack as="section" aria-labelledby="join-tiers" gap="3">
                <Heading as="h2" size="lg" id="join-tiers">
                  Every membership
                </Heading>
                <MembershipTiers options={data} />
              </Stack>
            </Stack>
          );
        }}
      </QueryView>
    </Stack>
  );
}
