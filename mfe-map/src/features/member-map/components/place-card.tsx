import { formatDateTime } from '@trailhead/shared-kernel/dates';
import type { UnixSeconds } from '@trailhead/shared-kernel/types';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { Box, RouterLink, Text } from '@trailhead/shared-kernel/ui';

/** A chosen club or event: its name linking to its page, where it is, and (events) when. */
export function PlaceCard({ kind, title, href, detail, extra, startDate }: { kind: 'club' | 'event'; title: string; href: string; detail: string; extra?: string; startDate?: UnixSeconds }) {
  return (
    <Box p="3" pe="10" data-testid={`${kind}-card`}>
      <Text fontSize="xs" color="gray.600" textTransform="uppercase" letterSpacing="wide">
        {kind === 'club' ? 'Club' : 'Event'}
      </Text>
      <RouterLink to={toSitePath(href)} fontWeight="bold" fontSize="lg">
        {title}
      </RouterLink>
      {startDate !== undefined && <Text fontSize="sm">{formatDateTime(startDate)}</Text>}
      {detail && <Text fontSize="sm" color="gray.700">{detail}</Text>}
      {extra && <Text fontSize="sm" color="gray.700">{extra}</Text>}
    </Box>
  );
}
