import { useState } from 'react';
import { bus, isLoggedIn, useObservable } from '@trailhead/shared-kernel/bus';
import { MemberPicker, UserLink } from '@trailhead/shared-kernel/members';
import { useQuery } from '@trailhead/shared-kernel/query';
import { useParams } from '@trailhead/shared-kernel/router';
import type { EventDetail, EventResponse, UserSummary } from '@trailhead/shared-kernel/types';
import { apiQueryOptions } from '@trailhead/shared-kernel/query';
import { toSitePath } from '@trailhead/shared-kernel/urls';
import { Alert, Box, Button, Field, Flex, Grid, Heading, Input, NotFoundPage, QueryView, RouterLink, Stack, Text, countText } from '@trailhead/shared-kernel/ui';
import { useInviteMembers } from '../api/invite-members';
import { useRange } from '../api/get-range';
import { InvitedList } from './invited-list';

/** The spec's message for a page an organiser's tool sits on (§6), and the API's own for non-organisers. */
const LOGIN_MESSAGE = 'Please login in to see the content of the page.';
const NOT_ORGANISER = 'Only the organisers of this event can do that.';

/** /events/{id}/invite: organisers invite members by name or everyone within a distance. */
export function EventInvitePage() {
  const { eventId = '' } = useParams();
  const id = /^\d+$/.test(eventId) ? Number(eventId) : null;
  const event = useQuery({ ...apiQueryOptions<EventResponse>(`/events/${id ?? 0}`), enabled: id !== null });
  const session = useObservable(bus.session$);
  if (id === null) return <NotFoundPage />;
  if (!isLoggedIn(session)) return <Refusal message={LOGIN_MESSAGE} />;
  return (
    <QueryView query={event} what="the event" notFound={<NotFoundPage />}>
      {({ event: detail }) => (detail.viewer.can_invite ? <InviteView event={detail} /> : <Refusal message={NOT_ORGANISER} eventUrl={detail.view_url} />)}
    </QueryView>
  );
}

function Refusal({ message, eventUrl }: { message: string; eventUrl?: string }) {
  return (
    <Stack gap="3" py="6" data-testid="invite-refused">
      <Heading as="h1" size="xl">
        Invite members
      </Heading>
      <Text>{message}</Text>
      {eventUrl && <RouterLink to={toSitePath(eventUrl)}>Back to the event</RouterLink>}
    </Stack>
  );
}

function InviteView({ event }: { event: EventDetail }) {
  return (
    <Stack gap="5">
      <Box>
        <Heading as="h1" size="2xl">
          Invite members
        </Heading>
        <Text mt="1">
          to <RouterLink to={toSitePath(event.view_url)}>{event.title}</RouterLink>. Each one invited gets an alert.
        </Text>
      </Box>
      {event.is_cancelled && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>This event has been cancelled.</Alert.Description>
        </Alert.Root>
      )}
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="5" alignItems="start">
        <Stack gap="5" minW="0">
          <ByName eventId={event.event_id} />
          <InRange event={event} />
        </Stack>
        <InvitedList eventId={event.event_id} />
      </Grid>
    </Stack>
  );
}

/** Tells how an invitation went: the snackbar on success, the API's words ('no users invited', 'no invite sent') on refusal. */
function useInvite(eventId: number, onDone: () => void) {
  const invite = useInviteMembers(eventId);
  const send = (ids: number[]) =>
    invite.mutate(ids, {
      onSuccess: (answer) => {
        bus.snackbar.next({ status: 'success', message: `${countText(answer.invited, 'member')} invited.` });
        onDone();
      },
    });
  return { send, invite };
}

function InviteError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Text role="alert" color="red.700" fontSize="sm" data-testid="invite-error">
      {message}
    </Text>
  );
}

export const PICK_SOMEONE = 'Pick at least one member to invite.';

/** Members picked by name (a lookup after more than 1 character). */
function ByName({ eventId }: { eventId: number }) {
  const [names, setNames] = useState<string[]>([]);
  const [picked, setPicked] = useState<Map<string, number>>(new Map());
  const { send, invite } = useInvite(eventId, () => {
    setNames([]);
    setPicked(new Map());
  });
  const ids = names.map((name) => picked.get(name.toLowerCase())).filter((id): id is number => id !== undefined);
  // Nobody picked yet: said here, not sent for the server to refuse.
  const [nobody, setNobody] = useState(false);
  return (
    <Box
      as="form"
      aria-labelledby="by-name-heading"
      borderWidth="1px"
      borderRadius="md"
      p="4"
      data-testid="invite-by-name"
      onSubmit={(submit) => {
        submit.preventDefault();
        setNobody(ids.length === 0);
        if (ids.length > 0) send(ids);
      }}
    >
      <Heading as="h2" id="by-name-heading" size="md" mb="3">
        By name
      </Heading>
      <Stack gap="3">
        <MemberPicker
          multiple
          freeText={false}
          label="Members to invite"
          placeholder="Type a member’s name"
          value={names}
          onChange={(next) => {
            setNames(next);
            setNobody(false);
            // A refusal is about the names that were sent, not the ones picked since.
            invite.reset();
          }}
          onPick={(user: UserSummary | null) => user && setPicked((current) => new Map(current).set(user.username.toLowerCase(), user.user_id))}
        />
        <InviteError message={nobody ? PICK_SOMEONE : invite.error?.message} />
        <Button type="submit" alignSelf="flex-start" bg="brand.redDark" color="white" loading={invite.isPending} disabled={invite.isPending}>
          {ids.length > 1 ? `Invite ${ids.length} members` : 'Invite'}
        </Button>
      </Stack>
    </Box>
  );
}

/** Everyone whose map position lies within a distance of the event: first who that would be, then invite them. */
function InRange({ event }: { event: EventDetail }) {
  const [text, setText] = useState('50');
  const [distance, setDistance] = useState<number | null>(null);
  const range = useRange(event.event_id, distance);
  const { send, invite } = useInvite(event.event_id, () => setDistance(null));
  const value = Number(text);
  const invalid = text.trim() === '' || !Number.isFinite(value) || value <= 0 || value > 5000;
  const unit = event.distance_unit === 'km' ? 'km' : 'miles';
  const noPlace = event.latitude === null || event.longitude === null;
  return (
    <Box as="section" aria-labelledby="in-range-heading" borderWidth="1px" borderRadius="md" p="4" data-testid="invite-in-range">
      <Heading as="h2" id="in-range-heading" size="md" mb="3">
        Everyone in range
      </Heading>
      {noPlace ? (
        <Text fontSize="sm">This event has no coordinates, so nobody can be found by distance. Add them by editing the event.</Text>
      ) : (
        <Stack gap="3">
          <Flex
            as="form"
            gap="2"
            align="flex-end"
            wrap="wrap"
            onSubmit={(submit) => {
              submit.preventDefault();
              if (!invalid) setDistance(value);
            }}
          >
            <Field.Root invalid={invalid} w="auto">
              <Field.Label>Distance ({unit})</Field.Label>
              <Input type="number" min={1} max={5000} inputMode="decimal" w="32" value={text} onChange={(change) => setText(change.target.value)} />
            </Field.Root>
            <Button type="submit" variant="outline" disabled={invalid} loading={range.isFetching}>
              Find members
            </Button>
          </Flex>
          {invalid && <Text fontSize="sm" color="red.700">Enter a distance between 1 and 5000.</Text>}
          <InviteError message={range.error?.message} />
          {range.isSuccess && distance !== null && (
            <Stack gap="2" data-testid="range-result">
              <Text fontSize="sm" aria-live="polite">
                {range.data.users.length === 0
                  ? `No members within ${distance} ${unit}.`
                  : `${countText(range.data.users.length, 'member')} within ${distance} ${unit} would be invited:`}
              </Text>
              {range.data.users.length > 0 && (
                <Stack as="ul" gap="1" listStyleType="none" fontSize="sm" maxH="60" overflowY="auto">
                  {range.data.users.map((user) => (
                    <Box as="li" key={user.user_id}>
                      <UserLink user={user} fontWeight="normal" />{' '}
                      <Text as="span" color="gray.700">
                        {user.distance.toFixed(1)} {unit}
                      </Text>
                    </Box>
                  ))}
                </Stack>
              )}
              <InviteError message={invite.error?.message} />
              {range.data.users.length > 0 && (
                <Button
                  alignSelf="flex-start"
                  bg="brand.redDark"
                  color="white"
                  disabled={invite.isPending}
                  loading={invite.isPending}
                  onClick={() => send(range.data.users.map((user) => user.user_id))}
                >
                  Invite everyone in range
                </Button>
              )}
            </Stack>
          )}
        </Stack>
      )}
    </Box>
  );
}
