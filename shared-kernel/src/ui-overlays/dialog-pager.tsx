import type { Pagination } from '@trailhead/shared-kernel/types';
import { Button, HStack, Text } from '@chakra-ui/react';

/** Previous / Next inside a dialog's list (a dialog's pages are state, not links); nothing for one page. */
export function DialogPager({ pagination, onPage }: { pagination: Pagination; onPage: (page: number) => void }) {
  const { current_page: current, last_page: last } = pagination;
  if (last <= 1) return null;
  return (
    <HStack justify="space-between">
      <Button size="xs" variant="outline" disabled={current <= 1} onClick={() => onPage(current - 1)}>
        Previous
      </Button>
      <Text fontSize="sm">
        Page {current} of {last}
      </Text>
      <Button size="xs" variant="outline" disabled={current >= last} onClick={() => onPage(current + 1)}>
        Next
      </Button>
    </HStack>
  );
}
