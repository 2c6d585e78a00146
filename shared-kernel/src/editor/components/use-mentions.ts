import { useEffect, useEffectEvent, useState, type RefObject } from 'react';
import {
  $getSelection,
  $isRangeSelection,
  $isTextNode,
  BLUR_COMMAND,
  COMMAND_PRIORITY_HIGH,
  KEY_ARROW_DOWN_COMMAND,
  KEY_ARROW_UP_COMMAND,
  KEY_ENTER_COMMAND,
  KEY_ESCAPE_COMMAND,
  KEY_TAB_COMMAND,
  mergeRegister,
  type LexicalEditor,
} from 'lexical';
import type { UserSummary } from '@trailhead/shared-kernel/types';
import { useMembersByName } from '../api/find-members';
import { $insertMention } from '../editor-commands';
import { mentionKey, mentionQueryBefore, shouldSearchMentions, type MentionListState } from '../mention-list';

const MENTION_DELAY_MS = 200;
const MAX_MEMBERS = 8;

export interface MentionList {
  open: boolean;
  members: UserSummary[];
  active: number;
  /** Where the list goes, relative to the editor's box: just under the caret. */
  position: { top: number; left: number } | null;
  choose: (index: number, inUpdate?: boolean) => void;
}

/** The text after '@' before the caret, read from the editor state; null when the caret is not in a mention. */
function $mentionQueryAtCaret(): string | null {
  const selection = $getSelection();
  if (!$isRangeSelection(selection) || !selection.isCollapsed()) return null;
  const node = selection.anchor.getNode();
  if (!$isTextNode(node) || node.isToken()) return null;
  return mentionQueryBefore(node.getTextContent().slice(0, selection.anchor.offset));
}

function caretPosition(box: HTMLElement | null): { top: number; left: number } | null {
  const selection = box?.ownerDocument.getSelection();
  if (!box || !selection || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  if (typeof range.getBoundingClientRect !== 'function') return null;
  const caret = range.getBoundingClientRect();
  const frame = box.getBoundingClientRect();
  if (!caret.height && !caret.width && !caret.top) return null;
  // Kept inside the editor's width so it never runs off a phone's screen.
  return { top: caret.bottom - frame.top + 4, left: Math.max(0, Math.min(caret.left - frame.left, frame.width - 208)) };
}

/**
 * The @mention suggestions of spec §5: members are asked for only when the text after '@' is
 * longer than one character (and 200 ms after typing pauses); arrows move, Enter or Tab picks,
 * Escape closes. Nothing happens while an input method is composing: the text is not final yet.
 */
export function useMentions(editor: LexicalEditor, box: RefObject<HTMLElement | null>, enabled: boolean): MentionList {
  const [query, setQuery] = useState<string | null>(null);
  // The query members were last asked for: it follows the typed one once typing pauses.
  const [searched, setSearched] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [activeFor, setActiveFor] = useState<{ results: string; index: number }>({ results: '', index: 0 });
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const lookup = enabled && shouldSearchMentions(query) && searched === query ? query : null;
  const found = useMembersByName(lookup);
  const members = lookup ? (found.data?.users ?? []).slice(0, MAX_MEMBERS) : [];
  const results = `${lookup}:${members.map((member) => member.user_id).join(',')}`;
  // A new list starts at its first member.
  const active = activeFor.results === results ? activeFor.index : 0;
  const open = lookup !== null && dismissed !== lookup && members.length > 0;

  useEffect(() => {
    if (!enabled) return;
    return editor.registerUpdateListener(({ editorState }) => {
      if (editor.isComposing()) return;
      const next = editorState.read($mentionQueryAtCaret);
      setQuery(next);
      if (next !== null) setPosition(caretPosition(box.current));
    });
  }, [editor, enabled, box]);

  useEffect(() => {
    if (!shouldSearchMentions(query)) return;
    const timer = setTimeout(() => setSearched(query), MENTION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query]);

  /** Inserts the member at index; from a key command (already inside an update) or a click (not). */
  const choose = (index: number, inUpdate = false) => {
    const member = members[index];
    if (!member || lookup === null) return;
    if (inUpdate) $insertMention(member, lookup);
    else editor.update(() => void $insertMention(member, lookup));
    setDismissed(lookup);
  };

  const onKey = useEffectEvent((key: string, event: KeyboardEvent | null) => {
    const state: MentionListState<UserSummary> = { open, items: members, active };
    const result = mentionKey(state, key);
    if (!result.handled) return false;
    event?.preventDefault();
    if (result.selected) choose(active, true);
    else if (result.state.open) setActiveFor({ results, index: result.state.active });
    else setDismissed(lookup);
    return true;
  });
  const onBlur = useEffectEvent(() => setDismissed(query));

  useEffect(
    () =>
      mergeRegister(
        editor.registerCommand(KEY_ARROW_DOWN_COMMAND, (event) => onKey('ArrowDown', event), COMMAND_PRIORITY_HIGH),
        editor.registerCommand(KEY_ARROW_UP_COMMAND, (event) => onKey('ArrowUp', event), COMMAND_PRIORITY_HIGH),
        editor.registerCommand(KEY_ENTER_COMMAND, (event) => onKey('Enter', event), COMMAND_PRIORITY_HIGH),
        editor.registerCommand(KEY_TAB_COMMAND, (event) => onKey('Tab', event), COMMAND_PRIORITY_HIGH),
        editor.registerCommand(KEY_ESCAPE_COMMAND, (event) => onKey('Escape', event), COMMAND_PRIORITY_HIGH),
        editor.registerCommand(
          BLUR_COMMAND,
          () => {
            onBlur();
            return false;
          },
          COMMAND_PRIORITY_HIGH,
        ),
      ),
    [editor],
  );

  return { open, members, active, position, choose };
}
