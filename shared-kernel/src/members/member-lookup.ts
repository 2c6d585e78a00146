import { MEMBER_LOOKUP_MIN_LENGTH } from '@trailhead/shared-kernel/types';

/** The text a member lookup asks about: trimmed, without a leading @. */
export function lookupText(typed: string): string {
  return typed.trim().replace(/^@/, '').trim();
}

/** Spec §5: member search and mention lists query only when the text is longer than 1 character. */
export function shouldLookUpMember(typed: string): boolean {
  return lookupText(typed).length >= MEMBER_LOOKUP_MIN_LENGTH;
}

/** Spec §2 search members: comma-joined usernames, each once (any case), blanks dropped. */
export function splitMembers(joined: string): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const raw of joined.split(',')) {
    const name = raw.trim();
    if (name && !seen.has(name.toLowerCase())) {
      seen.add(name.toLowerCase());
      names.push(name);
    }
  }
  return names;
}

export function joinMembers(names: string[]): string {
  return splitMembers(names.join(',')).join(',');
}

/** The next highlighted option when an arrow key moves through a list of `count` (wrapping around). */
export function moveHighlight(current: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current < 0 || current >= count - 1 ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}
