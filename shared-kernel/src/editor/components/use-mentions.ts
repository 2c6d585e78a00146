import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
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
  const [searchText, setSearchText] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const found = useMembersByName(enabled ? searchText : null);
  const members = (found.data?.users ?? []).slice(0, MAX_MEMBERS);
  const open = enabled && query !== null && shouldSearchMentions(query) && query === searchText && dismissed !== query && members.length > 0;

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
    if (!shouldSearchMentions(query)) {
      setSearchText(null);
      return;
    }
    const timer = setTimeout(() => setSearchText(query), MENTION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query]);

  const resultKey = members.map((member) => member.user_id).join(',');
  useEffect(() => setActive(0), [resultKey, searchText]);

  const latest = useRef({ open, members, active, query });
  latest.current = { open, members, active, query };

  /** Inserts the member at index; from a key command (already inside an update) or a click (not). */
  const choose = useCallback(
    (index: number, inUpdate = false) => {
      const { members: list, query: text } = latest.current;
      const member = list[index];
      if (!member || text === null) return;
      if (inUpdate) $insertMention(member, text);
      else editor.update(() => void $insertMention(member, text));
      setDismissed(text);
    },
    [editor],
  );

  useEffect(() => {
    const onKey = (key: string) => (event: KeyboardEvent | null) => {
      const { open: isOpen, members: list, active: index, query: text } = latest.current;
      const state: MentionListState<UserSummary> = { open: isOpen, items: list, active: index };
      const result = mentionKey(state, key);
      if (!result.handled) return false;
      event?.preventDefault();
      if (result.selected) choose(index, true);
      else if (result.state.open) setActive(result.state.active);
      else setDismissed(text);
      return true;
    };
    return mergeRegister(
      editor.registerCommand(KEY_ARROW_DOWN_COMMAND, onKey('ArrowDown'), COMMAND_PRIORITY_HIGH),
      editor.registerCommand(KEY_ARROW_UP_COMMAND, onKey('ArrowUp'), COMMAND_PRIORITY_HIGH),
      editor.registerCommand(KEY_ENTER_COMMAND, onKey('Enter'), COMMAND_PRIORITY_HIGH),
      editor.registerCommand(KEY_TAB_COMMAND, onKey('Tab'), COMMAND_PRIORITY_HIGH),
      editor.registerCommand(KEY_ESCAPE_COMMAND, onKey('Escape'), COMMAND_PRIORITY_HIGH),
      editor.registerCommand(
        BLUR_COMMAND,
        () => {
          setDismissed(latest.current.query);
          return false;
        },
        COMMAND_PRIORITY_HIGH,
      ),
    );
  }, [editor, choose]);

  return { open, members, active, position, choose };
}
