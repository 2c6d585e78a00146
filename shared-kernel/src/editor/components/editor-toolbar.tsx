import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { $isListNode, INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, REMOVE_LIST_COMMAND } from '@lexical/list';
import { $isLinkNode } from '@lexical/link';
import {
  $getSelection,
  $isRangeSelection,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_LOW,
  FORMAT_TEXT_COMMAND,
  mergeRegister,
  REDO_COMMAND,
  UNDO_COMMAND,
  type LexicalEditor,
  type LexicalNode,
} from 'lexical';
import { Button, Flex, HStack } from '@trailhead/shared-kernel/ui';
import { $quoteAtSelection, $toggleQuote } from '../editor-commands';
import { BulletListIcon, ImageIcon, LinkIcon, NumberedListIcon, PaperclipIcon, QuoteIcon, RedoIcon, SmileIcon, UndoIcon } from './toolbar-icons';

export type ToolbarPanel = 'smilies' | 'link' | 'image' | null;

interface ToolbarState {
  bold: boolean;
  italic: boolean;
  link: boolean;
  list: 'bullet' | 'number' | null;
  quote: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

const NOTHING: ToolbarState = { bold: false, italic: false, link: false, list: null, quote: false, canUndo: false, canRedo: false };

function $formattingAtSelection(): Omit<ToolbarState, 'canUndo' | 'canRedo'> {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return { bold: false, italic: false, link: false, list: null, quote: false };
  let list: ToolbarState['list'] = null;
  let link = false;
  for (let node: LexicalNode | null = selection.anchor.getNode(); node; node = node.getParent()) {
    if (!list && $isListNode(node)) list = node.getListType() === 'number' ? 'number' : 'bullet';
    if ($isLinkNode(node)) link = true;
  }
  return { bold: selection.hasFormat('bold'), italic: selection.hasFormat('italic'), link, list, quote: $quoteAtSelection() !== null };
}

/** What the toolbar shows as pressed, and whether there is anything to undo or redo. */
function useToolbarState(editor: LexicalEditor): ToolbarState {
  const [state, setState] = useState(NOTHING);
  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(({ editorState }) => {
          const next = editorState.read($formattingAtSelection);
          setState((current) => ({ ...current, ...next }));
        }),
        editor.registerCommand(
          CAN_UNDO_COMMAND,
          (canUndo) => {
            setState((current) => ({ ...current, canUndo }));
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
        editor.registerCommand(
          CAN_REDO_COMMAND,
          (canRedo) => {
            setState((current) => ({ ...current, canRedo }));
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
      ),
    [editor],
  );
  return state;
}

const IS_APPLE = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
const MOD = IS_APPLE ? 'Meta' : 'Control';
const MOD_LABEL = IS_APPLE ? '⌘' : 'Ctrl+';

interface EditorToolbarProps {
  editor: LexicalEditor;
  label: string;
  disabled?: boolean;
  /** The Quote and "Image from link" buttons (a signature has neither). */
  quotes: boolean;
  images: boolean;
  panel: ToolbarPanel;
  onPanel: (panel: ToolbarPanel) => void;
  onAttach?: () => void;
}

/**
 * The formatting toolbar (a WAI-ARIA toolbar: one tab stop, arrow keys move between its buttons).
 * Buttons keep the editor's selection (mousedown does not take the focus) so a command acts on it.
 */
export function EditorToolbar({ editor, label, disabled, quotes, images, panel, onPanel, onAttach }: EditorToolbarProps) {
  const state = useToolbarState(editor);
  const bar = useRef<HTMLDivElement>(null);
  const [focusIndex, setFocusIndex] = useState(0);

  const buttons = () => Array.from(bar.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? []);

  // Roving tab stop: only one button of the toolbar is in the tab order.
  useLayoutEffect(() => {
    const list = buttons();
    const index = Math.min(focusIndex, list.length - 1);
    list.forEach((button, i) => (button.tabIndex = i === index ? 0 : -1));
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = buttons();
    const current = list.indexOf(document.activeElement as HTMLButtonElement);
    if (current < 0) return;
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: list.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key] + list.length) % list.length;
    setFocusIndex(next);
    list[next].focus();
  };

  const toggleList = (type: 'bullet' | 'number') => {
    if (state.list === type) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
    else editor.dispatchCommand(type === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND, undefined);
  };

  return (
    <Flex
      ref={bar}
      role="toolbar"
      aria-label={`${label} formatting`}
      wrap="wrap"
      gap="1"
      borderWidth="1px"
      borderBottomWidth="0"
      borderTopRadius="md"
      p="1"
      bg="gray.50"
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        const index = buttons().indexOf(event.target as unknown as HTMLButtonElement);
        if (index >= 0 && index !== focusIndex) setFocusIndex(index);
      }}
    >
      <ToolButton label="Bold" shortcut={`${MOD}+B`} hint={`${MOD_LABEL}B`} pressed={state.bold} disabled={disabled} onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold')}>
        <strong>B</strong>
      </ToolButton>
      <ToolButton label="Italic" shortcut={`${MOD}+I`} hint={`${MOD_LABEL}I`} pressed={state.italic} disabled={disabled} onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic')}>
        <em>I</em>
      </ToolButton>
      <ToolButton label="Link" pressed={panel === 'link' || state.link} disabled={disabled} onClick={() => onPanel(panel === 'link' ? null : 'link')}>
        <LinkIcon />
      </ToolButton>
      {images && (
        <ToolButton label="Image from link" pressed={panel === 'image'} disabled={disabled} onClick={() => onPanel(panel === 'image' ? null : 'image')}>
          <ImageIcon />
        </ToolButton>
      )}
      <ToolButton label="Bulleted list" pressed={state.list === 'bullet'} disabled={disabled} onClick={() => toggleList('bullet')}>
        <BulletListIcon />
      </ToolButton>
      <ToolButton label="Numbered list" pressed={state.list === 'number'} disabled={disabled} onClick={() => toggleList('number')}>
        <NumberedListIcon />
      </ToolButton>
      {quotes && (
        <ToolButton label="Quote" pressed={state.quote} disabled={disabled} onClick={() => editor.update(() => $toggleQuote())}>
          <QuoteIcon />
        </ToolButton>
      )}
      <ToolButton label="Smilies" pressed={panel === 'smilies'} disabled={disabled} onClick={() => onPanel(panel === 'smilies' ? null : 'smilies')}>
        <SmileIcon />
      </ToolButton>
      {onAttach && (
        <ToolButton label="Attach files" disabled={disabled} onClick={onAttach}>
          <PaperclipIcon />
        </ToolButton>
      )}
      <ToolButton label="Undo" shortcut={`${MOD}+Z`} hint={`${MOD_LABEL}Z`} disabled={disabled || !state.canUndo} onClick={() => editor.dispatchCommand(UNDO_COMMAND, undefined)}>
        <UndoIcon />
      </ToolButton>
      <ToolButton
        label="Redo"
        shortcut={IS_APPLE ? 'Meta+Shift+Z' : 'Control+Shift+Z Control+Y'}
        hint={IS_APPLE ? '⌘⇧Z' : 'Ctrl+Shift+Z or Ctrl+Y'}
        disabled={disabled || !state.canRedo}
        onClick={() => editor.dispatchCommand(REDO_COMMAND, undefined)}
      >
        <RedoIcon />
      </ToolButton>
    </Flex>
  );
}

interface ToolButtonProps {
  label: string;
  /** aria-keyshortcuts, e.g. 'Control+B'. */
  shortcut?: string;
  /** The shortcut as the tooltip shows it. */
  hint?: string;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
  children: ReactNode;
}

function ToolButton({ label, shortcut, hint, onClick, disabled, pressed, children }: ToolButtonProps) {
  return (
    <Button
      size="xs"
      variant={pressed ? 'subtle' : 'ghost'}
      aria-label={label}
      title={hint ? `${label} (${hint})` : label}
      aria-keyshortcuts={shortcut}
      aria-pressed={pressed === undefined ? undefined : pressed}
      disabled={disabled}
      minW="8"
      h="8"
      // Keep the editor's selection: the command runs on it.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      <HStack gap="0">{children}</HStack>
    </Button>
  );
}
