import { Heading, QueryView, Stack, storeHref, Text } from '@trailhead/shared-kernel/ui';
import { useSubscriptionOptions } from '../api/membership-api';
import { MembershipBenefitsList } from './membership-benefits-list';
import { MembershipTiers, StoreCallToAction } from './membership-tiers';

/** /benefits (public): what a paid membership gives, the tiers, and the way to the store. */
export function BenefitsPage() {
  const options = useSubscriptionOptions();
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Member benefits
      </Heading>
      <QueryView query={options} what="the membership benefits">
        {(data) => {
          const paid = data.tiers.find((tier) => tier.paid)?.benefits ?? [];
          return (
            <Stack gap="6">
              <Text fontSize="lg">Paid members get more out of every trip: {data.discount_percent} % off gear, the member map, first pick of events, and the right to host.</Text>
              <Stack as="section" aria-labelledby="benefits-heading" gap="3">
                <Heading as="h2" size="lg" id="benefits-heading">
                  What a paid membership gives
                </Heading>
                <MembershipBenefitsList benefits={paid} testId="benefits-list" />
              </Stack>
              <Stack as="section" aria-labelledby="tiers-heading" gap="3">
                <Heading as="h2" size="lg" id="tiers-heading">
                  The memberships
                </Heading>
                <MembershipTiers options={data} />
              </Stack>
              <StoreCallToAction href={storeHref('/')} testId="benefits-store-link">
                Become a member in the store
              </StoreCallToAction>
            </Stack>
          );
        }}
      </QueryView>
    </Stack>
  );
}
