import type { EventRecurrence } from '@trailhead/shared-kernel/types';
import { attendanceText, formatInZone, recurrenceText } from './event-text';

const weekly = (change: Partial<EventRecurrence> = {}): EventRecurrence => ({ pattern: 'weekly', interval: 1, recurrence_days: ['saturday'], until_date: null, count: 6, ...change });

describe('attendanceText', () => {
  it('counts against the limit', () => expect(attendanceText({ attending_count: 7, rigs_no: 10 })).toBe('7 / 10 going'));
  it('says full with the waitlist', () => expect(attendanceText({ attending_count: 10, rigs_no: 10, waitlist_count: 3 })).toBe('Full · 3 waiting'));
  it('says full with nobody waiting', () => expect(attendanceText({ attending_count: 3, rigs_no: 3, waitlist_count: 0 })).toBe('Full · 3 / 3 going'));
  it('has no limit when rigs_no is 0', () => expect(attendanceText({ attending_count: 12, rigs_no: 0 })).toBe('12 going'));
});

describe('recurrenceText', () => {
  it('reads a weekly series by count', () => expect(recurrenceText(weekly(), 'UTC')).toBe('Every week on Saturday, 6 times'));
  it('orders several week-days and reads the interval', () =>
    expect(recurrenceText(weekly({ interval: 2, recurrence_days: ['sunday', 'friday', 'saturday'], count: null }), 'UTC')).toBe('Every 2 weeks on Friday, Saturday and Sunday'));
  it('reads the until date on the event clock', () =>
    // 2026-12-01 03:00 UTC is still Nov 30 in Denver.
    expect(recurrenceText({ pattern: 'monthly', interval: 1, recurrence_days: [], until_date: 1_796_094_000, count: null }, 'America/Denver')).toBe('Every month, until Nov 30, 2026'));
  it('reads one occurrence in the singular', () => expect(recurrenceText({ pattern: 'daily', interval: 1, recurrence_days: [], until_date: null, count: 1 }, 'UTC')).toBe('Every day, 1 time'));
});

describe('formatInZone', () => {
  it('writes the moment on the given clock', () => {
    expect(formatInZone(1_796_094_000, 'UTC')).toBe('Tue, Dec 1, 2026 3:00 AM');
    expect(formatInZone(1_796_094_000, 'America/Denver')).toBe('Mon, Nov 30, 2026 8:00 PM');
  });
  it('falls back to UTC for a zone it does not know', () => expect(formatInZone(1_796_094_000, 'Mars/Olympus')).toBe('Tue, Dec 1, 2026 3:00 AM'));
});
