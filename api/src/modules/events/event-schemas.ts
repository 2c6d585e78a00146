// Wire schemas of the events calls (Fastify serialises with them: a field missing here is
// dropped). EventResponse is the answer of GET /events/{id} and of every write on one event, so
// the RSVP, invite and cancel routes use eventResponseSchema too.
import { nullable, paginationSchema, userSummaryProperties, userSummarySchema } from '../../http/response-schemas';
import { checkedBody } from '../../http/schemas';

const userList = { type: 'array', items: userSummarySchema } as const;

const trailEventProperties = {
  event_id: { type: 'integer' },
  title: { type: 'string' },
  description: { type: 'string' },
  kind: { type: 'string', enum: ['online', 'meetup', 'ride', 'trip'] },
  start_date: { type: 'integer' },
  end_date: { type: 'integer' },
  timezone: { type: 'string' },
  registration_deadline: nullable('integer'),
  region: { type: 'string' },
  location_name: { type: 'string' },
  address: nullable('string'),
  city: nullable('string'),
  state: nullable('string'),
  latitude: nullable('number'),
  longitude: nullable('number'),
  rigs_no: { type: 'integer' },
  attending_count: { type: 'integer' },
  waitlist_count: { type: 'integer' },
  vehicle_type_id: { type: 'integer' },
  members_first_until: nullable('integer'),
  series_id: nullable('integer'),
  occurrence_index: { type: 'integer' },
  is_past: { type: 'boolean' },
  is_cancelled: { type: 'boolean' },
  club_id: nullable('integer'),
  view_url: { type: 'string' },
  User: userSummarySchema,
} as const;

export const TrailEventSchema = {
  $id: 'TrailEvent',
  description: 'An event or meetup (spec §3). Dates are UTC seconds; timezone is the event\'s IANA zone.',
  type: 'object',
  properties: trailEventProperties,
} as const;

export const eventsResponseSchema = {
  type: 'object',
  properties: { events: { type: 'array', items: { $ref: 'TrailEvent#' } }, pagination: paginationSchema },
} as const;

const weekDays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

export const eventDetailSchema = {
  type: 'object',
  description: 'GET /events/{id}: everything the event form holds, the people named on it and the viewer\'s state.',
  properties: {
    ...trailEventProperties,
    terrain_type: nullable('string'),
    difficulty_level: nullable('string'),
    distance: nullable('number'),
    distance_unit: nullable('string'),
    communication_channel: nullable('string'),
    tickets_url: nullable('string'),
    visibility: { type: 'string', enum: ['everyone', 'members', 'followed', 'none'] },
    recurrence: {
      type: ['object', 'null'],
      properties: {
        pattern: { type: 'string', enum: ['daily', 'weekly', 'monthly', 'yearly'] },
        interval: { type: 'integer' },
        recurrence_days: { type: 'array', items: { type: 'string', enum: weekDays } },
        until_date: nullable('integer'),
        count: nullable('integer'),
      },
    },
    organizers: { type: 'array', items: userSummarySchema },
    sponsors: { type: 'array', items: userSummarySchema },
    officials: {
      type: 'array',
      items: { type: 'object', properties: { ...userSummaryProperties, official_type: { type: 'string' } } },
    },
    admins: { type: 'array', items: userSummarySchema },
    thread_id: nullable('integer'),
    thread_view_url: nullable('string'),
    cancel_reason: nullable('string'),
    cancelled_at: nullable('integer'),
    ics_url: { type: 'string' },
    viewer: {
      type: 'object',
      properties: {
        rsvp: { type: 'string', enum: ['attending', 'waitlisted', 'none'] },
        waitlist_position: nullable('integer'),
        can_rsvp: { type: 'boolean' },
        rsvp_refusal: nullable('string'),
        rsvp_opens_at: nullable('integer'),
        can_edit: { type: 'boolean' },
        can_cancel: { type: 'boolean' },
        can_invite: { type: 'boolean' },
        is_invited: { type: 'boolean' },
      },
    },
  },
} as const;

/** EventResponse: GET /events/{id} and every write on one event. */
export const eventResponseSchema = {
  description: 'The event as the caller now sees it (EventResponse).',
  type: 'object',
  properties: { event: eventDetailSchema },
} as const;

export const eventAttendingResponseSchema = {
  description: 'Who attends, and who waits in order (EventAttendingResponse).',
  type: 'object',
  properties: { attending: userList, waitlist: userList },
} as const;

export const eventInvitedResponseSchema = {
  description: 'The invited members, newest invitation first (EventInvitedResponse).',
  type: 'object',
  properties: { users: { type: 'array', items: { type: 'object', properties: { ...userSummaryProperties, invited_at: { type: 'integer' } } } } },
} as const;

export const eventRangeResponseSchema = {
  description: "Members sharing a map position within the distance, nearest first, distance in the event's unit (EventRangeResponse).",
  type: 'object',
  properties: { users: { type: 'array', items: { type: 'object', properties: { ...userSummaryProperties, distance: { type: 'number' } } } } },
} as const;

export const eventInviteResponseSchema = {
  description: 'How many were newly invited and alerted (EventInviteResponse).',
  type: 'object',
  properties: { invited: { type: 'integer' }, users: userList },
} as const;

export const calendarFeedResponseSchema = {
  description: "The member's personal feed URL, or null when none (CalendarFeedResponse).",
  type: 'object',
  properties: { url: nullable('string') },
} as const;


export const eventsMapResponseSchema = {
  type: 'object',
  properties: {
    events: {
      type: 'array',
      items: {
        type: 'object',
        properties: Object.fromEntries(
          (
            ['event_id', 'title', 'kind', 'start_date', 'end_date', 'timezone', 'region', 'location_name', 'city', 'state', 'latitude', 'longitude', 'vehicle_type_id', 'attending_count', 'rigs_no', 'view_url'] as const
          ).map((name) => [name, trailEventProperties[name]]),
        ),
      },
    },
  },
} as const;

const FORM_FIELDS: Record<string, string> = {
  title: 'text, at most 150 characters (required)',
  description: 'HTML of the details (cleaned by the forum\'s allow-list; required)',
  kind: 'online | meetup | ride | trip (GET /lists/event-types)',
  start_date: 'UTC seconds, in the future (an edit may keep a past start)',
  end_date: 'UTC seconds, after the start',
  timezone: 'IANA zone (GET /lists/timezones)',
  registration_deadline: 'UTC seconds, not after the start; empty: none',
  region: 'GET /lists/regions',
  location_name: 'text (required unless online)',
  address: 'text',
  city: 'text',
  state: 'text',
  latitude: 'number -90…90',
  longitude: 'number -180…180',
  terrain_type: 'GET /lists/terrain-type',
  difficulty_level: 'GET /lists/difficulty-level',
  distance: 'number ≥ 0',
  distance_unit: 'GET /lists/distance-unit',
  communication_channel: 'GET /lists/communication-channel',
  tickets_url: 'http(s) link',
  rigs_no: 'RSVP limit, 0 (or empty) unlimited',
  vehicle_type_id: 'integer, 0 all vehicle types',
  visibility: 'everyone | members | followed | none (GET /lists/visibility-options)',
  members_first_until: 'UTC seconds before the start: paid members RSVP first until then',
  recurrence_pattern: "'' (one-off) | daily | weekly | monthly | yearly (new events)",
  recurrence_interval: 'every n (1–12)',
  'recurrence_days[]': 'week-days of a weekly pattern (GET /lists/week-days)',
  recurrence_until: 'UTC seconds: last start of the series',
  recurrence_count: 'how many occurrences (at most 52)',
  'organizers[]': 'user ids',
  'sponsors[]': 'user ids',
  'admins[]': 'user ids',
  'officials[n][user_id]': 'user id of an official',
  'officials[n][official_type]': 'GET /lists/official-type',
  apply_to: "editing an occurrence of a series: 'this' (default) or 'following'",
};

export const eventFormBodySchema = checkedBody(
  'The event form: JSON, an urlencoded form or a multipart form (text fields). An edit sends the fields that change.',
  FORM_FIELDS,
);
