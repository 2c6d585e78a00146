import { MESSAGES } from './messages';
import { eventSchema } from './event.schema';

const now = 1_800_000_000;
const valid = {
  title: 'Moab Sunrise Run',
  description: '<p>Meet at the trailhead.</p>',
  kind: 'ride',
  start_date: now + 86_400,
  end_date: now + 90_000,
  timezone: 'America/Denver',
  region: 'southwest',
  location_name: 'Hell’s Revenge trailhead',
};

async function firstError(values: Record<string, unknown>, options = {}) {
  try {
    await eventSchema({ now, ...options }).validate(values, { abortEarly: true });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('eventSchema (spec §5 event form)', () => {
  it('accepts a complete event and sends an empty RSVP limit and vehicle type as 0', async () => {
    const event = await eventSchema({ now }).validate({ ...valid, rigs_no: '', vehicle_type_id: '' });
    expect(event).toMatchObject({ rigs_no: 0, vehicle_type_id: 0, visibility: 'everyone', recurrence_pattern: '' });
  });

  it.each([
    ['a missing title', { title: '' }, MESSAGES.eventRequired],
    ['a missing place for a meetup', { location_name: '' }, MESSAGES.eventRequired],
    ['empty details', { description: '<p> </p>' }, MESSAGES.eventDetailsRequired],
    ['an end before the start', { end_date: now + 3600 }, 'Start date should be before end date'],
    ['a start in the past', { start_date: now - 60, end_date: now + 60 }, MESSAGES.eventInFuture],
    ['a registration deadline after the start', { registration_deadline: now + 86_401 }, MESSAGES.eventRegistrationBeforeStart],
    ['a tickets URL that is not a link', { tickets_url: 'tickets please' }, MESSAGES.eventTicketsUrl],
    ['a negative RSVP limit', { rigs_no: -1 }, MESSAGES.eventRsvpLimit],
    ['a weekly series without week-days', { recurrence_pattern: 'weekly', recurrence_count: 4 }, MESSAGES.eventWeekDays],
    ['a series without an end', { recurrence_pattern: 'daily' }, MESSAGES.eventRepeatEnd],
    ['a series longer than 52', { recurrence_pattern: 'daily', recurrence_count: 53 }, MESSAGES.eventTooManyOccurrences],
    ['a latitude off the globe', { latitude: 91 }, MESSAGES.eventCoordinates],
    // What a person types that is no number gets the field's own message, not yup's cast error.
    ['a longitude that is not a number', { longitude: 'abc' }, MESSAGES.eventCoordinates],
    ['a negative distance', { distance: -3 }, MESSAGES.eventDistance],
    ['a distance that is not a number', { distance: 'far' }, MESSAGES.eventDistance],
    ['a count of occurrences that is not a number', { recurrence_pattern: 'daily', recurrence_count: 'x' }, MESSAGES.eventTooManyOccurrences],
    ['a registration deadline that is not a date', { registration_deadline: 'soon' }, MESSAGES.eventDateRange],
    ['an end after the year 9999 (no database column holds it)', { end_date: 1e300 }, MESSAGES.eventDateRange],
    ['a registration deadline before 1970', { registration_deadline: -1e308 }, MESSAGES.eventDateRange],
  ])('refuses %s', async (_name, change, message) => {
    expect(await firstError({ ...valid, ...change })).toBe(message);
  });

  it('lets an online event go without a place, and an edit keep a start that has passed', async () => {
    expect(await firstError({ ...valid, kind: 'online', location_name: '' })).toBeNull();
    expect(await firstError({ ...valid, start_date: now - 60, end_date: now + 60 }, { startUnchanged: true })).toBeNull();
  });
});
