/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import dayjs from 'dayjs';
import { bus } from '@trailhead/shared-kernel/bus';
import type { UserProfile } from '@trailhead/shared-kernel/types';
import { formatDateTime, formatFullDate, formatRelativeDate, FullDate } from '.';

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

describe("the member's chosen time zone (preferences)", () => {
  afterEach(() => bus.session$.next({ status: null, user: null }));

  it('reads every date in the zone of the signed-in member, and in the device zone again after they leave', () => {
    const moment = Date.UTC(2026, 10, 27, 1, 0) / 1000; // 1:00 AM UTC: 12:00 PM in Sydney, 3:00 PM the day before in Hawaii
    const signIn = (timezone: string) => bus.session$.next({ status: null, user: { timezone } as UserProfile });
    signIn('Australia/Sydney');
    expect(formatDateTime(moment)).toBe('Fri, Nov 27, 2026 12:00 PM');
    signIn('Pacific/Honolulu');
    expect(formatDateTime(moment)).toBe('Thu, Nov 26, 2026 3:00 PM');
    const { container } = render(<FullDate seconds={moment} />);
    expect(container.textContent).toBe('Thursday, November 26, 2026');
    act(() => signIn('Australia/Sydney'));
    expect(container.textContent).toBe('Friday, November 27, 2026');
    act(() => bus.session$.next({ status: null, user: null }));
    expect(container.textContent).toBe(dayjs.unix(moment).format('dddd, MMMM D, YYYY'));
  });

  it('keeps the device zone for a zone it does not know', () => {
    bus.session$.next({ status: null, user: { timezone: 'Mars/Olympus_Mons' } as UserProfile });
    expect(formatFullDate(Date.UTC(2026, 10, 27, 12) / 1000)).toBe(dayjs.unix(Date.UTC(2026, 10, 27, 12) / 1000).format('dddd, MMMM D, YYYY'));
  });
});
