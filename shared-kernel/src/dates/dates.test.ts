import dayjs from 'dayjs';
import { formatDateTime, formatFullDate, formatRelativeDate } from '.';

const now = new Date(2026, 10, 21, 15, 0); // Saturday 21 November 2026, 3 PM local time
const at = (daysAgo: number, hour: number, minute = 0) => dayjs(now).subtract(daysAgo, 'day').hour(hour).minute(minute).unix();

describe('formatRelativeDate (spec §9)', () => {
  it('says Today at and Yesterday at', () => {
    expect(formatRelativeDate(at(0, 9, 5), now)).toBe('Today at 9:05 AM');
    expect(formatRelativeDate(at(1, 22, 30), now)).toBe('Yesterday at 10:30 PM');
  });

  it('names the weekday within the last week', () => {
    expect(formatRelativeDate(at(3, 8), now)).toBe('Wednesday at 8:00 AM');
  });

  it('gives the date beyond a week', () => {
    expect(formatRelativeDate(at(30, 8), now)).toBe('Oct 22, 2026');
  });
});

describe('date-time and full date (spec §9)', () => {
  const start = dayjs(new Date(2026, 10, 27, 16, 30)).unix();

  it('writes an event start with weekday, date and time', () => {
    expect(formatDateTime(start)).toBe('Fri, Nov 27, 2026 4:30 PM');
  });

  it('writes a full date', () => {
    expect(formatFullDate(start)).toBe('Friday, November 27, 2026');
  });
});

describe('the clock of a server drawing', () => {
  // 2 PM UTC on Saturday 21 November 2026: 11 PM that Saturday in Tokyo, 7 AM in Denver.
  const seconds = Date.UTC(2026, 10, 21, 14, 0) / 1000;
  const now = Date.UTC(2026, 10, 21, 14, 30);

  it('reads a date in the time zone the page was drawn in', () => {
    expect(formatRelativeDate(seconds, new Date(), { now, timeZone: 'Asia/Tokyo' })).toBe('Today at 11:00 PM');
    expect(formatRelativeDate(seconds, new Date(), { now, timeZone: 'America/Denver' })).toBe('Today at 7:00 AM');
    // Half past midnight on Sunday in Tokyo: the same moment was yesterday there.
    expect(formatRelativeDate(seconds, new Date(), { now: Date.UTC(2026, 10, 21, 15, 30), timeZone: 'Asia/Tokyo' })).toBe('Yesterday at 11:00 PM');
    expect(formatDateTime(seconds, { now, timeZone: 'Asia/Tokyo' })).toBe('Sat, Nov 21, 2026 11:00 PM');
  });

  it('reads a drawing made in UTC by UTC arithmetic, without Intl, wherever the reader is', () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('.') as typeof import('.');
      const intl = jest.spyOn(Intl, 'DateTimeFormat');
      try {
        const utc = { now, timeZone: 'UTC' };
        fresh.prepareClock(utc);
        expect(fresh.formatRelativeDate(seconds, new Date(), utc)).toBe('Today at 2:00 PM');
        expect(fresh.formatDateTime(seconds, { now, timeZone: 'Etc/UTC' })).toBe('Sat, Nov 21, 2026 2:00 PM');
        expect(intl).not.toHaveBeenCalled();
        // A drawing made elsewhere needs this browser's own time zone: read when the clock is prepared.
        fresh.prepareClock({ now, timeZone: 'Asia/Tokyo' });
        expect(intl).toHaveBeenCalledTimes(1);
      } finally {
        intl.mockRestore();
      }
    });
  });
});
