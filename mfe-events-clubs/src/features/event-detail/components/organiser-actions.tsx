import { useState } from 'react';
import { bus } from '@trailhead/shared-kernel/bus';
import { Link } from '@trailhead/shared-kernel/router';
import type { EventDetail } from '@trailhead/shared-kernel/types';
import { Box, Button, Field, Flex, Heading, Input, Stack } from '@trailhead/shared-kernel/ui';
import { TextDialog } from '@trailhead/shared-kernel/ui-overlays';
import { useEventEngine } from '../../../lib/event-engine';
import { useCancelEvent, useSetRsvpLimit } from '../api/organiser-writes';

/** For the event's organisers (and staff): edit, invite, change the RSVP limit, cancel. */
export function OrganiserActions({ event }: { event: EventDetail }) {
  const { viewer } = event;
  const [cancelling, setCancelling] = useState(false);
  const engine = useEventEngine();
  const inviteHref = engine.inviteHref(event.event_id);
  if (!viewer.can_edit && !viewer.can_invite && !viewer.can_cancel) return null;
  return (
    <Box as="section" aria-labelledby="organiser-heading" borderWidth="1px" borderRadius="md" p="4" data-testid="organiser-actions">
      <Heading as="h2" id="organiser-heading" size="md" mb="3">
        Organiser tools
      </Heading>
      <Stack gap="4">
        <Flex gap="2" wrap="wrap">
          {viewer.can_edit && (
            <Button asChild size="sm" variant="outline">
              <Link to={engine.editHref(event.event_id)}>Edit</Link>
            </Button>
          )}
          {viewer.can_invite && inviteHref !== null && !event.is_cancelled && (
            <Button asChild size="sm" variant="outline">
              <Link to={inviteHref}>Invite</Link>
            </Button>
          )}
          {viewer.can_cancel && !event.is_cancelled && (
            <Button size="sm" colorPalette="red" variant="outline" onClick={() => setCancelling(true)}>
              Cancel event
            </Button>
          )}
        </Flex>
        {viewer.can_edit && !event.is_cancelled && <RsvpLimitForm event={event} />}
      </Stack>
      {cancelling && <CancelDialog event={event} onClose={() => setCancelling(false)} />}
    </Box>
  );
}

/** The RSVP limit (rigs_no, 0 unlimited): a higher limit lets the first on the waitlist in. */
function RsvpLimitForm({ event }: { event: EventDetail }) {
  const [value, setValue] = useState(String(event.rigs_no));
  const save = useSetRsvpLimit(event.event_id);
  const number = value.trim() === '' ? 0 : Number(value);
  const invalid = !Number.isInteger(number) || number < 0 || number > 100_000;
  return (
    <Box
      as="form"
      onSubmit={(submit) => {
        submit.preventDefault();
        if (invalid) return;
        save.mutate(number, { onSuccess: ({ event: saved }) => bus.snackbar.next({ status: 'success', message: saved.rigs_no === 0 ? 'The event has no RSVP limit now.' : `The RSVP limit is ${saved.rigs_no} now.` }) });
      }}
    >
      <Field.Root invalid={invalid || save.isError}>
        <Field.Label>RSVP limit (0 for unlimited)</Field.Label>
        <Flex gap="2">
          <Input type="number" min={0} inputMode="numeric" size="sm" w="28" value={value} onChange={(change) => setValue(change.target.value)} />
          <Button type="submit" size="sm" loading={save.isPending} disabled={invalid || save.isPending}>
            Save limit
          </Button>
        </Flex>
        {invalid && <Field.ErrorText>Enter a whole number, 0 or more.</Field.ErrorText>}
        {save.isError && <Field.ErrorText>{save.error.message}</Field.ErrorText>}
      </Field.Root>
    </Box>
  );
}

export const CANCEL_REASON_NEEDED = 'Please give a reason: the people going will read it.';

/** Cancelling needs a reason: attendees and the waitlist are alerted with it. */
function CancelDialog({ event, onClose }: { event: EventDetail; onClose: () => void }) {
  const cancel = useCancelEvent(event.event_id);
  return (
    <TextDialog
      title={`Cancel “${event.title}”?`}
      testId="cancel-dialog"
      intro={`${event.series_id !== null ? 'Only this occurrence is cancelled. ' : ''}Everyone going and on the waitlist gets an alert with your reason.`}
      label="Reason"
      maxLength={500}
      rows={3}
      check={(reason) => {
        if (reason.trim() === '') throw new Error(CANCEL_REASON_NEEDED);
      }}
      send={async (reason) => {
        await cancel.mutateAsync(reason);
        bus.snackbar.next({ status: 'success', message: 'The event has been cancelled.' });
      }}
      cancelLabel="Keep the event"
      submitLabel="Cancel event"
      onClose={onClose}
    />
  );
}
