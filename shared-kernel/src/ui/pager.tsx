import type { ReactNode } from "react";
import { Button, HStack, Text } from '@chakra-ui/react';
import type { Pagination } from '@trailhead/shared-kernel/types';

interface PagerProps {
  pagination: Pagination;
  /** Where page n lives; pages are links so they can be opened, shared and crawled. */
  hrefFor: (page: number) => string;
  renderLink: (href: string, label: string, page: number) => ReactNode;
}

export function Pager({ pagination, hrefFor, renderLink }: PagerProps) {
  const { current_page: current, last_page: last } = pagination;
  if (last <= 1) return null;
  return (
    <HStack as="nav" aria-label="Pages" gap="3" my="4" data-testid="pager">
      {current > 1 ? renderLink(hrefFor(current - 1), 'Previous', current - 1) : <Button size="sm" disabled>Previous</Button>}
      <Text fontSize="sm">
        Page {current} of {last}
      </Text>
      {current < last ? renderLink(hrefFor(current + 1), 'Next', current + 1) : <Button size="sm" disabled>Next</Button>}
    </HStack>
  );
}
