import { useEffect, useState } from 'react';
import { DateTime } from '@trailhead/shared-kernel/dates';
import { useQuery, vehiclesQuery } from '@trailhead/shared-kernel/query';
import type { EventDetail, EventOfficial, UserSummary } from '@trailhead/shared-kernel/types';
import { Alert, Badge, Box, Flex, Grid, Heading, HStack, Link, NotFoundPage, QueryView, RouterLink, Stack, Text, UserContent, countText } from '@trailhead/shared-kernel/ui';
import { useEventEngine } from '../../../lib/event-engine';
import { optionLabel, useOptionList } from '../../../lib/option-lists';
import { formatInZone, KIND_LABELS, placeText, recurrenceText } from '../../events';
import { InvitedList } from '../../event-invite';
import { useEvent } from '../api/get-event';
import { useLiveRsvp } from '../live-rsvp';
import { Attendees } from './attendees';
import { CalendarLinks } from './calendar-links';
import { EventDiscussion } from './event-discussion';
import { OrganiserActions } from './organiser-actions';
import { RsvpPanel } from './rsvp-panel';
import { Detail } from '../../../lib/detail-row';
import { UserLink } from '@trailhead/shared-kernel/members';

/**
 * /events/{id} (and a club's /clubs/{slug}/events/{id}, under the club's event engine): everything
 * the event form holds, who is going, the RSVP, and the discussion.
 */
export function EventPage({ eventId }: { eventId: number }) {
  const event = useEvent(eventId);
  const engine = useEventEngine();
  return (
    <QueryView query={event} what="the event" notFound={<NotFoundPage />}>
      {({ event: detail }) => (engine.owns(detail) ? <EventView event={detail} /> : <NotFoundPage />)}
    </QueryView>
  );
}

function EventView({ event }: { event: EventDetail }) {
  const engine = useEventEngine();
  useLiveRsvp(event.event_id);
  useEffect(() => {
    document.title = `${event.title} · ${engine.titleSuffix}`;
  }, [event.title, engine.titleSuffix]);
  const lists = {
    regions: useOptionList('regions').data,
    terrain: useOptionList('terrain-type').data,
    difficulty: useOptionList('difficulty-level').data,
    channel: useOptionList('communication-channel').data,
    unit: useOptionList('distance-unit').data,
    official: useOptionList('official-type').data,
    visibility: useOptionList('visibility-options').data,
  };
  const vehicles = useQuery(vehiclesQuery());
  const vehicle = event.vehicle_type_id === 0 ? 'All vehicle types' : (vehicles.data?.vehicle_types.find((type) => type.vehicle_type_id === event.vehicle_type_id)?.title ?? null);
  const organisers = event.organizers.length > 0 ? event.organizers : [event.User as UserSummary];
  // When the page opened: the window's notice does not flicker away while someone reads it.
  const [openedAt] = useState(() => Date.now());
  const membersFirstOpen = event.members_first_until !== null && !event.is_past && !event.is_cancelled && event.members_first_until * 1000 > openedAt;

  return (
    <Stack gap="5" data-testid="event-page">
      <Box>
        <HStack gap="2" mb="2" wrap="wrap">
          <Badge colorPalette="orange">{KIND_LABELS[event.kind]}</Badge>
          {event.is_cancelled && <Badge colorPalette="red">Cancelled</Badge>}
          {event.is_past && <Badge colorPalette="gray">Past</Badge>}
          {event.recurrence && <Badge colorPalette="blue">Repeats</Badge>}
          <RouterLink to={engine.listHref} fontSize="sm">
            {engine.listLinkText}
          </RouterLink>
        </HStack>
        <Heading as="h1" size="2xl" wordBreak="break-word" data-testid="event-title">
          {event.title}
        </Heading>
        <Text color="gray.700" mt="1">
          <DateTime seconds={event.start_date} /> · {placeText(event)}
        </Text>
      </Box>

      {event.is_cancelled && (
        <Alert.Root status="error" data-testid="event-cancelled">
          <Alert.Indicator />
          <Box>
            <Alert.Title>This event has been cancelled{event.cancelled_at ? ` (${formatInZone(event.cancelled_at, event.timezone, 'MMM D, YYYY')})` : ''}.</Alert.Title>
            {event.cancel_reason && <Alert.Description>Reason: {event.cancel_reason}</Alert.Description>}
          </Box>
        </Alert.Root>
      )}
      {membersFirstOpen && event.members_first_until !== null && (
        <Alert.Root status="info" data-testid="members-first">
          <Alert.Indicator />
          <Alert.Description>
            Paid members RSVP first; RSVP opens for everyone on {formatInZone(event.members_first_until, event.timezone)} ({event.timezone}).
          </Alert.Description>
        </Alert.Root>
      )}

      {/* On a phone the RSVP comes first, then the details; beside them on a wide screen. */}
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }}
        templateAreas={{ base: '"rsvp" "main" "side"', lg: '"main rsvp" "main side"' }}
        templateRows={{ lg: 'auto 1fr' }}
        columnGap="5"
        rowGap={{ base: '5', lg: '4' }}
        alignItems="start"
      >
        <Box gridArea="rsvp" minW="0">
          <RsvpPanel event={event} />
        </Box>
        <Stack gap="5" minW="0" gridArea="main">
          <Box as="section" aria-labelledby="details-heading" borderWidth="1px" borderRadius="md" p="4">
            <Heading as="h2" id="details-heading" size="md" mb="3">
              Details
            </Heading>
            <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', sm: '11rem 1fr' }} columnGap="4" rowGap={{ base: '0', sm: '2' }} fontSize="sm" data-testid="event-details">
              <Detail term="Starts">
                <ZoneTimes seconds={event.start_date} zone={event.timezone} />
              </Detail>
              <Detail term="Ends">
                <ZoneTimes seconds={event.end_date} zone={event.timezone} />
              </Detail>
              {event.registration_deadline !== null && (
                <Detail term="Register by">
                  <ZoneTimes seconds={event.registration_deadline} zone={event.timezone} />
                </Detail>
              )}
              {event.recurrence && <Detail term="Repeats">{recurrenceText(event.recurrence, event.timezone)}</Detail>}
              <Detail term="Place">
                {[placeText(event), event.address].filter(Boolean).join(' · ')}
                {event.latitude !== null && event.longitude !== null && (
                  <>
                    {' · '}
                    <Link href={`https://www.google.com/maps/search/?api=1&query=${event.latitude},${event.longitude}`} target="_blank" rel="noopener noreferrer" color="brand.redDark">
                      {event.latitude.toFixed(5)}, {event.longitude.toFixed(5)} (map)
                    </Link>
                  </>
                )}
              </Detail>
              <Detail term="Region">{optionLabel(lists.regions, event.region)}</Detail>
              {vehicle && <Detail term="Vehicle type">{vehicle}</Detail>}
              {event.terrain_type && <Detail term="Terrain">{optionLabel(lists.terrain, event.terrain_type)}</Detail>}
              {event.difficulty_level && <Detail term="Difficulty">{optionLabel(lists.difficulty, event.difficulty_level)}</Detail>}
              {event.distance !== null && (
                <Detail term="Distance">
                  {event.distance} {event.distance_unit ? optionLabel(lists.unit, event.distance_unit).toLowerCase() : ''}
                </Detail>
              )}
              {event.communication_channel && <Detail term="Communication">{optionLabel(lists.channel, event.communication_channel)}</Detail>}
              {event.tickets_url && (
                <Detail term="Tickets">
                  <Link href={event.tickets_url} target="_blank" rel="noopener noreferrer nofollow" color="brand.redDark" wordBreak="break-all">
                    {event.tickets_url}
                  </Link>
                </Detail>
              )}
              <Detail term="RSVP limit">{event.rigs_no > 0 ? countText(event.rigs_no, 'rig') : 'No limit'}</Detail>
              <Detail term="Visible to">{optionLabel(lists.visibility, event.visibility)}</Detail>
              <Detail term="Organisers">
                <People users={organisers} />
              </Detail>
              {event.sponsors.length > 0 && (
                <Detail term="Sponsors">
                  <People users={event.sponsors} />
                </Detail>
              )}
              {event.officials.length > 0 && (
                <Detail term="Officials">
                  <Officials officials={event.officials} label={(type) => optionLabel(lists.official, type)} />
                </Detail>
              )}
              {event.admins.length > 0 && (
                <Detail term="Admins">
                  <People users={event.admins} />
                </Detail>
              )}
            </Box>
          </Box>

          <Box as="section" aria-labelledby="about-heading">
            <Heading as="h2" id="about-heading" size="lg" mb="2">
              About this event
            </Heading>
            {/* The API sanitises the description on write (the one shared sanitiser). */}
            <UserContent html={event.description} data-testid="event-description" />
          </Box>

          {event.thread_id !== null && <EventDiscussion threadId={event.thread_id} threadUrl={event.thread_view_url} />}
        </Stack>

        <Stack gap="4" minW="0" gridArea="side">
          <OrganiserActions event={event} />
          <CalendarLinks event={event} />
          <Attendees eventId={event.event_id} />
          {event.viewer.can_invite && engine.inviteHref(event.event_id) !== null && <InvitedList eventId={event.event_id} />}
        </Stack>
      </Grid>
    </Stack>
  );
}

/** A moment on the event's clock, then on the viewer's own (spec §9 format, hydration-safe). */
function ZoneTimes({ seconds, zone }: { seconds: number; zone: string }) {
  return (
    <>
      <Text as="span">
        {formatInZone(seconds, zone)} <Text as="span" color="gray.700">({zone})</Text>
      </Text>
      <Text as="span" display="block" color="gray.700">
        Your time: <DateTime seconds={seconds} />
      </Text>
    </>
  );
}

function People({ users }: { users: UserSummary[] }) {
  return (
    <Flex as="ul" gap="2" wrap="wrap" listStyleType="none">
      {users.map((user, index) => (
        <Box as="li" key={user.user_id}>
          <UserLink user={user} fontWeight="normal" />
          {index < users.length - 1 ? ',' : ''}
        </Box>
      ))}
    </Flex>
  );
}

function Officials({ officials, label }: { officials: EventOfficial[]; label: (type: string) => string }) {
  return (
    <Flex as="ul" gap="2" wrap="wrap" listStyleType="none">
      {officials.map((official) => (
        <Box as="li" key={`${official.user_id}-${official.official_type}`}>
          <UserLink user={official} fontWeight="normal" /> <Text as="span" color="gray.700">({label(official.official_type)})</Text>
        </Box>
      ))}
    </Flex>
  );
}
