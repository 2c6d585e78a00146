import { array, mixed, number, object, string, type InferType } from 'yup';
import type { EventKind, EventVisibility, RecurrencePattern, WeekDay } from '../types';
import { MESSAGES } from './messages';

export const EVENT_KINDS: EventKind[] = ['meetup', 'ride', 'trip', 'online'];
export const EVENT_VISIBILITIES: EventVisibility[] = ['everyone', 'members', 'followed', 'none'];
export const RECURRENCE_PATTERNS: RecurrencePattern[] = ['daily', 'weekly', 'monthly', 'yearly'];
export const WEEK_DAYS: WeekDay[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
/** The most occurrences one recurring event expands to. */
export const MAX_OCCURRENCES = 52;
export const EVENT_TITLE_MAX = 150;
export const EVENT_TEXT_MAX = 250;
/** The largest id an integer column holds (ids and vehicle types beyond it are refused, not looked up). */
export const MAX_ID = 2_147_483_647;
/** The last second a date may name (9999-12-31 23:59:59 UTC): beyond it no database column holds it. */
export const LAST_SECOND = 253_402_300_799;

/** The text a person wrote in an HTML description (tags and entities-as-space dropped). */
function textOf(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;|&#160;/g, ' ').trim();
}

const required = MESSAGES.eventRequired;
const optionalText = (max = EVENT_TEXT_MAX) => string().trim().max(max).nullable().optional();
/** A number, or absent: '' and null both mean "not given"; `message` says what else it must be. */
const optionalNumber = (message: string) =>
  number()
    .typeError(message)
    .transform((value, original) => (original === '' || original === null ? null : value))
    .nullable()
    .optional();
/** A date in UTC seconds, 1970 to 9999. */
const optionalSeconds = (message: string = MESSAGES.eventDateRange) => optionalNumber(message).integer().min(0, MESSAGES.eventDateRange).max(LAST_SECOND, MESSAGES.eventDateRange);
const requiredSeconds = () =>
  number().typeError(required).integer().min(0, MESSAGES.eventDateRange).max(LAST_SECOND, MESSAGES.eventDateRange).required(required);
const userIds = () => array(number().integer().positive().max(MAX_ID).required()).max(50).optional();

/**
 * Spec §5 event form, checked the same way by the browser's form and by POST /events and
 * POST /events/{id}. Works on the wire values (dates in UTC seconds). `now` is when "in the future"
 * is measured from; `startUnchanged` (an edit that keeps the start) skips that rule.
 */
export function eventSchema({ now, startUnchanged = false }: { now: number; startUnchanged?: boolean }) {
  return object({
    title: string().trim().required(required).max(EVENT_TITLE_MAX),
    description: string()
      .required(MESSAGES.eventDetailsRequired)
      .max(60_000)
      .test('details', MESSAGES.eventDetailsRequired, (value) => textOf(value ?? '').length > 0),
    kind: mixed<EventKind>().oneOf(EVENT_KINDS, required).required(required),
    start_date: requiredSeconds()
      .test('future', MESSAGES.eventInFuture, (value) => startUnchanged || value === undefined || value > now),
    end_date: requiredSeconds()
      .test('order', MESSAGES.eventDatesOrder, function (value) {
        const start = this.parent.start_date as number | undefined;
        return value === undefined || start === undefined || start < value;
      }),
    timezone: string().trim().required(required),
    registration_deadline: optionalSeconds().test('before-start', MESSAGES.eventRegistrationBeforeStart, function (value) {
      const start = this.parent.start_date as number | undefined;
      return value === null || value === undefined || start === undefined || value <= start;
    }),
    region: string().trim().required(required),
    location_name: string()
      .trim()
      .max(EVENT_TEXT_MAX)
      .when('kind', { is: 'online', then: (s) => s.default('').optional(), otherwise: (s) => s.required(required) }),
    address: optionalText(),
    city: optionalText(100),
    state: optionalText(100),
    latitude: optionalNumber(MESSAGES.eventCoordinates).min(-90, MESSAGES.eventCoordinates).max(90, MESSAGES.eventCoordinates),
    longitude: optionalNumber(MESSAGES.eventCoordinates).min(-180, MESSAGES.eventCoordinates).max(180, MESSAGES.eventCoordinates),
    terrain_type: optionalText(50),
    difficulty_level: optionalText(50),
    distance: optionalNumber(MESSAGES.eventDistance).min(0, MESSAGES.eventDistance),
    distance_unit: optionalText(10),
    communication_channel: optionalText(50),
    tickets_url: string()
      .trim()
      .max(500)
      .nullable()
      .optional()
      .test('url', MESSAGES.eventTicketsUrl, (value) => !value || /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]{2,}/i.test(value)),
    // Empty RSVP limit and vehicle type 0 are sent as 0 (spec §5).
    rigs_no: number()
      .transform((value, original) => (original === '' || original === null || original === undefined ? 0 : value))
      .typeError(MESSAGES.eventRsvpLimit)
      .integer(MESSAGES.eventRsvpLimit)
      .min(0, MESSAGES.eventRsvpLimit)
      .max(100_000, MESSAGES.eventRsvpLimit)
      .default(0),
    vehicle_type_id: number()
      .transform((value, original) => (original === '' || original === null || original === undefined ? 0 : value))
      .integer()
      .min(0)
      .max(MAX_ID)
      .default(0),
    visibility: mixed<EventVisibility>().oneOf(EVENT_VISIBILITIES).default('everyone'),
    members_first_until: optionalSeconds().test('before-start', MESSAGES.eventMembersFirst, function (value) {
      const start = this.parent.start_date as number | undefined;
      return value === null || value === undefined || start === undefined || value < start;
    }),
    recurrence_pattern: mixed<RecurrencePattern | ''>().oneOf(['', ...RECURRENCE_PATTERNS]).default(''),
    recurrence_interval: number()
      .transform((value, original) => (original === '' || original === null || original === undefined ? 1 : value))
      .integer()
      .min(1)
      .max(12)
      .default(1),
    recurrence_days: array(mixed<WeekDay>().oneOf(WEEK_DAYS).required())
      .default([])
      .when('recurrence_pattern', { is: 'weekly', then: (s) => s.min(1, MESSAGES.eventWeekDays) }),
    recurrence_until: optionalSeconds().test('after-start', MESSAGES.eventRepeatUntil, function (value) {
      const start = this.parent.start_date as number | undefined;
      return value === null || value === undefined || start === undefined || value > start;
    }),
    recurrence_count: optionalSeconds(MESSAGES.eventTooManyOccurrences)
      .min(1, MESSAGES.eventTooManyOccurrences)
      .max(MAX_OCCURRENCES, MESSAGES.eventTooManyOccurrences)
      .test('end', MESSAGES.eventRepeatEnd, function (value) {
        if (!this.parent.recurrence_pattern) return true;
        return (value !== null && value !== undefined) || (this.parent.recurrence_until !== null && this.parent.recurrence_until !== undefined);
      }),
    organizers: userIds(),
    sponsors: userIds(),
    admins: userIds(),
    officials: array(object({ user_id: number().integer().positive().max(MAX_ID).required(), official_type: string().trim().required().max(50) }))
      .max(50)
      .optional(),
    apply_to: mixed<'this' | 'following'>().oneOf(['this', 'following']).default('this'),
  });
}

export type EventForm = InferType<ReturnType<typeof eventSchema>>;
