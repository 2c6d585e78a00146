/** The ?reaction_id= filter of /reactions: one of the six, else all. */
export function reactionFilterOf(raw: string | null): number | null {
  if (raw === null || !/^[1-6]$/.test(raw)) return null;
  return Number(raw);
}

/** Where the filtered list lives (page 1 of it). */
export function reactionsHref(reactionId: number | null, page = 1): string {
  const query = new URLSearchParams();
  if (reactionId !== null) query.set('reaction_id', String(reactionId));
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/reactions?${text}` : '/reactions';
}
