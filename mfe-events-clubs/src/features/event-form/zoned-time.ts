// The form's date-time inputs hold wall-clock time in the event's time zone ("2026-12-05T09:00");
// the API takes UTC seconds. Intl knows every IANA zone's offsets, daylight saving included.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock fields of a moment in a zone, as if they were UTC (milliseconds). */
function wallClockAsUtc(ms: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(ms))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** How far the zone's clock is ahead of UTC at that moment (milliseconds). */
const offsetAt = (ms: number, timeZone: string) => wallClockAsUtc(ms, timeZone) - Math.floor(ms / 1000) * 1000;

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/;

/**
 * "2026-12-05T09:00" (or a date alone, read as midnight) in `timeZone` → UTC seconds; null when
 * empty or not a date. A time skipped by a clock change resolves to the moment just after it.
 */
export function zonedToUtcSeconds(local: string, timeZone: string): number | null {
  const match = LOCAL.exec(local.trim());
  if (!match) return null;
  const [, year, month, day, hour = '0', minute = '0'] = match;
  const asUtc = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute));
  if (Number.isNaN(asUtc)) return null;
  try {
    // Two passes: the offset at the first guess may differ from the one at the answer near a change.
    const first = asUtc - offsetAt(asUtc, timeZone);
    const second = asUtc - offsetAt(first, timeZone);
    return Math.floor(second / 1000);
  } catch {
    return null;
  }
}

const pad = (value: number) => String(value).padStart(2, '0');

/** UTC seconds → "2026-12-05T09:00" on the clock of `timeZone` (a datetime-local input's value). */
export function utcSecondsToZoned(seconds: number, timeZone: string): string {
  const wall = new Date(wallClockAsUtc(seconds * 1000, timeZone));
  return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/** Whether the browser knows the zone (an unknown one would throw in Intl). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}
