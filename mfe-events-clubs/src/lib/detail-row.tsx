// One term and its value in a details list (<dl>): an event's facts, a club's.
import type { ReactNode } from 'react';
import { Box, Text } from '@trailhead/shared-kernel/ui';

export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Text as="dt" fontWeight="semibold" color="gray.700" mt={{ base: '2', sm: '0' }}>
        {term}
      </Text>
      <Box as="dd" minW="0">
        {children}
      </Box>
    </>
  );
}
