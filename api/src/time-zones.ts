/** The canonical IANA name of a time zone (any case accepted), or null if there is no such zone. */
export function canonicalTimeZone(zone: string): string | null {
  if (!zone || zone.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(zone)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
