import type { TrailEvent } from '@trailhead/shared-kernel/types';
import { DateTime } from '@trailhead/shared-kernel/dates';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { Badge, Box, Flex, Heading, HStack, RouterLink, Text } from '@trailhead/shared-kernel/ui';
import { attendanceText, KIND_LABELS, placeText } from '../event-text';
import { UserLink } from '@trailhead/shared-kernel/members';

interface EventCardProps {
  event: TrailEvent;
  regionLabel: string;
  vehicleLabel: string | null;
}

/** One event in the list: what, when (the viewer's clock), where, for which rigs, who hosts, how full. */
export function EventCard({ event, regionLabel, vehicleLabel }: EventCardProps) {
  const full = event.rigs_no > 0 && event.attending_count >= event.rigs_no;
  return (
    <Box as="article" borderWidth="1px" borderRadius="md" p="4" data-testid="event-card" opacity={event.is_cancelled ? 0.8 : 1}>
      <HStack gap="2" mb="1" wrap="wrap">
        <Badge colorPalette="orange">{KIND_LABELS[event.kind]}</Badge>
        {event.is_cancelled && <Badge colorPalette="red">Cancelled</Badge>}
        {event.is_past && !event.is_cancelled && <Badge colorPalette="gray">Past</Badge>}
        {event.series_id !== null && <Badge colorPalette="blue">Repeats</Badge>}
        <Text fontSize="sm" color="gray.700">
          {regionLabel}
        </Text>
      </HStack>
      <Heading as="h2" size="md" wordBreak="break-word">
        <RouterLink to={toSitePath(event.view_url)} textDecoration={event.is_cancelled ? 'line-through' : undefined}>
          {event.title}
        </RouterLink>
      </Heading>
      <Text fontSize="sm" color="gray.700">
        <DateTime seconds={event.start_date} />
      </Text>
      <Text fontSize="sm" color="gray.700">
        {placeText(event)}
      </Text>
      <Flex fontSize="sm" mt="2" gap="2" wrap="wrap" align="center">
        <Text as="span" fontWeight="semibold" color={full ? 'red.700' : undefined} data-testid="event-attendance">
          {attendanceText(event)}
        </Text>
        {vehicleLabel && (
          <Text as="span" color="gray.700">
            · {vehicleLabel}
          </Text>
        )}
        <Text as="span" color="gray.700">
          · hosted by{' '}
          <UserLink user={event.User} fontWeight="medium" />
        </Text>
      </Flex>
    </Box>
  );
}
