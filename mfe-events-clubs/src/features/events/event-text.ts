// How an event reads in words, the same on the server's drawing and in the browser: nothing here
// depends on the reader's clock or time zone (the viewer's own time goes through shared-kernel/dates).
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { EventKind, EventRecurrence, TrailEvent, UnixSeconds, WeekDay } from '@trailhead/shared-kernel/types';
import { countText } from '@trailhead/shared-kernel/ui';

dayjs.extend(utc);
dayjs.extend(timezone);

export const KIND_LABELS: Record<EventKind, string> = { online: 'Online', meetup: 'Meetup', ride: 'Ride', trip: 'Trip' };

/** "7 / 10 going", "Full · 3 waiting", "12 going" (no limit). */
export function attendanceText(event: Pick<TrailEvent, 'attending_count' | 'rigs_no'> & { waitlist_count?: number }): string {
  const { attending_count: going, rigs_no: limit } = event;
  const waiting = event.waitlist_count ?? 0;
  if (limit <= 0) return `${going} going${waiting > 0 ? ` · ${waiting} waiting` : ''}`;
  if (going >= limit) return waiting > 0 ? `Full · ${waiting} waiting` : `Full · ${going} / ${limit} going`;
  return `${going} / ${limit} going`;
}

/** A moment on the event's own clock: "Sat, Jun 6, 2026 8:00 AM" in its IANA zone (UTC when the zone is unknown). */
export function formatInZone(seconds: UnixSeconds, zone: string, format = 'ddd, MMM D, YYYY h:mm A'): string {
  const moment = dayjs.unix(seconds);
  try {
    return moment.tz(zone).format(format);
  } catch {
    return moment.utc().format(format);
  }
}

const DAY_NAMES: Record<WeekDay, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};
const DAY_ORDER: WeekDay[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const UNITS = { daily: 'day', weekly: 'week', monthly: 'month', yearly: 'year' } as const;

/** "a, b and c" */
function joinWords(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** "Every week on Saturday, 6 times", "Every 2 months, until Dec 31, 2026", "Every day". */
export function recurrenceText(recurrence: EventRecurrence, zone: string): string {
  const unit = UNITS[recurrence.pattern];
  const every = recurrence.interval > 1 ? `Every ${recurrence.interval} ${unit}s` : `Every ${unit}`;
  const days = recurrence.pattern === 'weekly' ? DAY_ORDER.filter((day) => recurrence.recurrence_days.includes(day)).map((day) => DAY_NAMES[day]) : [];
  const on = days.length > 0 ? ` on ${joinWords(days)}` : '';
  const end =
    recurrence.count !== null && recurrence.count > 0
      ? `, ${countText(recurrence.count, 'time')}`
      : recurrence.until_date !== null
        ? `, until ${formatInZone(recurrence.until_date, zone, 'MMM D, YYYY')}`
        : '';
  return `${every}${on}${end}`;
}

/** Where it happens, in one line: "Hell's Revenge trailhead, Moab, UT". */
export function placeText(event: Pick<TrailEvent, 'location_name' | 'city' | 'state'>): string {
  return [event.location_name, event.city, event.state].filter(Boolean).join(', ');
}
