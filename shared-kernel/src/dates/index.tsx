// Every date the site shows (spec §9), written by dayjs: its own shared entry, so that dayjs comes
// with the pages that show dates and not with the frame's first paint.
import { useSyncExternalStore } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { bus } from '@trailhead/shared-kernel/bus';
import { DRAWING_CLOCK_GLOBAL, type DrawingClock } from '@trailhead/shared-kernel/constants';
import type { UnixSeconds } from '@trailhead/shared-kernel/types';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Whose clock a date is read by: the device's own (null), a time zone (the member's choice in their
 * preferences), or the one a server drawing was made by (with the moment it was drawn at).
 */
type Clock = { timeZone: string; now?: number } | null;

/**
 * This browser's (or server's) own time zone: a clock in it needs no conversion, which is slow (Intl).
 * Read when first needed. Reading it is Intl's first use, which loads its data (~50 ms on a phone).
 */
function ownTimeZone(): string {
  return (timeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);
}
let timeZone: string | undefined;

/** A clock in UTC is read by dayjs's own arithmetic, wherever the reader is: no Intl at all. */
const inUtc = (clock: NonNullable<Clock>): boolean => clock.timeZone === 'UTC' || clock.timeZone === 'Etc/UTC';
const inOtherZone = (clock: NonNullable<Clock>): boolean => clock.timeZone !== ownTimeZone();

/** A moment as read by a clock: the person's own, UTC's, or another time zone's. */
const read = (moment: Dayjs, clock: Clock): Dayjs => {
  if (!clock) return moment;
  if (inUtc(clock)) return moment.utc();
  return inOtherZone(clock) ? moment.tz(clock.timeZone) : moment;
};
const at = (seconds: UnixSeconds, clock: Clock): Dayjs => read(dayjs.unix(seconds), clock);

/** Spec §9: Today at / Yesterday at / weekday at (within a week), otherwise 'MMM DD, YYYY'. */
export function formatRelativeDate(seconds: UnixSeconds, now: Date = new Date(), clock: Clock = chosenClock): string {
  const date = at(seconds, clock);
  const today = read(dayjs(clock?.now ?? now), clock).startOf('day');
  const time = date.format('h:mm A');
  if (!date.isBefore(today)) return `Today at ${time}`;
  if (!date.isBefore(today.subtract(1, 'day'))) return `Yesterday at ${time}`;
  if (!date.isBefore(today.subtract(6, 'day'))) return `${date.format('dddd')} at ${time}`;
  return date.format('MMM DD, YYYY');
}

/** Spec §9 date-time: a moment people plan around (an event's start), in their own time zone. */
export function formatDateTime(seconds: UnixSeconds, clock: Clock = chosenClock): string {
  return at(seconds, clock).format('ddd, MMM D, YYYY h:mm A');
}

/** Spec §9 full date: 'Friday, November 27, 2026'. */
export function formatFullDate(seconds: UnixSeconds, clock: Clock = chosenClock): string {
  return at(seconds, clock).format('dddd, MMMM D, YYYY');
}

const drawingClock = (): Clock => (globalThis as { [DRAWING_CLOCK_GLOBAL]?: DrawingClock })[DRAWING_CLOCK_GLOBAL] ?? null;

/** The member's chosen time zone as a clock (null: the device's own). */
let chosenClock: Clock = null;
const clockListeners = new Set<() => void>();
const chosenClockOf = (): Clock => chosenClock;
const onClockChange = (listener: () => void) => {
  clockListeners.add(listener);
  return () => {
    clockListeners.delete(listener);
  };
};

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Dates are read in this time zone from now on: the member's choice in their preferences ("Dates and
 * times across the site are shown in this time zone"); null, or a zone this device does not know,
 * for the device's own. Every date on the page is written again.
 */
export function setChosenTimeZone(zone: string | null | undefined): void {
  const next = zone && isTimeZone(zone) ? zone : null;
  if ((chosenClock?.timeZone ?? null) === next) return;
  chosenClock = next ? { timeZone: next } : null;
  for (const listener of clockListeners) listener();
}

/**
 * What reading the dates of a drawing will need, done now rather than while the page is taken over:
 * for a drawing in UTC, nothing; for one in another time zone, this browser's own (Intl's first use).
 */
export function prepareClock(clock: Clock = drawingClock()): void {
  if (clock && !inUtc(clock)) ownTimeZone();
}

/**
 * The clock to read dates by: on the server and while the browser takes a drawn page over, the
 * drawing's (so the text matches what was drawn, whatever the person's time zone), then their own:
 * the time zone they chose, or their device's.
 */
function useClock(): Clock {
  return useSyncExternalStore(onClockChange, chosenClockOf, drawingClock);
}

/** Every date the site shows goes through dayjs, in a <time> element that machines can read. */
function DateText({ seconds, format }: { seconds: UnixSeconds; format: (seconds: UnixSeconds, clock: Clock) => string }) {
  const clock = useClock();
  return (
    <time dateTime={dayjs.unix(seconds).toISOString()} title={at(seconds, clock).format('MMM DD, YYYY h:mm A')}>
      {format(seconds, clock)}
    </time>
  );
}

const relative = (seconds: UnixSeconds, clock: Clock) => formatRelativeDate(seconds, new Date(), clock);

export function RelativeDate({ seconds }: { seconds: UnixSeconds }) {
  return <DateText seconds={seconds} format={relative} />;
}

export function DateTime({ seconds }: { seconds: UnixSeconds }) {
  return <DateText seconds={seconds} format={formatDateTime} />;
}

// In the browser, the signed-in member's time zone is the one dates are read in (the server draws
// pages for visitors only, by its own clock).
if (typeof window !== 'undefined') bus.session$.subscribe(({ user }) => setChosenTimeZone(user?.timezone));

export function FullDate({ seconds }: { seconds: UnixSeconds }) {
  return <DateText seconds={seconds} format={formatFullDate} />;
}
