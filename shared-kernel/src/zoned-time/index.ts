// Wall-clock time in an IANA time zone, with daylight saving, from Intl alone (no zone data of our
// own). Events are stored in UTC seconds with their zone: the API expands a series on the event's
// clock (a 9:00 ride stays 9:00 across a clock change) and the event form reads its date-time
// inputs on it. No React here: the API imports it too.

/** A moment on the wall clock of some zone, written as if it were UTC: Date.UTC(y, m, d, h, min, s). */
export type WallMs = number;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Is this an IANA zone the runtime knows? */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock time in `timeZone` of a UTC instant (ms). */
export function wallOf(utcMs: number, timeZone: string): WallMs {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(utcMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/**
 * The UTC instant (ms) of a wall-clock time in `timeZone`. A time that does not exist (the hour
 * skipped in spring) lands an hour later; a time that happens twice (autumn) takes the first.
 */
export function utcOf(wall: WallMs, timeZone: string): number {
  const offsetAt = (utc: number) => wallOf(utc, timeZone) - utc;
  const first = wall - offsetAt(wall);
  const second = wall - offsetAt(first);
  if (first === second) return first;
  // Across a change: keep the candidate whose wall clock reads what was asked, earliest first.
  const candidates = [first, second].sort((a, b) => a - b);
  return candidates.find((utc) => wallOf(utc, timeZone) === wall) ?? Math.max(first, second);
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/;
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * "2026-12-05T09:00" (a datetime-local input's value; a date alone is midnight) on the clock of
 * `timeZone` → UTC seconds; null when empty, not a date, or the zone is unknown.
 */
export function zonedToUtcSeconds(local: string, timeZone: string): number | null {
  const match = LOCAL.exec(local.trim());
  if (!match || !isTimeZone(timeZone)) return null;
  const [, year, month, day, hour = '0', minute = '0'] = match;
  const wall = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute));
  return Number.isNaN(wall) ? null : Math.floor(utcOf(wall, timeZone) / 1000);
}

/** UTC seconds → "2026-12-05T09:00" on the clock of `timeZone`. */
export function utcSecondsToZoned(seconds: number, timeZone: string): string {
  const wall = new Date(wallOf(seconds * 1000, timeZone));
  return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}
