import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { bus } from '@trailhead/shared-kernel/bus';
import { useMutation, useQueryClient } from '@trailhead/shared-kernel/query';
import { useNavigate } from '@trailhead/shared-kernel/router';
import type { EventDetail, EventFormPayload, EventResponse, UserProfile } from '@trailhead/shared-kernel/types';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { Alert, Box, Button, Flex, RouterLink, Stack, Text } from '@trailhead/shared-kernel/ui';
import type { ApiError } from '@trailhead/shared-kernel/api';
import { cachedUrl, useEventEngine } from '../../../lib/event-engine';
import { eventQuery } from '../../../lib/event-query';
import { useOptionList } from '../../../lib/option-lists';
import { saveEvent } from '../api/save-event';
import { eventFormResolver } from '../event-form-resolver';
import { emptyEventForm, eventToFormValues, toEventPayload, type EventFormValues } from '../event-form-values';
import { isKnownTimeZone } from '../zoned-time';
import { PeopleSection } from './sections/people-section';
import { RsvpSection } from './sections/rsvp-section';
import { TrailSection } from './sections/trail-section';
import { WhatSection } from './sections/what-section';
import { WhenSection } from './sections/when-section';
import { WhereSection } from './sections/where-section';

/** Spec §8 snackbar after a save. */
export const SAVED_MESSAGE = 'Changes saved';
export const FORM_PROBLEMS_TITLE = 'The event could not be saved yet:';

/** The inputs in the order they appear: the summary lists their messages in this order. */
const FIELD_ORDER: (keyof EventFormValues)[] = [
  'title',
  'kind',
  'description',
  'timezone',
  'start_local',
  'end_local',
  'registration_local',
  'recurrence_pattern',
  'recurrence_interval',
  'recurrence_days',
  'recurrence_count',
  'recurrence_until_local',
  'region',
  'location_name',
  'address',
  'city',
  'state',
  'latitude',
  'longitude',
  'terrain_type',
  'difficulty_level',
  'distance',
  'distance_unit',
  'vehicle_type_id',
  'communication_channel',
  'rigs_no',
  'visibility',
  'tickets_url',
  'members_first_local',
  'organizers',
  'sponsors',
  'admins',
  'officials',
];

function summaryOf(errors: FieldErrors<EventFormValues>): string[] {
  const messages: string[] = [];
  for (const field of FIELD_ORDER) {
    const message = (errors as Record<string, { message?: string } | undefined>)[field]?.message;
    if (message && !messages.includes(message)) messages.push(message);
  }
  return messages;
}

const ownTimeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return '';
  }
};

/** Every field of the event form (spec §5), validated by the shared schema, sent as POST /events or /events/{id} (or the club's calls). */
export function EventForm({ user, event }: { user: UserProfile; event: EventDetail | null }) {
  const eventId = event?.event_id ?? null;
  const engine = useEventEngine();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const zones = useOptionList('timezones');
  const defaultValues = useMemo(
    () => (event ? eventToFormValues(event) : emptyEventForm({ timezone: [user.timezone, ownTimeZone()].find((zone) => zone && isKnownTimeZone(zone)) ?? '' })),
    [event, user.timezone],
  );
  const [resolver] = useState(() => eventFormResolver({ now: () => Math.floor(Date.now() / 1000), originalStart: event?.start_date ?? null }));
  const form = useForm<EventFormValues>({ defaultValues, resolver, mode: 'onSubmit', reValidateMode: 'onChange' });
  const { formState, handleSubmit, getValues, setValue } = form;

  // No zone known for the member: the site's default from the list.
  useEffect(() => {
    if (!getValues('timezone') && zones.data?.default) setValue('timezone', zones.data.default);
  }, [zones.data, getValues, setValue]);

  const inFlight = useRef(false);
  const save = useMutation<EventResponse, ApiError, EventFormPayload>({
    mutationFn: (payload) => saveEvent(payload, eventId, engine),
    onSuccess: (saved) => {
      queryClient.setQueryData(eventQuery(saved.event.event_id, engine).queryKey, saved);
      void queryClient.invalidateQueries(cachedUrl(engine.staleAfterSave));
      bus.snackbar.next({ message: SAVED_MESSAGE, status: 'success' });
      navigate(toSitePath(saved.event.view_url));
    },
  });
  const send = async (payload: EventFormPayload) => {
    // One save at a time, however fast the button is pressed.
    if (inFlight.current) return;
    inFlight.current = true;
    setAskApplyTo(null);
    try {
      await save.mutateAsync(payload);
    } catch {
      // Shown from save.error; what was typed stays in the form.
    } finally {
      inFlight.current = false;
    }
  };

  // An occurrence of a series: which events the change is for is asked before saving.
  const [askApplyTo, setAskApplyTo] = useState<EventFormPayload | null>(null);
  const onValid = async (values: EventFormValues) => {
    const payload = toEventPayload(values);
    if (event?.series_id) setAskApplyTo(payload);
    else await send(payload);
  };

  const problems = formState.submitCount > 0 ? summaryOf(formState.errors) : [];
  const busy = save.isPending;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(submitEvent) => void handleSubmit(onValid)(submitEvent)} data-testid="event-form" aria-label={event ? 'Edit the event' : 'New event'}>
        <Stack gap="5">
          {problems.length > 0 && (
            <Alert.Root status="error" role="alert" data-testid="event-form-problems">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{FORM_PROBLEMS_TITLE}</Alert.Title>
                <Alert.Description>
                  <Box as="ul" pl="4" listStyleType="disc">
                    {problems.map((message) => (
                      <li key={message}>{message}</li>
                    ))}
                  </Box>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {save.isError && (
            <Alert.Root status="error" role="alert" data-testid="event-form-failure">
              <Alert.Indicator />
              <Alert.Title>{save.error.message}</Alert.Title>
            </Alert.Root>
          )}
          <WhatSection disabled={busy} />
          <WhenSection disabled={busy} />
          <WhereSection disabled={busy} />
          <TrailSection disabled={busy} />
          <RsvpSection disabled={busy} />
          <PeopleSection />
          {askApplyTo && <ApplyToQuestion busy={busy} onAnswer={(apply_to) => void send({ ...askApplyTo, apply_to })} onCancel={() => setAskApplyTo(null)} />}
          <Flex gap="3" justify="flex-end" align="center" wrap="wrap">
            <RouterLink to={event ? toSitePath(event.view_url) : engine.listHref}>Cancel</RouterLink>
            <Button type="submit" bg="brand.redDark" color="white" loading={busy} loadingText="Saving…" disabled={busy || askApplyTo !== null}>
              {event ? 'Save changes' : 'Create event'}
            </Button>
          </Flex>
        </Stack>
      </form>
    </FormProvider>
  );
}

function ApplyToQuestion({ busy, onAnswer, onCancel }: { busy: boolean; onAnswer: (applyTo: 'this' | 'following') => void; onCancel: () => void }) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <Box role="group" aria-labelledby="apply-to-question" borderWidth="1px" borderColor="orange.300" bg="orange.50" borderRadius="md" p="4" data-testid="apply-to">
      <Text id="apply-to-question" fontWeight="semibold" mb="3">
        This event is part of a series. Save the changes for:
      </Text>
      <Flex gap="3" wrap="wrap">
        <Button ref={first} variant="outline" bg="white" onClick={() => onAnswer('this')} disabled={busy}>
          Only this event
        </Button>
        <Button variant="outline" bg="white" onClick={() => onAnswer('following')} disabled={busy}>
          This and all following events
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Back to the form
        </Button>
      </Flex>
    </Box>
  );
}
