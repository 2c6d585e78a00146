import { bus, isLoggedIn, useObservable } from '@trailhead/shared-kernel/bus';
import type { EventDetail } from '@trailhead/shared-kernel/types';
import { Box, Button, Heading, Stack, Text } from '@trailhead/shared-kernel/ui';
import { attendanceText } from '../../events';
import { useAttendEvent } from '../api/attend-event';

/** What pressing the RSVP button will do, in the button's words. */
export function rsvpAction(event: EventDetail): { label: string; attend: boolean } {
  if (event.viewer.rsvp === 'attending') return { label: 'Withdraw', attend: false };
  if (event.viewer.rsvp === 'waitlisted') return { label: 'Leave the waitlist', attend: false };
  const full = event.rigs_no > 0 && event.attending_count >= event.rigs_no;
  return { label: full ? 'Join the waitlist' : 'Attend', attend: true };
}

/** The count against the limit, the viewer's place, and the one button that changes it (shown at once). */
export function RsvpPanel({ event }: { event: EventDetail }) {
  const session = useObservable(bus.session$);
  const attend = useAttendEvent(event.event_id);
  const { viewer } = event;
  const action = rsvpAction(event);
  // Withdrawing is always allowed to one who is in; attending needs can_rsvp.
  const allowed = viewer.rsvp !== 'none' || viewer.can_rsvp;
  const status =
    viewer.rsvp === 'attending'
      ? 'You are going.'
      : viewer.rsvp === 'waitlisted'
        ? `You are on the waitlist${viewer.waitlist_position ? `, number ${viewer.waitlist_position}` : ''}.`
        : null;

  return (
    <Box as="section" aria-labelledby="rsvp-heading" borderWidth="1px" borderRadius="md" p="4" data-testid="rsvp-panel">
      <Heading as="h2" id="rsvp-heading" size="md" mb="2">
        RSVP
      </Heading>
      <Stack gap="3">
        <Text fontSize="lg" fontWeight="semibold" data-testid="rsvp-count" aria-live="polite">
          {attendanceText(event)}
        </Text>
        <Text data-testid="rsvp-status" aria-live="polite">
          {status}
        </Text>
        {!event.is_cancelled && !event.is_past && isLoggedIn(session) && (
          <Button
            data-testid="rsvp-button"
            onClick={() => attend.mutate(action.attend)}
            disabled={!allowed || attend.isPending}
            variant={action.attend ? 'solid' : 'outline'}
            bg={action.attend ? 'brand.redDark' : undefined}
            color={action.attend ? 'white' : undefined}
          >
            {action.label}
          </Button>
        )}
        {!isLoggedIn(session) && !event.is_cancelled && !event.is_past && <Text fontSize="sm">Log in or register to RSVP.</Text>}
        {viewer.rsvp === 'none' && !viewer.can_rsvp && viewer.rsvp_refusal && isLoggedIn(session) && (
          <Text fontSize="sm" color="gray.700" data-testid="rsvp-refusal">
            {viewer.rsvp_refusal}
          </Text>
        )}
        {attend.isError && (
          <Text role="alert" fontSize="sm" color="red.700">
            {attend.error.message}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
