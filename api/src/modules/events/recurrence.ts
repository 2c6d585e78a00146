// Recurring events are expanded on the server into one row per occurrence. The arithmetic is done
// on the wall clock of the event's IANA time zone, so a ride at 9:00 stays at 9:00 on both sides
// of a daylight-saving change; only the conversion to and from UTC seconds knows about offsets.
// The rules follow RFC 5545 (what the calendar feeds publish as RRULE): a monthly event on the
// 31st skips the months without one, a yearly event on 29 February waits for a leap year, and a
// weekly event happens on the chosen week-days (from the start's week on, never before the start).
import type { RecurrencePattern, WeekDay } from '@trailhead/shared-kernel/types';
import { MAX_OCCURRENCES } from '@trailhead/shared-kernel/schemas';
import { utcOf, wallOf, type WallMs } from '@trailhead/shared-kernel/zoned-time';

export { isTimeZone, utcOf, wallOf } from '@trailhead/shared-kernel/zoned-time';

export interface RecurrenceRule {
  pattern: RecurrencePattern;
  /** Every n days, weeks, months or years. */
  interval: number;
  /** The week-days of a weekly pattern. */
  weekDays: WeekDay[];
  /** The last moment an occurrence may start (UTC seconds), or null. */
  until: number | null;
  /** How many occurrences, or null. */
  count: number | null;
}

export interface Occurrence {
  start_date: number;
  end_date: number;
}


/** Moves a UTC instant (seconds) by `deltaMs` on the wall clock of `timeZone`. */
export function shiftOnWallClock(seconds: number, timeZone: string, deltaMs: number): number {
  return Math.round(utcOf(wallOf(seconds * 1000, timeZone) + deltaMs, timeZone) / 1000);
}

/** The wall-clock difference (ms) between two instants (seconds) in `timeZone`. */
export function wallDelta(fromSeconds: number, toSeconds: number, timeZone: string): number {
  return wallOf(toSeconds * 1000, timeZone) - wallOf(fromSeconds * 1000, timeZone);
}

const WEEK_DAY_INDEX: Record<WeekDay, number> = { sunday: 0, monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6 };
const DAY_MS = 86_400_000;

/** The same time of day on another calendar date; null when that date does not exist (31 April). */
function onDate(wall: WallMs, year: number, month: number, day: number): WallMs | null {
  const date = new Date(wall);
  const moved = Date.UTC(year, month, day, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds());
  const check = new Date(moved);
  return check.getUTCFullYear() === year && check.getUTCMonth() === ((month % 12) + 12) % 12 && check.getUTCDate() === day ? moved : null;
}

/** Wall-clock starts of the series, in order, without an end: the caller stops it. */
function* wallStarts(start: WallMs, rule: RecurrenceRule): Generator<WallMs> {
  const interval = Math.max(1, Math.floor(rule.interval));
  const date = new Date(start);
  const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()];
  switch (rule.pattern) {
    case 'daily':
      for (let k = 0; ; k++) yield start + k * interval * DAY_MS;
    case 'weekly': {
      const days = new Set((rule.weekDays.length ? rule.weekDays : []).map((d) => WEEK_DAY_INDEX[d]));
      if (days.size === 0) days.add(date.getUTCDay());
      // Weeks run Monday to Sunday; the first is the start's.
      const mondayOffset = (date.getUTCDay() + 6) % 7;
      const weekStart = start - mondayOffset * DAY_MS;
      for (let week = 0; ; week += interval) {
        for (let i = 0; i < 7; i++) {
          const candidate = weekStart + (week * 7 + i) * DAY_MS;
          if (candidate >= start && days.has(new Date(candidate).getUTCDay())) yield candidate;
        }
      }
    }
    case 'monthly':
      for (let k = 0; ; k += interval) {
        const next = onDate(start, year + Math.floor((month + k) / 12), (month + k) % 12, day);
        if (next !== null) yield next;
      }
    case 'yearly':
      for (let k = 0; ; k += interval) {
        const next = onDate(start, year + k, month, day);
        if (next !== null) yield next;
      }
  }
}

/**
 * The occurrences of a recurring event whose first one is given by `start`/`end` (UTC seconds),
 * at most MAX_OCCURRENCES (and `count`), none starting after `until`. Each keeps the first one's
 * wall-clock start time and wall-clock length.
 */
export function expandOccurrences(start: number, end: number, timeZone: string, rule: RecurrenceRule): Occurrence[] {
  const wallStart = wallOf(start * 1000, timeZone);
  const length = wallOf(end * 1000, timeZone) - wallStart;
  const limit = Math.min(MAX_OCCURRENCES, rule.count ?? MAX_OCCURRENCES);
  const occurrences: Occurrence[] = [];
  // A guard for rules that produce nothing for a long time (29 February every 3 years).
  let tries = 0;
  for (const wall of wallStarts(wallStart, rule)) {
    if (occurrences.length >= limit || ++tries > 5_000) break;
    const startSeconds = Math.round(utcOf(wall, timeZone) / 1000);
    if (rule.until !== null && startSeconds > rule.until) break;
    occurrences.push({ start_date: startSeconds, end_date: Math.round(utcOf(wall + length, timeZone) / 1000) });
  }
  return occurrences;
}
