import { MESSAGES } from '@trailhead/shared-kernel/schemas';
import type { EventDetail } from '@trailhead/shared-kernel/types';
import { eventFormResolver } from './event-form-resolver';
import { emptyEventForm, eventToFormValues, toEventPayload, type EventFormValues } from './event-form-values';
import { utcSecondsToZoned, zonedToUtcSeconds } from './zoned-time';

// 2026-11-01T12:00:00Z: every date below is after it.
const NOW = 1_793_534_400;

const filled = (changes: Partial<EventFormValues> = {}): EventFormValues => ({
  ...emptyEventForm({ timezone: 'America/Denver' }),
  title: 'Sunrise ride',
  description: '<p>Slickrock at dawn.</p>',
  kind: 'ride',
  start_local: '2026-12-05T09:00',
  end_local: '2026-12-05T15:30',
  region: 'southwest',
  location_name: 'Hell’s Revenge trailhead',
  ...changes,
});

const validate = (values: EventFormValues, originalStart: number | null = null) =>
  eventFormResolver({ now: () => NOW, originalStart })(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the event time zone', () => {
  it('reads a wall-clock time on the event’s clock, daylight saving included', () => {
    // Denver is UTC-7 in December and UTC-6 in July.
    expect(zonedToUtcSeconds('2026-12-05T09:00', 'America/Denver')).toBe(Date.UTC(2026, 11, 5, 16, 0) / 1000);
    expect(zonedToUtcSeconds('2026-07-04T09:00', 'America/Denver')).toBe(Date.UTC(2026, 6, 4, 15, 0) / 1000);
    expect(zonedToUtcSeconds('2026-12-05T09:00', 'Australia/Sydney')).toBe(Date.UTC(2026, 11, 4, 22, 0) / 1000);
    expect(zonedToUtcSeconds('', 'UTC')).toBeNull();
    expect(zonedToUtcSeconds('soon', 'UTC')).toBeNull();
  });

  it('shows UTC seconds back on the event’s clock', () => {
    const seconds = Date.UTC(2026, 11, 5, 16, 0) / 1000;
    expect(utcSecondsToZoned(seconds, 'America/Denver')).toBe('2026-12-05T09:00');
    expect(utcSecondsToZoned(seconds, 'America/New_York')).toBe('2026-12-05T11:00');
  });
});

describe('toEventPayload', () => {
  it('sends dates in UTC seconds for the chosen time zone, an empty limit and vehicle type 0 as 0, and members as ids', () => {
    const payload = toEventPayload(
      filled({
        timezone: 'America/New_York',
        registration_local: '2026-12-04T20:00',
        rigs_no: '',
        vehicle_type_id: '0',
        members_first: true,
        members_first_local: '2026-11-20T08:00',
        organizers: [{ user_id: 7, username: 'trailboss' }],
        sponsors: [{ user_id: 9, username: 'winchco' }],
        officials: [{ user_id: 11, username: 'sweeper', official_type: 'sweep' }],
        recurrence_pattern: 'weekly',
        recurrence_days: ['saturday'],
        recurrence_count: '4',
      }),
    );
    expect(payload).toMatchObject({
      start_date: Date.UTC(2026, 11, 5, 14, 0) / 1000,
      end_date: Date.UTC(2026, 11, 5, 20, 30) / 1000,
      registration_deadline: Date.UTC(2026, 11, 5, 1, 0) / 1000,
      members_first_until: Date.UTC(2026, 10, 20, 13, 0) / 1000,
      timezone: 'America/New_York',
      rigs_no: 0,
      vehicle_type_id: 0,
      organizers: [7],
      sponsors: [9],
      admins: [],
      officials: [{ user_id: 11, official_type: 'sweep' }],
      recurrence_pattern: 'weekly',
      recurrence_interval: 1,
      recurrence_days: ['saturday'],
      recurrence_count: 4,
      recurrence_until: null,
    });
  });

  it('drops the window and the week-days when they are not asked for', () => {
    const payload = toEventPayload(filled({ members_first: false, members_first_local: '2026-11-20T08:00', recurrence_pattern: 'monthly', recurrence_days: ['monday'], recurrence_end: 'until', recurrence_until_local: '2027-03-01' }));
    expect(payload.members_first_until).toBeNull();
    expect(payload.recurrence_days).toEqual([]);
    expect(payload.recurrence_count).toBeNull();
    // The whole last day counts, on the event's clock.
    expect(payload.recurrence_until).toBe(Date.UTC(2027, 2, 2, 6, 59, 59) / 1000);
  });

  it('round-trips an event from the API', () => {
    const detail = {
      ...toEventPayload(filled()),
      event_id: 5,
      timezone: 'America/Denver',
      start_date: Date.UTC(2026, 11, 5, 16, 0) / 1000,
      end_date: Date.UTC(2026, 11, 5, 22, 30) / 1000,
      registration_deadline: null,
      members_first_until: null,
      rigs_no: 3,
      recurrence: { pattern: 'weekly', interval: 2, recurrence_days: ['saturday'], until_date: null, count: 6 },
      organizers: [{ user_id: 7, username: 'trailboss' }],
      sponsors: [],
      admins: [],
      officials: [{ user_id: 11, username: 'sweeper', official_type: 'sweep' }],
    } as unknown as EventDetail;
    const values = eventToFormValues(detail);
    expect(values).toMatchObject({ start_local: '2026-12-05T09:00', end_local: '2026-12-05T15:30', rigs_no: '3', recurrence_pattern: 'weekly', recurrence_interval: '2', recurrence_count: '6' });
    expect(toEventPayload(values)).toMatchObject({ start_date: detail.start_date, end_date: detail.end_date, organizers: [7], officials: [{ user_id: 11, official_type: 'sweep' }] });
  });
});

describe('eventFormResolver (the shared schema, on the form’s inputs)', () => {
  const messages = async (values: EventFormValues, originalStart: number | null = null) => {
    const { errors } = await validate(values, originalStart);
    return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, (error as { message: string }).message]));
  };

  it('accepts a complete event', async () => {
    expect(await messages(filled())).toEqual({});
  });

  it('says which required fields are missing, in the spec’s words', async () => {
    const found = await messages(filled({ title: '', kind: '', region: '', location_name: '', start_local: '', description: '<p> </p>' }));
    expect(found).toMatchObject({
      title: MESSAGES.eventRequired,
      kind: MESSAGES.eventRequired,
      region: MESSAGES.eventRequired,
      location_name: MESSAGES.eventRequired,
      start_local: MESSAGES.eventRequired,
      description: MESSAGES.eventDetailsRequired,
    });
    expect(MESSAGES.eventRequired).toBe('Please fill out all required fields.');
  });

  it('puts the date rules on the date inputs', async () => {
    expect(await messages(filled({ end_local: '2026-12-05T08:00' }))).toEqual({ end_local: 'Start date should be before end date' });
    expect(await messages(filled({ start_local: '2026-10-05T09:00', end_local: '2026-10-05T10:00' }))).toEqual({ start_local: MESSAGES.eventInFuture });
    expect(await messages(filled({ registration_local: '2026-12-05T10:00' }))).toEqual({ registration_local: MESSAGES.eventRegistrationBeforeStart });
  });

  it('lets an edit keep a start that has passed', async () => {
    const start = zonedToUtcSeconds('2026-10-05T09:00', 'America/Denver');
    expect(await messages(filled({ start_local: '2026-10-05T09:00', end_local: '2026-12-05T10:00' }), start)).toEqual({});
  });

  it('checks the tickets URL, the RSVP limit, the week-days, the end of a series and the members-first window', async () => {
    expect(await messages(filled({ tickets_url: 'tickets please' }))).toEqual({ tickets_url: MESSAGES.eventTicketsUrl });
    expect(await messages(filled({ rigs_no: '-2' }))).toEqual({ rigs_no: MESSAGES.eventRsvpLimit });
    expect(await messages(filled({ recurrence_pattern: 'weekly', recurrence_count: '3' }))).toEqual({ recurrence_days: MESSAGES.eventWeekDays });
    expect(await messages(filled({ recurrence_pattern: 'daily', recurrence_end: 'until' }))).toEqual({ recurrence_until_local: MESSAGES.eventRepeatEnd });
    expect(await messages(filled({ members_first: true }))).toEqual({ members_first_local: MESSAGES.eventRequired });
    expect(await messages(filled({ members_first: true, members_first_local: '2026-12-06T09:00' }))).toEqual({ members_first_local: MESSAGES.eventMembersFirst });
  });

  it('judges the dates on the chosen clock', async () => {
    // 09:00 in Sydney on 1 Nov 2026 is 22:00 UTC the day before: already past at NOW.
    expect(await messages(filled({ timezone: 'Australia/Sydney', start_local: '2026-11-01T09:00', end_local: '2026-11-01T10:00' }))).toEqual({ start_local: MESSAGES.eventInFuture });
    // 09:00 in Honolulu on 1 Nov is 19:00 UTC: still ahead.
    expect(await messages(filled({ timezone: 'Pacific/Honolulu', start_local: '2026-11-01T09:00', end_local: '2026-11-01T10:00' }))).toEqual({});
  });
});
