import type { ReactNode } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLinkBase } from '@trailhead/shared-kernel/router';
import type { Pagination } from '@trailhead/shared-kernel/types';

interface PagerProps {
  pagination: Pagination;
  /** Where page n lives; pages are links so they can be opened, shared and crawled. */
  hrefFor: (page: number) => string;
  /** Draws Previous and Next where they are not links to pages (a list kept in the page's state). */
  renderLink?: (href: string, label: string, page: number) => ReactNode;
}

function PageLink({ href, label }: { href: string; label: string }) {
  return (
    <Button asChild size="sm" variant="outline">
      <RouterLinkBase to={href}>{label}</RouterLinkBase>
    </Button>
  );
}

/** Previous, "Page n of m", Next: the same look in every list; the end that cannot be gone to is a disabled button of the same shape. */
export function Pager({ pagination, hrefFor, renderLink = (href, label) => <PageLink href={href} label={label} /> }: PagerProps) {
  const { current_page: current, last_page: last } = pagination;
  // Past the end (an old link, a hand-typed ?page=): say so and lead back, not 'Page 5 of 2'.
  if (current > last) {
    return (
      <HStack as="nav" aria-label="Pages" gap="3" my="4" wrap="wrap" data-testid="pager">
        <Text fontSize="sm" role="status">
          There is no page {current}: this list has {last === 1 ? 'one page' : `${last} pages`}.
        </Text>
        {renderLink(hrefFor(last), last === 1 ? 'Go to the list' : 'Go to the last page', last)}
      </HStack>
    );
  }
  if (last <= 1) return null;
  return (
    <HStack as="nav" aria-label="Pages" gap="3" my="4" data-testid="pager">
      {current > 1 ? renderLink(hrefFor(current - 1), 'Previous', current - 1) : <Button size="sm" variant="outline" disabled>Previous</Button>}
      <Text fontSize="sm">
        Page {current} of {last}
      </Text>
      {current < last ? renderLink(hrefFor(current + 1), 'Next', current + 1) : <Button size="sm" variant="outline" disabled>Next</Button>}
    </HStack>
  );
}
