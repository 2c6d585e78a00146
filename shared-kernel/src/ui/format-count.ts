/**
 * A count as the site writes it (US English, like every text of the spec): 1,234,567.
 *
 * Not `toLocaleString('en-US')`: the first use of Intl loads its locale data, ~50 ms on a phone in
 * the middle of taking a drawn page over, and every thread, forum and search page shows counts.
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return count.toLocaleString('en-US');
  const digits = String(Math.abs(count));
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let end = grouped.length + 3; end <= digits.length; end += 3) grouped += `,${digits.slice(end - 3, end)}`;
  return count < 0 ? `-${grouped}` : grouped;
}

/** A count and what it counts, singular for exactly one: "1 reply", "1,234 replies". `plural` defaults to `singular` + s. */
export function countText(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}
