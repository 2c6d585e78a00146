// iCalendar files of events (RFC 5545), written with ical-generator: one event (a series as one
// VEVENT with its RRULE, cancelled occurrences as EXDATE) and a member's "my events" feed. Times
// are written on the wall clock of the event's IANA zone (DTSTART;TZID=…), and each zone used gets
// a VTIMEZONE built from the runtime's own zone data (Intl), so calendars show a 9:00 ride at 9:00
// on both sides of a daylight-saving change.
import ical, {
  ICalCalendarMethod,
  ICalEventRepeatingFreq,
  ICalEventStatus,
  ICalWeekday,
  type ICalCalendar,
  type ICalLuxonDateTimeStub,
  type ICalRepeatingOptions,
} from 'ical-generator';
import type { RecurrencePattern, WeekDay } from '@trailhead/shared-kernel/types';
import type { EventRow, EventSeriesTable } from '../../db/tables/events-clubs.table';
import type { Selectable } from 'kysely';
import { eventUrl } from '../../view-urls';
import { wallOf } from './recurrence';

const PRODUCT = { company: 'Trailhead', product: 'Events', language: 'EN' };
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const utcZone = (zone: string) => (zone.toLowerCase() === 'utc' ? 'UTC' : zone);
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * An instant seen on one zone's wall clock, in the shape ical-generator accepts for Luxon dates
 * (the library formats a plain Date in the machine's own zone, which is not the event's).
 */
export class ZonedTime implements ICalLuxonDateTimeStub {
  readonly zone = { type: 'iana' };
  constructor(
    readonly utcMs: number,
    readonly zoneName: string,
  ) {}
  get isValid(): boolean {
    return Number.isFinite(this.utcMs);
  }
  setZone(zone?: string): ZonedTime {
    return new ZonedTime(this.utcMs, utcZone(zone ?? this.zoneName));
  }
  toFormat(format: string): string {
    const wall = new Date(wallOf(this.utcMs, this.zoneName));
    if (format === 'yyyyLLdd') return `${pad(wall.getUTCFullYear(), 4)}${pad(wall.getUTCMonth() + 1)}${pad(wall.getUTCDate())}`;
    if (format === 'HHmmss') return `${pad(wall.getUTCHours())}${pad(wall.getUTCMinutes())}${pad(wall.getUTCSeconds())}`;
    throw new Error(`ZonedTime: unknown format ${format}`);
  }
  toJSDate(): Date {
    return new Date(this.utcMs);
  }
  toJSON(): string {
    return new Date(this.utcMs).toISOString();
  }
}

const zoned = (seconds: number, zone: string) => new ZonedTime(seconds * 1000, zone);

/** The zone's offset from UTC at an instant, to the minute (the wall clock is read to the second). */
function offsetMs(utcMs: number, zone: string): number {
  return Math.round((wallOf(utcMs, zone) - utcMs) / 60_000) * 60_000;
}

function formatOffset(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  return `${sign}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;
}

function zoneAbbreviation(utcMs: number, zone: string): string | null {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' }).formatToParts(new Date(utcMs)).find((p) => p.type === 'timeZoneName');
  return part && /^[A-Z]{2,5}$/.test(part.value) ? part.value : null;
}

/** The first instant (to the minute) in (from, to] at which the zone's offset differs from the one at `from`. */
function transitionBetween(from: number, to: number, zone: string): number {
  const before = offsetMs(from, zone);
  // Search whole minutes: zones change on the minute.
  let low = Math.floor(from / 60_000);
  let high = Math.ceil(to / 60_000);
  while (high - low > 1) {
    const mid = low + Math.floor((high - low) / 2);
    if (offsetMs(mid * 60_000, zone) === before) low = mid;
    else high = mid;
  }
  return high * 60_000;
}

const BY_DAY = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/**
 * A VTIMEZONE for the zone: its daylight-saving changes of the current year written as yearly
 * rules (the nth, or last, week-day of the month), which is how every zone that changes today
 * states them; a zone without changes is one STANDARD observance.
 */
export function vtimezone(zone: string, now = Date.now()): string | null {
  if (zone === 'UTC') return null;
  const year = new Date(now).getUTCFullYear();
  // A year's scan is ~700 reads of the zone's clock: once per zone and year is enough.
  const key = `${zone} ${year}`;
  if (!vtimezones.has(key)) vtimezones.set(key, buildVtimezone(zone, year));
  return vtimezones.get(key) ?? null;
}

const vtimezones = new Map<string, string>();

function buildVtimezone(zone: string, year: number): string {
  const start = Date.UTC(year, 0, 1);
  const transitions: number[] = [];
  for (let day = start; day < Date.UTC(year + 1, 0, 1); day += DAY_MS) {
    if (offsetMs(day, zone) !== offsetMs(day + DAY_MS, zone)) transitions.push(transitionBetween(day, day + DAY_MS, zone));
  }
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`];
  if (transitions.length === 0) {
    const offset = formatOffset(offsetMs(start, zone));
    const name = zoneAbbreviation(start, zone);
    lines.push('BEGIN:STANDARD', 'DTSTART:19700101T000000', `TZOFFSETFROM:${offset}`, `TZOFFSETTO:${offset}`, ...(name ? [`TZNAME:${name}`] : []), 'END:STANDARD');
  } else {
    const standardOffset = Math.min(...transitions.map((at) => offsetMs(at, zone)), ...transitions.map((at) => offsetMs(at - 60_000, zone)));
    for (const at of transitions) {
      const from = offsetMs(at - 60_000, zone);
      const to = offsetMs(at, zone);
      // DTSTART is the change's moment on the wall clock as it read just before.
      const local = new Date(at + from);
      const day = local.getUTCDate();
      const daysInMonth = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 0)).getUTCDate();
      const nth = day + 7 > daysInMonth ? -1 : Math.ceil(day / 7);
      const kind = to === standardOffset ? 'STANDARD' : 'DAYLIGHT';
      const name = zoneAbbreviation(at, zone);
      lines.push(
        `BEGIN:${kind}`,
        `DTSTART:1970${pad(local.getUTCMonth() + 1)}${pad(day)}T${pad(local.getUTCHours())}${pad(local.getUTCMinutes())}00`,
        `RRULE:FREQ=YEARLY;BYMONTH=${local.getUTCMonth() + 1};BYDAY=${nth}${BY_DAY[local.getUTCDay()]}`,
        `TZOFFSETFROM:${formatOffset(from)}`,
        `TZOFFSETTO:${formatOffset(to)}`,
        ...(name ? [`TZNAME:${name}`] : []),
        `END:${kind}`,
      );
    }
  }
  lines.push('END:VTIMEZONE');
  return lines.join('\r\n');
}

function newCalendar(name: string): ICalCalendar {
  return ical({
    name,
    prodId: PRODUCT,
    method: ICalCalendarMethod.PUBLISH,
    timezone: { name: null, generator: (zone: string) => vtimezone(zone) },
  });
}

/** Sanitised HTML as plain text for DESCRIPTION. */
export function plainText(html: string): string {
  return html
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function placeOf(event: EventRow): string {
  return [event.location_name, event.address, [event.city, event.state].filter(Boolean).join(', ')].filter((part) => part && part.trim() !== '').join(', ');
}

const FREQ: Record<RecurrencePattern, ICalEventRepeatingFreq> = {
  daily: ICalEventRepeatingFreq.DAILY,
  weekly: ICalEventRepeatingFreq.WEEKLY,
  monthly: ICalEventRepeatingFreq.MONTHLY,
  yearly: ICalEventRepeatingFreq.YEARLY,
};

const WEEKDAY: Record<WeekDay, ICalWeekday> = {
  monday: ICalWeekday.MO,
  tuesday: ICalWeekday.TU,
  wednesday: ICalWeekday.WE,
  thursday: ICalWeekday.TH,
  friday: ICalWeekday.FR,
  saturday: ICalWeekday.SA,
  sunday: ICalWeekday.SU,
};

export type SeriesRow = Selectable<EventSeriesTable>;
export type OccurrenceRow = Pick<EventRow, 'event_id' | 'start_date' | 'end_date' | 'is_cancelled' | 'occurrence_index'>;

/** The RRULE of a series (FREQ, INTERVAL, BYDAY of a weekly pattern, UNTIL or COUNT) and its cancelled dates. */
export function repeatingOf(series: SeriesRow, occurrences: OccurrenceRow[], zone: string): ICalRepeatingOptions {
  const days = series.week_days
    .split(',')
    .map((day) => day.trim())
    .filter((day): day is WeekDay => day in WEEKDAY);
  const cancelled = occurrences.filter((occurrence) => occurrence.is_cancelled);
  return {
    freq: FREQ[series.pattern],
    ...(series.interval > 1 ? { interval: series.interval } : {}),
    ...(series.pattern === 'weekly' && days.length > 0 ? { byDay: days.map((day) => WEEKDAY[day]) } : {}),
    ...(series.until_date !== null ? { until: new Date(series.until_date * 1000) } : series.occurrence_count !== null ? { count: series.occurrence_count } : {}),
    ...(cancelled.length > 0 ? { exclude: cancelled.map((occurrence) => zoned(occurrence.start_date, zone)) } : {}),
  };
}

interface EventEntry {
  event: EventRow;
  siteUrl: string;
  /** The event's series, with its occurrences: written as one VEVENT with RRULE. */
  series?: { row: SeriesRow; occurrences: OccurrenceRow[] };
}

function addEvent(calendar: ICalCalendar, { event, siteUrl, series }: EventEntry): void {
  const zone = event.timezone || 'UTC';
  // A series starts with its first occurrence; the RRULE gives the others.
  const first = series?.occurrences[0] ?? event;
  const url = `${siteUrl}${eventUrl(event.event_id)}`;
  const entry = calendar.createEvent({
    id: series ? `event-series-${series.row.series_id}@trailhead` : `event-${event.event_id}@trailhead`,
    start: zoned(first.start_date, zone),
    end: zoned(first.end_date, zone),
    timezone: zone,
    summary: event.title,
    description: `${plainText(event.description)}\n\n${url}`.trim(),
    location: placeOf(event) || null,
    url,
    stamp: new Date((event.updated_at ?? event.created_at) * 1000),
    created: new Date(event.created_at * 1000),
    ...(event.updated_at ? { lastModified: new Date(event.updated_at * 1000) } : {}),
    status: !series && event.is_cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  if (event.latitude !== null && event.longitude !== null) entry.location({ title: placeOf(event) || event.title, geo: { lat: event.latitude, lon: event.longitude } });
  if (series) entry.repeating(repeatingOf(series.row, series.occurrences, zone));
}

/** GET /events/{id}/calendar.ics: the event, or its whole series with the RRULE. */
export function eventCalendar(entry: EventEntry): string {
  const calendar = newCalendar(entry.event.title);
  addEvent(calendar, entry);
  return calendar.toString();
}

/** GET /events/feed/{token}.ics: each of the member's events (an occurrence of a series is its own entry: RSVPs are per occurrence). */
export function memberCalendar(name: string, events: EventRow[], siteUrl: string): string {
  const calendar = newCalendar(name);
  calendar.ttl(60 * 60);
  for (const event of events) addEvent(calendar, { event, siteUrl });
  return calendar.toString();
}
