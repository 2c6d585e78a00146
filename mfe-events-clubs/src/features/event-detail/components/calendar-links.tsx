import { useId } from 'react';
import { bus, isLoggedIn, useObservable } from '@trailhead/shared-kernel/bus';
import type { EventDetail } from '@trailhead/shared-kernel/types';
import { Box, Button, Field, Flex, Heading, Input, Link, Stack, Text } from '@trailhead/shared-kernel/ui';
import { useCalendarFeed, useChangeCalendarFeed } from '../api/calendar-feed';

/** "Add to calendar" (this event's .ics, with the series' rule) and, for members, their own subscribable feed. */
export function CalendarLinks({ event }: { event: EventDetail }) {
  const session = useObservable(bus.session$);
  return (
    <Box as="section" aria-labelledby="calendar-heading" borderWidth="1px" borderRadius="md" p="4" data-testid="calendar-links">
      <Heading as="h2" id="calendar-heading" size="md" mb="3">
        Calendar
      </Heading>
      <Stack gap="3">
        <Link href={event.ics_url} download={`event-${event.event_id}.ics`} fontWeight="semibold" color="brand.redDark" data-testid="ics-link">
          Add to calendar{event.series_id !== null ? ' (the whole series)' : ''}
        </Link>
        {isLoggedIn(session) && <CalendarFeed />}
      </Stack>
    </Box>
  );
}

/** GET/POST/DELETE /events/calendar-feed: a secret URL of the member's events for a phone's calendar. */
function CalendarFeed() {
  const feed = useCalendarFeed(true);
  const change = useChangeCalendarFeed();
  const inputId = useId();
  const url = feed.data?.url ?? null;
  const absolute = url ? new URL(url, window.location.href).href : null;
  return (
    <Stack gap="2" data-testid="calendar-feed">
      <Text fontSize="sm" fontWeight="semibold">
        Subscribe in your calendar
      </Text>
      <Text fontSize="sm" color="gray.700">
        One private address with every event you attend, wait for or organise; your phone’s calendar keeps it up to date.
      </Text>
      {absolute ? (
        <>
          <Field.Root>
            <Field.Label htmlFor={inputId} srOnly>
              Your calendar feed address
            </Field.Label>
            <Flex gap="2">
              <Input id={inputId} size="sm" readOnly value={absolute} onFocus={(focus) => focus.target.select()} data-testid="calendar-feed-url" />
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  void navigator.clipboard?.writeText(absolute).then(
                    () => bus.snackbar.next({ status: 'success', message: 'Feed address copied.' }),
                    () => bus.snackbar.next({ status: 'error', message: 'Could not copy: select the address and copy it.' }),
                  )
                }
              >
                Copy
              </Button>
            </Flex>
          </Field.Root>
          <Flex gap="2" wrap="wrap">
            <Button size="xs" variant="outline" loading={change.isPending} onClick={() => change.mutate('renew')}>
              New address
            </Button>
            <Button size="xs" variant="outline" colorPalette="red" loading={change.isPending} onClick={() => change.mutate('revoke')}>
              Revoke
            </Button>
          </Flex>
        </>
      ) : (
        <Button size="sm" variant="outline" alignSelf="flex-start" loading={change.isPending || feed.isPending} onClick={() => change.mutate('renew')}>
          Make my feed address
        </Button>
      )}
      {(change.isError || feed.isError) && (
        <Text role="alert" fontSize="sm" color="red.700">
          {(change.error ?? feed.error)?.message}
        </Text>
      )}
    </Stack>
  );
}
