// The response schemas of the event engine's answers (shared-kernel events-clubs.ts, field for
// field: fast-json-stringify drops what is not listed here, and the tests compare every reply).
import { nullable, userSummaryProperties, userSummarySchema } from '../../http/response-schemas';

const userList = { type: 'array', items: userSummarySchema } as const;

export const eventDetailProperties = {
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
      recurrence_days: { type: 'array', items: { type: 'string' } },
      until_date: nullable('integer'),
      count: nullable('integer'),
    },
  },
  organizers: userList,
  sponsors: userList,
  officials: { type: 'array', items: { type: 'object', properties: { ...userSummaryProperties, official_type: { type: 'string' } } } },
  admins: userList,
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
} as const;

/** EventResponse: GET /events/{id} and every write on one event. */
export const eventResponseSchema = {
  description: 'The event as the caller now sees it (EventResponse).',
  type: 'object',
  properties: { event: { type: 'object', properties: eventDetailProperties } },
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
