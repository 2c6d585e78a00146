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

export function RelativeDate({ seconds }: { seconds: UnixSeconds }) {
  const iso = new Date(seconds * 1000).toISOString();
  return (
    <time dateTime={iso} title={dayjs.unix(seconds).format('MMM DD, YYYY h:mm A')}>
      {formatRelativeDate(seconds)}
    </time>
  );
}
