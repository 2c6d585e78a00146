import { expandOccurrences, shiftOnWallClock, utcOf, wallOf, type RecurrenceRule } from './recurrence';

const DENVER = 'America/Denver';
/** UTC seconds of a wall-clock time in a zone. */
const at = (iso: string, zone: string) => Math.round(utcOf(Date.parse(`${iso}Z`), zone) / 1000);
/** The wall-clock time of UTC seconds in a zone, as 'YYYY-MM-DDTHH:MM'. */
const wall = (seconds: number, zone: string) => new Date(wallOf(seconds * 1000, zone)).toISOString().slice(0, 16);
const rule = (overrides: Partial<RecurrenceRule>): RecurrenceRule => ({ pattern: 'daily', interval: 1, weekDays: [], until: null, count: null, ...overrides });

describe('recurrence expansion', () => {
  it('converts wall-clock times of a zone to UTC and back, DST included', () => {
    expect(at('2027-01-15T09:00', DENVER)).toBe(Date.parse('2027-01-15T16:00Z') / 1000); // MST, UTC-7
    expect(at('2027-07-15T09:00', DENVER)).toBe(Date.parse('2027-07-15T15:00Z') / 1000); // MDT, UTC-6
    // 2:30 on 14 March 2027 does not exist in Denver: it lands an hour later.
    expect(wall(at('2027-03-14T02:30', DENVER), DENVER)).toBe('2027-03-14T03:30');
  });

  it('keeps a weekly 9:00 ride at 9:00 across the spring DST change', () => {
    const start = at('2027-03-06T09:00', DENVER); // a Saturday, MST
    const end = at('2027-03-06T15:00', DENVER);
    const list = expandOccurrences(start, end, DENVER, rule({ pattern: 'weekly', weekDays: ['saturday'], count: 4 }));
    expect(list.map((o) => wall(o.start_date, DENVER))).toEqual(['2027-03-06T09:00', '2027-03-13T09:00', '2027-03-20T09:00', '2027-03-27T09:00']);
    expect(list.map((o) => wall(o.end_date, DENVER))).toEqual(['2027-03-06T15:00', '2027-03-13T15:00', '2027-03-20T15:00', '2027-03-27T15:00']);
    // In UTC the ride moved an hour earlier after the change.
    expect(list[1].start_date - list[0].start_date).toBe(7 * 86_400);
    expect(list[2].start_date - list[1].start_date).toBe(7 * 86_400 - 3600);
  });

  it('repeats weekly on the chosen week-days, every n weeks, from the start on', () => {
    const start = at('2027-06-02T18:00', 'UTC'); // a Wednesday
    const list = expandOccurrences(start, start + 3600, 'UTC', rule({ pattern: 'weekly', interval: 2, weekDays: ['monday', 'wednesday', 'saturday'], count: 5 }));
    expect(list.map((o) => wall(o.start_date, 'UTC'))).toEqual([
      '2027-06-02T18:00', // Wednesday of the first week (its Monday was before the start)
      '2027-06-05T18:00', // Saturday
      '2027-06-14T18:00', // Monday two weeks on
      '2027-06-16T18:00',
      '2027-06-19T18:00',
    ]);
  });

  it('repeats daily every n days until a date (inclusive)', () => {
    const start = at('2027-05-01T07:00', DENVER);
    const list = expandOccurrences(start, start + 7200, DENVER, rule({ pattern: 'daily', interval: 3, until: at('2027-05-10T07:00', DENVER) }));
    expect(list.map((o) => wall(o.start_date, DENVER))).toEqual(['2027-05-01T07:00', '2027-05-04T07:00', '2027-05-07T07:00', '2027-05-10T07:00']);
  });

  it('monthly on the 31st skips the months without one', () => {
    const start = at('2027-01-31T10:00', DENVER);
    const list = expandOccurrences(start, start + 3600, DENVER, rule({ pattern: 'monthly', count: 6 }));
    expect(list.map((o) => wall(o.start_date, DENVER).slice(0, 10))).toEqual(['2027-01-31', '2027-03-31', '2027-05-31', '2027-07-31', '2027-08-31', '2027-10-31']);
    expect(list.every((o) => wall(o.start_date, DENVER).endsWith('10:00'))).toBe(true);
  });

  it('yearly on 29 February waits for leap years; every n years', () => {
    const leap = at('2028-02-29T12:00', 'UTC');
    expect(expandOccurrences(leap, leap + 60, 'UTC', rule({ pattern: 'yearly', count: 3 })).map((o) => wall(o.start_date, 'UTC').slice(0, 10))).toEqual([
      '2028-02-29',
      '2032-02-29',
      '2036-02-29',
    ]);
    const start = at('2027-08-14T08:00', DENVER);
    expect(expandOccurrences(start, start + 60, DENVER, rule({ pattern: 'yearly', interval: 2, count: 3 })).map((o) => wall(o.start_date, DENVER))).toEqual([
      '2027-08-14T08:00',
      '2029-08-14T08:00',
      '2031-08-14T08:00',
    ]);
  });

  it('never makes more than 52 occurrences, whatever the rule says', () => {
    const start = at('2027-01-01T09:00', 'UTC');
    expect(expandOccurrences(start, start + 60, 'UTC', rule({ pattern: 'daily', count: 500 }))).toHaveLength(52);
    expect(expandOccurrences(start, start + 60, 'UTC', rule({ pattern: 'daily', until: start + 400 * 86_400 }))).toHaveLength(52);
  });

  it('keeps an event that crosses midnight the same wall-clock length', () => {
    const start = at('2027-10-30T20:00', 'Europe/London');
    const end = at('2027-10-31T08:00', 'Europe/London'); // BST ends that night: 13 real hours
    const list = expandOccurrences(start, end, 'Europe/London', rule({ pattern: 'weekly', weekDays: ['saturday'], count: 2 }));
    expect(list.map((o) => [wall(o.start_date, 'Europe/London'), wall(o.end_date, 'Europe/London')])).toEqual([
      ['2027-10-30T20:00', '2027-10-31T08:00'],
      ['2027-11-06T20:00', '2027-11-07T08:00'],
    ]);
  });

  it('shifts a time on the wall clock (editing all following occurrences)', () => {
    const before = at('2027-03-13T09:00', DENVER);
    expect(wall(shiftOnWallClock(before, DENVER, 7 * 86_400_000 + 3_600_000), DENVER)).toBe('2027-03-20T10:00');
  });
});
