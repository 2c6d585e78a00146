import type { MembershipBenefit } from '@trailhead/shared-kernel/types';
import { Box, Stack, Text } from '@trailhead/shared-kernel/ui';

/** What a membership gives, one benefit a line with its explanation. */
export function MembershipBenefitsList({ benefits, testId }: { benefits: MembershipBenefit[]; testId?: string }) {
  return (
    <Stack as="ul" listStyleType="none" m="0" p="0" gap="2" data-testid={testId}>
      {benefits.map((benefit) => (
        <Box as="li" key={benefit.key} display="flex" gap="2" alignItems="baseline">
          <Text as="span" aria-hidden="true" color="brand.red" fontWeight="bold">
            ✓
          </Text>
          <Text as="span">
            <Text as="span" fontWeight="semibold">
              {benefit.title}
            </Text>
            {': '}
            {benefit.description}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
