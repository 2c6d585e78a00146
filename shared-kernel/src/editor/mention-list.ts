// The mention suggestion list of spec §2/§5: it asks for members only when the text after '@' is
// longer than one character; arrows move, Enter selects, Escape closes.

/** The text typed after an '@' that starts a word, up to the caret; null when the caret is not in a mention. */
export function mentionQueryBefore(textBeforeCaret: string): string | null {
  const match = /(?:^|[\s(>])@([^\s@<>]{0,30})$/.exec(textBeforeCaret);
  return match ? match[1] : null;
}

/** Spec §5: the mention list queries only when the text is longer than 1 character. */
export function shouldSearchMentions(query: string | null): query is string {
  return query !== null && query.length > 1;
}

export interface MentionListState<T> {
  open: boolean;
  items: T[];
  active: number;
}

export type MentionKeyResult<T> = { handled: false } | { handled: true; state: MentionListState<T>; selected?: T };

export const closedMentionList = <T>(): MentionListState<T> => ({ open: false, items: [], active: 0 });

export function showMentionItems<T>(items: T[]): MentionListState<T> {
  return { open: items.length > 0, items, active: 0 };
}

/** What a key does while the list is open; keys the list does not use go on to the editor. */
export function mentionKey<T>(state: MentionListState<T>, key: string): MentionKeyResult<T> {
  if (!state.open || state.items.length === 0) return { handled: false };
  const count = state.items.length;
  switch (key) {
    case 'ArrowDown':
      return { handled: true, state: { ...state, active: (state.active + 1) % count } };
    case 'ArrowUp':
      return { handled: true, state: { ...state, active: (state.active - 1 + count) % count } };
    case 'Enter':
    case 'Tab':
      return { handled: true, state: closedMentionList<T>(), selected: state.items[state.active] };
    case 'Escape':
      return { handled: true, state: closedMentionList<T>() };
    default:
      return { handled: false };
  }
}
