// Every date the site shows (spec §9), written by dayjs: its own shared entry, so that dayjs comes
// with the pages that show dates and not with the frame's first paint.
import dayjs from 'dayjs';
import type { UnixSeconds } from '@trailhead/shared-kernel/types';

/** Spec §9: Today at / Yesterday at / weekday at (within a week), otherwise 'MMM DD, YYYY'. */
export function formatRelativeDate(seconds: UnixSeconds, now: Date = new Date()): string {
  const date = dayjs.unix(seconds);
  const today = dayjs(now).startOf('day');
  const time = date.format('h:mm A');
  if (!date.isBefore(today)) return `Today at ${time}`;
  if (!date.isBefore(today.subtract(1, 'day'))) return `Yesterday at ${time}`;
  if (!date.isBefore(today.subtract(6, 'day'))) return `${date.format('dddd')} at ${time}`;
  return date.format('MMM DD, YYYY');
}

/** Spec §9 date-time: a moment people plan around (an event's start), in their own time zone. */
export function formatDateTime(seconds: UnixSeconds): string {
  return dayjs.unix(seconds).format('ddd, MMM D, YYYY h:mm A');
}

/** Spec §9 full date: 'Friday, November 27, 2026'. */
export function formatFullDate(seconds: UnixSeconds): string {
  return dayjs.unix(seconds).format('dddd, MMMM D, YYYY');
}

/** Every date the site shows goes through dayjs, in a <time> element that machines can read. */
function DateText({ seconds, children }: { seconds: UnixSeconds; children: string }) {
  const date = dayjs.unix(seconds);
  return (
    <time dateTime={date.toISOString()} title={date.format('MMM DD, YYYY h:mm A')}>
      {children}
    </time>
  );
}

export function RelativeDate({ seconds }: { seconds: UnixSeconds }) {
  return <DateText seconds={seconds}>{formatRelativeDate(seconds)}</DateText>;
}

export function DateTime({ seconds }: { seconds: UnixSeconds }) {
  return <DateText seconds={seconds}>{formatDateTime(seconds)}</DateText>;
}
