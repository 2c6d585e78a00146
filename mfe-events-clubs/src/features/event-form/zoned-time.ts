// The form's date-time inputs hold wall-clock time in the event's time zone ("2026-12-05T09:00");
// the API takes UTC seconds. The conversion is the one the API expands series with.
export { isTimeZone as isKnownTimeZone, utcSecondsToZoned, zonedToUtcSeconds } from '@trailhead/shared-kernel/zoned-time';
